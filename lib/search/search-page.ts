// The rules of the search page (`/search?q=…&page=N`): what a query string asks for, and its links.
import { MAX_PAGE, PAGE_SIZE } from '@/lib/paging';

export const SEARCH_PATH = '/search';
export const SEARCH_PAGE_SIZE = PAGE_SIZE;
export const MAX_SEARCH_TERM = 100; // as `/api/v1/search?key=` allows

type Param = string | string[] | undefined;

export type SearchRequest =
  | { kind: 'blank' }
  | { kind: 'too-long'; term: string }
  | { kind: 'search'; term: string; page: number };

const first = (value: Param): string => (Array.isArray(value) ? value[0] : value) ?? '';

const PAGE_DIGITS = /^[1-9]\d{0,8}$/;

/** `?page=`: a whole number from 1 to MAX_PAGE, written plainly; anything else is the first page. */
export function searchPageNumber(raw: Param): number {
  const text = first(raw);
  if (!PAGE_DIGITS.test(text)) return 1;
  const page = Number(text);
  return page <= MAX_PAGE ? page : 1;
}

/** What a visit asks for; a repeated parameter counts by its first value. */
export function readSearchRequest(params: { q?: Param; page?: Param }): SearchRequest {
  const term = first(params.q).normalize('NFC').trim();
  if (term === '') return { kind: 'blank' };
  if (term.length > MAX_SEARCH_TERM) return { kind: 'too-long', term };
  return { kind: 'search', term, page: searchPageNumber(params.page) };
}

/** A page of results, as a path inside a language; page 1 has no `page` parameter. */
export function searchPageHref(term: string, page = 1): string {
  const query = new URLSearchParams({ q: term });
  if (page > 1) query.set('page', String(page));
  return `${SEARCH_PATH}?${query}`;
}
