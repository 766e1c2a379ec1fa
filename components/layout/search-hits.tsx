'use client';

// The header search's results, with their code loaded when the search first opens (search-box.tsx).
import { useEffect } from 'react';
import useSWR from 'swr';
import type { Locale } from '@/lib/i18n/locale';
import { fetchJson } from '@/lib/fetcher';
import { searchHitsFromEnvelope } from '@/lib/api/reshape';
import styles from './search-box.module.css';
import { SearchHitLink } from './search-hit';

type Props = {
  /** Not blank. */
  term: string;
  lang: Locale;
  mediaBase: string;
  onPick: () => void;
  onCount: (found: { term: string; count: number }) => void;
  none: string;
  untitled: string;
};

export default function SearchHits(props: Props) {
  const { term, lang, mediaBase, onPick, onCount, none, untitled } = props;
  // SWR keys the answer by the term, so a late answer for an older term never shows for a newer one.
  const { data } = useSWR(
    `/api/v1/search?key=${encodeURIComponent(term)}`,
    async (url: string) => searchHitsFromEnvelope(await fetchJson<unknown>(url), mediaBase),
    {
      onError: (error: unknown) => console.error('Search failed', error),
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  useEffect(() => {
    if (data) onCount({ term, count: data.length });
  }, [data, term, onCount]);
  if (data?.length === 0) return <li className={styles.none}>{none}</li>;
  return (data ?? []).map((hit) => (
    <li key={`${hit.category.id}-${hit.id}`}>
      <SearchHitLink
        hit={hit}
        lang={lang}
        untitled={untitled}
        className={styles.result}
        onClick={onPick}
      />
    </li>
  ));
}
