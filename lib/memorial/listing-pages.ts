import { pageEndsPaging } from '@/lib/paging';

/** `?page=N` server-renders pages 1..N; beyond this a link can't make the server do more work. */
export const MAX_SERVER_PAGES = 50;

/** The page count a listing URL asks for: a whole number from 1 to MAX_SERVER_PAGES, else 1. */
export function requestedPages(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= MAX_SERVER_PAGES ? n : 1;
}

/**
 * Loads pages 1..count one after the other, stopping after the page that ends paging (so a
 * `?page=50` on a 3-page list makes 3 calls). A failed page ends the list there.
 */
export async function loadPages<T>(
  count: number,
  pageSize: number,
  load: (page: number) => Promise<T[] | null>,
): Promise<T[][]> {
  const pages: T[][] = [];
  for (let page = 1; page <= count; page++) {
    const items = await load(page);
    if (!items) break;
    pages.push(items);
    if (pageEndsPaging(items.length, pageSize)) break;
  }
  return pages;
}
