import { pageEndsPaging } from '@/lib/paging';

// `?page=N` server-renders pages 1..N; the bound keeps a link from making the server do more work.
export const MAX_SERVER_PAGES = 50;

export function requestedPages(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= MAX_SERVER_PAGES ? n : 1;
}

// One after the other, stopping at the page that ends paging (`?page=50` on 3 pages makes 3 calls).
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
