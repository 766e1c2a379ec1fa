'use client';

// The search field and its results, loaded the first time the search opens (search-box.tsx):
// SWR, the result list and its images are nothing a first paint needs.
import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { SearchIcon } from '@/components/ui/icons';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { fetchJson } from '@/lib/fetcher';
import { Link } from '@/lib/i18n/link';
import { searchHitsFromEnvelope } from '@/lib/api/reshape';
import { searchResultHref } from '@/lib/search/search-links';
import styles from './search-box.module.css';

type Props = {
  lang: Locale;
  mediaBase: string;
  placeholder: string;
  onPick: () => void;
};

export default function SearchPanel({ lang, mediaBase, placeholder, onPick }: Props) {
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
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

  useEffect(() => inputRef.current?.focus(), []);

  return (
    <div className={styles.panel} role="search">
      <div className={styles.field}>
        <SearchIcon size={20} className={styles.fieldIcon} />
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
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
              <Link href={searchResultHref(item)} className={styles.result} onClick={onPick}>
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
  );
}
