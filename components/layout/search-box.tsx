'use client';

import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useHydrated } from '@/hooks/use-hydrated';
import { useOutsideClick } from '@/hooks/use-outside-click';
import { Link } from '@/lib/i18n/link';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { MAX_SEARCH_TERM, SEARCH_PATH } from '@/lib/search/search-page';
import styles from './search-box.module.css';

const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(loadPanel);

type Props = {
  lang: Locale;
  mediaBase: string;
  labels: { open: string; close: string; placeholder: string; fullSearch: string };
};

// The field and results load when the search first opens. Before hydration (or without
// JavaScript) the button is a <details> around a plain GET form to the search page.
export function SearchBox({ lang, mediaBase, labels }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [initialTerm, setInitialTerm] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const action = localizePath(SEARCH_PATH, lang);
  // The plain form before hydration, and the panel's frame while its code loads.
  const form = {
    action,
    method: 'get',
    role: 'search',
    'aria-label': labels.placeholder,
    className: styles.panel,
  } as const;

  const close = useCallback(() => setOpen(false), []);

  useOutsideClick(rootRef, close, open);

  useEscapeKey(
    open,
    useCallback(() => {
      close();
      toggleRef.current?.focus();
    }, [close]),
  );

  // A search opened or typed into before hydration carries over to the panel.
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (hydrated || !details) return;
    const typed = details.querySelector('input')?.value ?? '';
    if (details.open || typed !== '') {
      setInitialTerm(typed);
      setOpen(true);
    }
  }, [hydrated]);

  if (!hydrated) {
    return (
      <details ref={detailsRef} className={styles.disclosure}>
        <summary className="icon-button">
          <span className={styles.whenClosed}>
            <SearchIcon size={22} />
            <span className="visually-hidden">{labels.open}</span>
          </span>
          <span className={styles.whenOpen}>
            <CloseIcon size={22} />
            <span className="visually-hidden">{labels.close}</span>
          </span>
        </summary>
        <form {...form}>
          <div className={styles.field}>
            <SearchIcon size={20} className={styles.fieldIcon} />
            <input
              type="search"
              name="q"
              className={styles.input}
              placeholder={labels.placeholder}
              aria-label={labels.placeholder}
              maxLength={MAX_SEARCH_TERM}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
            />
          </div>
          <Link href={SEARCH_PATH} prefetch={false} className={styles.fullSearch}>
            {labels.fullSearch}
          </Link>
        </form>
      </details>
    );
  }

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
        <Suspense fallback={<form {...form} />}>
          <SearchPanel
            lang={lang}
            mediaBase={mediaBase}
            action={action}
            placeholder={labels.placeholder}
            fullSearch={labels.fullSearch}
            initialTerm={initialTerm}
            onPick={close}
          />
        </Suspense>
      )}
    </div>
  );
}
