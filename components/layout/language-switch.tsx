'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { closeWhenLeft, useOutsideClick } from '@/hooks/use-outside-click';
import {
  LANGUAGE_NAMES as NAMES,
  LOCALE_STORAGE_KEY,
  LOCALES,
  languageLinkHref,
  localizePath,
  storeLocaleCookie,
  type Locale,
} from '@/lib/i18n/locale';
import { useShownPath } from './use-shown-path';
import styles from './language-switch.module.css';

type Props = { lang: Locale; label: string };

export function LanguageSwitch({ lang, label }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = useShownPath();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, close, open);

  useEscapeKey(
    open,
    useCallback(() => {
      setOpen(false);
      buttonRef.current?.focus();
    }, []),
  );

  const choose = (next: Locale) => {
    setOpen(false);
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // The cookie still stores the choice.
    }
    // Written before leaving, so the proxy's language detection agrees with it; the page's own too.
    storeLocaleCookie(next);
    if (next === lang) return;
    // A full load: every server-rendered text changes, and no prefetch of the old language answers.
    window.location.replace(`${localizePath(pathname, next)}${window.location.search}`);
  };

  return (
    <div ref={rootRef} className={styles.root} onBlur={closeWhenLeft(open, close)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${lang.toUpperCase()} — ${label}: ${NAMES[lang]}`}
        onClick={() => setOpen((o) => !o)}
        data-needs-scripts
      >
        {lang.toUpperCase()}
        <ChevronDownIcon size={14} />
      </button>
      <ul id={listId} className={`popover ${styles.list}`} hidden={!open}>
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={languageLinkHref(pathname, l)}
              hrefLang={l}
              lang={l}
              aria-label={`${l.toUpperCase()} ${NAMES[l]}`}
              className={styles.option}
              aria-current={l === lang ? 'true' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                choose(l);
              }}
            >
              <span className={styles.code}>{l.toUpperCase()}</span>
              <span className={styles.name}>{NAMES[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
