'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useOutsideClick } from '@/hooks/use-outside-click';
import type { Locale } from '@/lib/i18n/locale';
import styles from './search-box.module.css';

const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(loadPanel);

type Props = {
  lang: Locale;
  mediaBase: string;
  labels: { open: string; close: string; placeholder: string };
};

// Only the button ships with the page; the field and results load when the search first opens
// (asked for as soon as a pointer or focus reaches the button).
export function SearchBox({ lang, mediaBase, labels }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);

  useOutsideClick(rootRef, close, open);

  useEscapeKey(
    open,
    useCallback(() => {
      close();
      toggleRef.current?.focus();
    }, [close]),
  );

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-label={open ? labels.close : labels.open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </button>
      {open && (
        <Suspense fallback={<div className={styles.panel} role="search" />}>
          <SearchPanel
            lang={lang}
            mediaBase={mediaBase}
            placeholder={labels.placeholder}
            onPick={close}
          />
        </Suspense>
      )}
    </div>
  );
}
