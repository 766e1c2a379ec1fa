'use client';

import Image from 'next/image';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useOutsideClick } from '@/hooks/use-outside-click';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { fetchJson } from '@/lib/fetcher';
import { Link } from '@/lib/i18n/navigation';
import { searchHitsFromEnvelope } from '@/lib/api/reshape';
import { searchResultHref } from '@/lib/search/search-links';
import styles from './search-box.module.css';

type Props = {
  lang: Locale;
  mediaBase: string;
  labels: { open: string; close: string; placeholder: string };
};

export function SearchBox({ lang, mediaBase, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const active = term.trim() !== '';
  // SWR keys the answer by the term, so a late answer for an older term never shows for a newer one.
  const { data } = useSWR(
    active ? `/api/v1/search?key=${encodeURIComponent(term)}` : null,
    async (url: string) => searchHitsFromEnvelope(await fetchJson<unknown>(url), mediaBase),
    {
      onError: (error: unknown) => console.error('Search failed', error),
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const results = active ? (data ?? []) : [];

  const close = useCallback(() => {
    setOpen(false);
    setTerm('');
  }, []);

  useOutsideClick(rootRef, close, open);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

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
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </button>
      {open && (
        <div className={styles.panel} role="search">
          <div className={styles.field}>
            <SearchIcon size={20} className={styles.fieldIcon} />
            <input
              ref={inputRef}
              type="search"
              className={styles.input}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={labels.placeholder}
              aria-label={labels.placeholder}
              aria-controls={listId}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
            />
          </div>
          <ul id={listId} className={styles.results} aria-live="polite">
            {results.map((item) => {
              const { thumb } = item;
              return (
                <li key={`${item.category.id}-${item.id}`}>
                  <Link href={searchResultHref(item)} className={styles.result} onClick={close}>
                    {thumb ? (
                      <Image src={thumb} alt="" width={40} height={40} className={styles.thumb} />
                    ) : (
                      <span className={styles.thumbEmpty} aria-hidden="true" />
                    )}
                    <span className={styles.resultText}>
                      <span className={styles.resultName}>{pickLang(item.name, lang).value}</span>
                      <span className={styles.resultMeta}>
                        {item.category.title[lang]}
                        {item.date ? ` · ${item.date}` : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
