'use client';

import { useCallback, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { fetchJson } from '@/lib/fetcher';
import { pageEnds, showLoadMore, type ListPage } from '@/lib/paging';

type Options<T> = {
  apiPath: string;
  pageSize: number;
  initialPages: ListPage<T>[];
  select: (body: unknown) => ListPage<T>;
};

export function useLoadMore<T>({ apiPath, pageSize, initialPages, select }: Options<T>) {
  const pageUrl = useCallback(
    (page: number) => `${apiPath}?limit=${pageSize}&page=${page}`,
    [apiPath, pageSize],
  );
  // The server already sent these pages: the fetcher answers them without a request.
  const known = useRef(new Map(initialPages.map((items, i) => [pageUrl(i + 1), items])));

  const { data, size, setSize, isValidating } = useSWRInfinite<ListPage<T>>(
    (index, previous: ListPage<T> | null) =>
      previous && pageEnds(previous, pageSize) ? null : pageUrl(index + 1),
    async (url: string) => known.current.get(url) ?? select(await fetchJson<unknown>(url)),
    {
      fallbackData: initialPages,
      initialSize: Math.max(initialPages.length, 1),
      revalidateOnMount: false,
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      // Spec §8: a failed page is only logged; the list stays as it was.
      onError: (error: unknown) => console.error(`Loading ${apiPath} failed`, error),
    },
  );

  const pages = useMemo(() => data ?? initialPages, [data, initialPages]);
  const items = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  const last = pages[pages.length - 1];
  const more = !last || !pageEnds(last, pageSize);
  const loading = isValidating && size > pages.length;

  const loadMore = useCallback(() => {
    // From the pages actually loaded, so a failed page is asked for again rather than skipped.
    void setSize(pages.length + 1);
  }, [pages.length, setSize]);

  return {
    items,
    loadedPages: pages.length,
    loading,
    canLoadMore: showLoadMore({
      more,
      loading,
      receivedCount: pages.reduce((n, page) => n + page.received, 0),
      pageSize,
    }),
    loadMore,
  };
}
