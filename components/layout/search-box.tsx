'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useHydrated } from '@/hooks/use-hydrated';
import { closeWhenLeft, useOutsideClick } from '@/hooks/use-outside-click';
import { Link, useRouter } from '@/lib/i18n/link';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { MAX_SEARCH_TERM, SEARCH_PATH, searchPageHref } from '@/lib/search/search-page';
import { sayCount, type CountForms } from '@/lib/search/count-forms';
import styles from './search-box.module.css';

const loadHits = () => import('./search-hits');
const SearchHits = lazy(loadHits);

type Props = {
  lang: Locale;
  mediaBase: string;
  labels: {
    open: string;
    close: string;
    placeholder: string;
    fullSearch: string;
    found: CountForms;
    untitled: string;
  };
};

// Before hydration (or with no JavaScript) the button is a <details> around a GET form to the
// search page; after, the field takes focus in the click's own task (waiting for its code lost
// typed letters) and only the results' code loads later.
export function SearchBox({ lang, mediaBase, labels }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<{ term: string; count: number } | null>(null); // said once in
  const rootRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const router = useRouter();
  const action = localizePath(SEARCH_PATH, lang);
  const form = {
    action,
    method: 'get',
    role: 'search',
    'aria-label': labels.placeholder,
    className: styles.panel,
  } as const;
  const input = {
    type: 'search',
    name: 'q',
    className: styles.input,
    placeholder: labels.placeholder,
    'aria-label': labels.placeholder,
    maxLength: MAX_SEARCH_TERM,
    autoComplete: 'off',
    spellCheck: false,
    enterKeyHint: 'search',
  } as const;
  const active = term.trim() !== '';

  const close = useCallback(() => {
    setOpen(false);
    setTerm('');
  }, []);

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
      setTerm(typed);
      setOpen(true);
    }
  }, [hydrated]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Enter opens the search page (a client navigation); a blank term stays where it is.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    if (value === '') return;
    close();
    router.push(searchPageHref(value));
  };

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
            <input {...input} />
          </div>
          <Link href={SEARCH_PATH} prefetch={false} className={styles.fullSearch}>
            {labels.fullSearch}
          </Link>
        </form>
      </details>
    );
  }

  return (
    <div ref={rootRef} className={styles.root} onBlur={closeWhenLeft(open, close)}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-label={open ? labels.close : labels.open}
        onPointerEnter={loadHits}
        onFocus={loadHits}
        onClick={() => {
          if (open) return close();
          flushSync(() => setOpen(true));
          inputRef.current?.focus();
        }}
      >
        {open ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </button>
      <form {...form} hidden={!open} onSubmit={submit}>
        <div className={styles.field}>
          <SearchIcon size={20} className={styles.fieldIcon} />
          <input
            {...input}
            ref={inputRef}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            aria-controls={listId}
          />
        </div>
        <ul id={listId} className={styles.results}>
          {open && active && (
            <Suspense fallback={null}>
              <SearchHits
                term={term}
                lang={lang}
                mediaBase={mediaBase}
                onPick={close}
                onCount={setFound}
                none={labels.found.none}
                untitled={labels.untitled}
              />
            </Suspense>
          )}
        </ul>
        <p className="visually-hidden" aria-live="polite">
          {open && found?.term === term ? sayCount(labels.found, lang, found.count) : ''}
        </p>
        <Link
          href={active ? searchPageHref(term.trim()) : SEARCH_PATH}
          prefetch={false}
          className={styles.fullSearch}
          onClick={close}
        >
          {labels.fullSearch}
        </Link>
      </form>
    </div>
  );
}
