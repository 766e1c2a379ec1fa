import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import { GENEALOGY_CATEGORY_ID, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import { type FigureCategory, type SearchFigure } from '@/lib/contract/types';
import { categoryOfTitle } from '@/lib/memorial/categories';
import { MAX_YEAR, MIN_YEAR, readRecordYears } from './record-years';

export const SEARCH_CATEGORIES = [...FIGURE_CATEGORIES, 'genealogy'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** Both ends included; one year is a range of one. */
export type YearRange = { from: number; to: number };

export type SearchFilters = { category?: SearchCategory; died?: YearRange; born?: YearRange };

export type FilterName = 'category' | 'died' | 'born';
export type FilterProblem = {
  filter: FilterName;
  reason: 'unknown-category' | 'not-a-year' | 'reversed' | 'out-of-range' | 'too-long';
};

/** Longer than any value the form writes ('historical-monuments', '1941-1945'). */
export const MAX_FILTER_LENGTH = 32;

type Param = string | string[] | undefined;
const first = (value: Param): string => ((Array.isArray(value) ? value[0] : value) ?? '').trim();

const YEARS = /^(\d{1,4})(?:\s*[-–—]\s*(\d{1,4}))?$/;

export function readYearRange(text: string): YearRange | FilterProblem['reason'] {
  if (text.length > MAX_FILTER_LENGTH) return 'too-long';
  const match = YEARS.exec(text);
  if (!match) return 'not-a-year';
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  if (from < MIN_YEAR || to < MIN_YEAR || from > MAX_YEAR || to > MAX_YEAR) return 'out-of-range';
  if (from > to) return 'reversed';
  return { from, to };
}

const isSearchCategory = (value: string): value is SearchCategory =>
  (SEARCH_CATEGORIES as readonly string[]).includes(value);

export function readSearchFilters(params: { category?: Param; died?: Param; born?: Param }): {
  filters: SearchFilters;
  problems: FilterProblem[];
} {
  const filters: SearchFilters = {};
  const problems: FilterProblem[] = [];
  const category = first(params.category);
  if (category !== '') {
    if (category.length > MAX_FILTER_LENGTH)
      problems.push({ filter: 'category', reason: 'too-long' });
    else if (isSearchCategory(category)) filters.category = category;
    else problems.push({ filter: 'category', reason: 'unknown-category' });
  }
  for (const filter of ['died', 'born'] as const) {
    const text = first(params[filter]);
    if (text === '') continue;
    const range = readYearRange(text);
    if (typeof range === 'string') problems.push({ filter, reason: range });
    else filters[filter] = range;
  }
  return { filters, problems };
}

export const hasFilters = (filters: SearchFilters): boolean =>
  filters.category !== undefined || filters.died !== undefined || filters.born !== undefined;

export const yearRangeText = ({ from, to }: YearRange): string =>
  from === to ? String(from) : `${from}-${to}`;

export function searchFilterEntries(filters: SearchFilters): [FilterName, string][] {
  const entries: [FilterName, string][] = [];
  if (filters.category) entries.push(['category', filters.category]);
  if (filters.died) entries.push(['died', yearRangeText(filters.died)]);
  if (filters.born) entries.push(['born', yearRangeText(filters.born)]);
  return entries;
}

export const collectionsIncluded = (filters: SearchFilters): boolean =>
  filters.category === undefined || filters.category === 'genealogy';

const within = (year: number | null, range: YearRange | undefined) =>
  range === undefined || (year !== null && year >= range.from && year <= range.to);

/** The operator's own results held to the filters: a category by its English title (spec §5). */
export function figureMatches(figure: SearchFigure, filters: SearchFilters): boolean {
  const { category } = filters;
  if (category === 'genealogy') {
    const id = figure.category.id;
    if (id !== GENEALOGY_CATEGORY_ID && id !== GENEALOGY_MEMBER_CATEGORY_ID) return false;
  } else if (category !== undefined) {
    const own: FigureCategory | null = categoryOfTitle(figure.category.title.en);
    if (own !== category) return false;
  }
  if (!filters.died && !filters.born) return true;
  const years = readRecordYears(figure.date);
  return within(years.death, filters.died) && within(years.birth, filters.born);
}

const YEAR_FORM = `a year (1942) or two years (1941-1945), from ${MIN_YEAR} to ${MAX_YEAR}`;

export function filterProblemMessage({ filter, reason }: FilterProblem): string {
  if (reason === 'too-long') return `${filter} must be at most ${MAX_FILTER_LENGTH} characters`;
  if (filter === 'category') return `category must be one of ${SEARCH_CATEGORIES.join(', ')}`;
  if (reason === 'reversed') return `${filter} must go from the earlier year to the later one`;
  return `${filter} must be ${YEAR_FORM}`;
}
