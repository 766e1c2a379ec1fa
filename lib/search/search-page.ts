import { MAX_PAGE, PAGE_SIZE } from '@/lib/paging';
import { stripControls } from '@/lib/text-controls';
import {
  hasFilters,
  readSearchFilters,
  searchFilterEntries,
  type FilterName,
  type FilterProblem,
  type SearchFilters,
} from './search-filters';

export const SEARCH_PATH = '/search';
export const SEARCH_PAGE_SIZE = PAGE_SIZE;
export const MAX_SEARCH_TERM = 100;

export const readSearchTerm = (typed: string): string =>
  stripControls(typed).normalize('NFC').trim();

type Param = string | string[] | undefined;

export type SearchAsked = {
  filters: SearchFilters;
  problems: FilterProblem[];
  typed: Record<FilterName, string>;
};

export type SearchRequest = SearchAsked &
  (
    | { kind: 'blank' }
    | { kind: 'too-long'; term: string }
    | { kind: 'search'; term: string; page: number }
  );

const first = (value: Param): string => (Array.isArray(value) ? value[0] : value) ?? '';

const PAGE_DIGITS = /^[1-9]\d{0,8}$/;

export function searchPageNumber(raw: Param): number {
  const text = first(raw);
  if (!PAGE_DIGITS.test(text)) return 1;
  const page = Number(text);
  return page <= MAX_PAGE ? page : 1;
}

type SearchParams = { q?: Param; page?: Param; category?: Param; died?: Param; born?: Param };

/** What a visit asks for; a repeated parameter counts by its first value. */
export function readSearchRequest(params: SearchParams): SearchRequest {
  const typed = {
    category: readSearchTerm(first(params.category)),
    died: readSearchTerm(first(params.died)),
    born: readSearchTerm(first(params.born)),
  };
  const { filters, problems } = readSearchFilters(typed);
  const asked = { filters, problems, typed };
  const term = readSearchTerm(first(params.q));
  if (term.length > MAX_SEARCH_TERM) return { ...asked, kind: 'too-long', term };
  if (term === '' && !hasFilters(filters)) return { ...asked, kind: 'blank' };
  return { ...asked, kind: 'search', term, page: searchPageNumber(params.page) };
}

export function searchPageHref(term: string, page = 1, filters: SearchFilters = {}): string {
  const query = new URLSearchParams();
  if (term !== '') query.set('q', term);
  for (const [name, value] of searchFilterEntries(filters)) query.set(name, value);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? SEARCH_PATH : `${SEARCH_PATH}?${search}`;
}

const SEARCH_PARAMS = ['q', 'category', 'died', 'born', 'page'];

/** Without the blank fields a plain GET form sends, so the address is worth sharing. */
export function tidySearchHref(params: Record<string, Param>): string | null {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const name of SEARCH_PARAMS) {
    const value = params[name];
    if (value === undefined) continue;
    const text = first(value);
    if (text.trim() === '') dropped = true;
    else kept.set(name, text);
  }
  if (!dropped) return null;
  const search = kept.toString();
  return search === '' ? SEARCH_PATH : `${SEARCH_PATH}?${search}`;
}
