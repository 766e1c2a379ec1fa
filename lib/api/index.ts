// What pages read: contract.ts's reads in the site's shapes (models.ts), media under MEDIA_URL.
import 'server-only';
import { cache } from 'react';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';
import { SEARCH_PAGE_SIZE } from '@/lib/search/search-page';
import type { SearchFilters } from '@/lib/search/search-filters';
import type { SearchHit, TwoTexts } from './models';
import type { FigureCategory, LangMap } from './types';
import * as contract from './contract';
import {
  toAboutContent,
  toAboutTeaser,
  toBadgeService,
  toContacts,
  toGallery,
  toGenealogyCollection,
  toHomeHero,
  toMemorialCard,
  toMemorialRecord,
  toMemorialService,
  toQrCard,
  toSearchHit,
} from './reshape';

export { ContentError } from './source';
// What a page does when a read it is made of has no copy: server/page-state.mjs owns the rule.
export { orEmpty, orUnavailable } from './outage';
export { contactRequestIdUse, storeContactMessage } from './contract';
export type * from './models';

/** `total`: how many were found in all (`atLeast`: more than that). */
export type SearchPage = { hits: SearchHit[]; hasNext: boolean; total: number; atLeast: boolean };

const twoTexts = (text1: LangMap, text2: LangMap): TwoTexts => ({ text1, text2 });

export const getContactInfo = cache(async () => toContacts(await contract.readContactInfo()));

export const getTerms = contract.readTerms;

export const getFigures = cache(async (category: FigureCategory, page: number, limit: number) =>
  (await contract.readFigures(category, page, limit)).map((card) =>
    toMemorialCard(card, MEDIA_BASE),
  ),
);

export const getGenealogies = contract.readGenealogies;

export const getDeceased = cache(async (id: number) => {
  const detail = await contract.readDeceased(id);
  return detail && toMemorialRecord(detail, MEDIA_BASE);
});

export const getGenealogyMember = cache(async (id: number) => {
  const detail = await contract.readGenealogyMember(id);
  return detail && toMemorialRecord(detail, MEDIA_BASE);
});

export const getGenealogy = cache(async (id: number, page: number, limit: number) => {
  const collection = await contract.readGenealogy(id, page, limit);
  return collection && toGenealogyCollection(collection, MEDIA_BASE);
});

/** People whose death's anniversary is the given day (`yyyy-mm-dd`). */
export const getRememberedOn = cache(async (iso: string) =>
  (await contract.readRememberedOn(iso)).map((figure) => toSearchHit(figure, MEDIA_BASE)),
);

export const getQrRecord = cache(async (uuid: string) => {
  const record = await contract.readQrRecord(uuid);
  return record && toQrCard(record, MEDIA_BASE);
});

export const getHomepage = cache(async () => toHomeHero(await contract.readHomepage(), MEDIA_BASE));

export const getMainContent = cache(async () =>
  toAboutTeaser(await contract.readMainContent(), MEDIA_BASE),
);

export const getAbout = cache(async () => toAboutContent(await contract.readAbout(), MEDIA_BASE));

export const getPhotoGallery = cache(async () =>
  toGallery((await contract.readPhotoGallery()).photos, MEDIA_BASE),
);

export const getVideoGallery = cache(async () =>
  toGallery((await contract.readVideoGallery()).videos, MEDIA_BASE),
);

export const getMemorialService = cache(async () =>
  toMemorialService(await contract.readMemorial(), MEDIA_BASE),
);

export const getObituary = cache(async () => {
  const o = await contract.readObituary();
  return twoTexts(o.obituaryText1, o.obituaryText2);
});

export const getGenealogyService = cache(async () => {
  const g = await contract.readGenealogyService();
  return twoTexts(g.genealogyText1, g.genealogyText2);
});

export const getVirtualCemetery = cache(async () => {
  const v = await contract.readVirtualCemetery();
  return twoTexts(v.virtualCemeteryText1, v.virtualCemeteryText2);
});

export const getVrVideo = cache(async () =>
  mediaSrc((await contract.readVr()).vr.media, MEDIA_BASE),
);

export const getBadgeService = cache(async () =>
  toBadgeService(await contract.readQrBadge(), MEDIA_BASE),
);

/** One page of the search page's results, uncached like the header's search (contract.ts). */
export const getSearchPage = cache(
  async (term: string, page: number, filters: SearchFilters = {}): Promise<SearchPage> => {
    const found = await contract.searchRecords(
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

export const getSitemapBuckets = contract.readSitemapBuckets;
export const getSitemapSlice = contract.readSitemapSlice;
