import 'server-only';
import { getDb, withStore, type ContentDb } from '@/lib/content/db';
import { getDeceased, getFigures, getGenealogyMember } from '@/lib/content/queries/memorials';
import { getGenealogies, getGenealogy } from '@/lib/content/queries/genealogy';
import { getQrRecord } from '@/lib/content/queries/qr';
import { getRememberedOn } from '@/lib/content/queries/remembrance';
import { searchFigures, searchRecords } from '@/lib/content/queries/search';
import * as site from '@/lib/content/queries/site';
import { getSitemapBuckets, getSitemapSlice } from '@/lib/content/queries/sitemap';
import type { ContentSource } from '@/lib/content/source';
import type { Homepage } from '@/lib/contract/types';

export function embeddedSource(
  getDatabase: () => Promise<ContentDb> = getDb,
  options: { heroType?: Homepage['type'] } = {},
): ContentSource {
  const withDb =
    <A extends unknown[], R>(fn: (db: ContentDb, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      withStore((db) => fn(db, ...args), getDatabase);

  return {
    searchFigures: withDb(searchFigures),
    searchRecords: withDb(searchRecords),
    getContactInfo: withDb(site.getContactInfo),
    getTerms: withDb(site.getTerms),
    getFigures: withDb(getFigures),
    getGenealogies: withDb(getGenealogies),
    getDeceased: withDb(getDeceased),
    getGenealogyMember: withDb(getGenealogyMember),
    getGenealogy: withDb(getGenealogy),
    getQrRecord: withDb(getQrRecord),
    getHomepage: withDb((db) => site.getHomepage(db, options.heroType)),
    getMainContent: withDb(site.getMainContent),
    getAbout: withDb(site.getAbout),
    getPhotoGallery: withDb(site.getPhotoGallery),
    getVideoGallery: withDb(site.getVideoGallery),
    getMemorialService: withDb(site.getMemorialService),
    getObituary: withDb(site.getObituary),
    getGenealogyService: withDb(site.getGenealogyService),
    getVirtualCemetery: withDb(site.getVirtualCemetery),
    getVr: withDb(site.getVr),
    getQrBadge: withDb(site.getQrBadge),
    getSitemapBuckets: withDb(getSitemapBuckets),
    getSitemapSlice: withDb(getSitemapSlice),
    getRememberedOn: withDb(getRememberedOn),
  };
}
