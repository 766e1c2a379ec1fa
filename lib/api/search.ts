// Search: its keys are unbounded, so it is never cached.
import 'server-only';
import { cache } from 'react';
import { MEDIA_BASE } from '@/lib/env';
import { SEARCH_PAGE_SIZE } from '@/lib/search/search-page';
import type { SearchFilters } from '@/lib/search/search-filters';
import { contentSource } from './mode';
import type { SearchHit } from './models';
import { toSearchHit } from './reshape';
import type { SearchQuery, SearchWindow } from '@/lib/content/source';

export const spec = {
  searchFigures: (key: string, window?: SearchWindow) => contentSource().searchFigures(key, window),
  searchRecords: (query: SearchQuery, window?: SearchWindow) =>
    contentSource().searchRecords(query, window),
};

export type SearchPage = { hits: SearchHit[]; hasNext: boolean; total: number; atLeast: boolean };

export const getSearchPage = cache(
  async (term: string, page: number, filters: SearchFilters = {}): Promise<SearchPage> => {
    const found = await spec.searchRecords(
      { key: term, filters },
      { offset: (page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE + 1 },
    );
    return {
      hits: found.figures.slice(0, SEARCH_PAGE_SIZE).map((item) => toSearchHit(item, MEDIA_BASE)),
      hasNext: found.figures.length > SEARCH_PAGE_SIZE,
      total: found.total,
      atLeast: found.atLeast,
    };
  },
);
