// Search: its keys are unbounded, so it is never cached.
import 'server-only';
import { cache } from 'react';
import { MEDIA_BASE } from '@/lib/env';
import { SEARCH_PAGE_SIZE } from '@/lib/search/search-page';
import type { SearchFilters } from '@/lib/search/search-filters';
import { contentSource } from './mode';
import type { SearchHit } from './models';
import { toSearchHit } from './reshape';

export type SearchPage = { hits: SearchHit[]; hasNext: boolean; total: number; atLeast: boolean };

export const getSearchPage = cache(
  async (term: string, page: number, filters: SearchFilters = {}): Promise<SearchPage> => {
    const found = await contentSource().searchRecords(
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
