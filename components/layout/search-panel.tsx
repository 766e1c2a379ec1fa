'use client';

// The search field and its results, loaded the first time the search opens (search-box.tsx).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { SearchIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/i18n/locale';
import { fetchJson } from '@/lib/fetcher';
import { Link, useRouter } from '@/lib/i18n/link';
import { searchHitsFromEnvelope } from '@/lib/api/reshape';
import { MAX_SEARCH_TERM, SEARCH_PATH, searchPageHref } from '@/lib/search/search-page';
import styles from './search-box.module.css';
import { SearchHitLink } from './search-hit';

type Props = {
  lang: Locale;
  mediaBase: string;
  /** The search page, in the visitor's language: where Enter goes. */
  action: string;
  placeholder: string;
  /** The link to the search page with its filters (year, category). */
  fullSearch: string;
  /** What was typed in the plain form before the page was hydrated. */
  initialTerm?: string;
  onPick: () => void;
};

export default function SearchPanel({
  lang,
  mediaBase,
  action,
  placeholder,
  fullSearch,
  initialTerm = '',
  onPick,
}: Props) {
  const [term, setTerm] = useState(initialTerm);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const router = useRouter();

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

  // Enter opens the search page (a client navigation); a blank term stays where it is.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    if (value === '') return;
    onPick();
    router.push(searchPageHref(value));
  };

  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={placeholder}
      className={styles.panel}
      onSubmit={submit}
    >
      <div className={styles.field}>
        <SearchIcon size={20} className={styles.fieldIcon} />
        <input
          ref={inputRef}
          type="search"
          name="q"
          className={styles.input}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-controls={listId}
          maxLength={MAX_SEARCH_TERM}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </div>
      <ul id={listId} className={styles.results} aria-live="polite">
        {results.map((hit) => (
          <li key={`${hit.category.id}-${hit.id}`}>
            <SearchHitLink hit={hit} lang={lang} className={styles.result} onClick={onPick} />
          </li>
        ))}
      </ul>
      <Link
        href={active ? searchPageHref(term.trim()) : SEARCH_PATH}
        prefetch={false}
        className={styles.fullSearch}
        onClick={onPick}
      >
        {fullSearch}
      </Link>
    </form>
  );
}
