import { notFound } from 'next/navigation';
import { pageEnds, type ListPage } from '@/lib/paging';
import { MAX_SERVER_PAGES } from '@/lib/site.mjs';
import { INCOMPLETE_PAGE } from '@/lib/runtime/page-state.mjs';

// `?page=N` server-renders pages 1..N; the bound keeps a link from making the server do more work.
export { MAX_SERVER_PAGES };

export function requestedPages(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= MAX_SERVER_PAGES ? n : 1;
}

export function listingPagesCount(raw: string): number {
  const n = requestedPages(raw);
  if (n < 2 || String(n) !== raw) notFound();
  return n;
}

export const noPrerenderedPages = () => [];

/** Pages read together: `?page=3` is one wave of calls; a made-up `?page=50` on 3 pages costs 5. */
export const PAGES_PER_WAVE = 5;

export async function loadPages<T>(
  count: number,
  pageSize: number,
  load: (page: number) => Promise<ListPage<T> | null>,
): Promise<ListPage<T>[]> {
  const pages: ListPage<T>[] = [];
  for (let first = 1; first <= count; first += PAGES_PER_WAVE) {
    const wave = Array.from({ length: Math.min(PAGES_PER_WAVE, count - first + 1) }, (_, i) =>
      load(first + i),
    );
    for (const page of await Promise.all(wave)) {
      if (!page) return pages;
      pages.push(page);
      if (pageEnds(page, pageSize)) return pages;
    }
  }
  return pages;
}

/** Incomplete when a page failed (it shows what it has, spec §8), so no cache keeps it. */
export function listingState<T>(pages: ListPage<T>[], count: number, pageSize: number) {
  const last = pages.at(-1);
  const ended = last !== undefined && pageEnds(last, pageSize);
  return pages.length < count && !ended ? INCOMPLETE_PAGE : {};
}
