import 'server-only';
import { getDb, type ContentDb } from '@/lib/content/db';
import { getDeceasedDetail, getFigurePage } from '@/lib/content/queries/figures';
import { getGenealogyCollection, getGenealogyPage } from '@/lib/content/queries/genealogy';
import { getQrRecord } from '@/lib/content/queries/qr';
import { getRememberedOn } from '@/lib/content/queries/remembrance';
import { searchFigures, searchRecords } from '@/lib/content/queries/search';
import * as site from '@/lib/content/queries/site';
import { getSitemapBuckets, getSitemapSlice } from '@/lib/content/queries/sitemap';
import type { ContentSource } from './source';
import type { Homepage } from './types';

export function embeddedSource(
  getDatabase: () => Promise<ContentDb> = getDb,
  options: { heroType?: Homepage['type'] } = {},
): ContentSource {
  const withDb =
    <A extends unknown[], R>(fn: (db: ContentDb, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      fn(await getDatabase(), ...args);

  return {
    search: withDb(searchFigures),
    searchRecords: withDb(searchRecords),
    contactInfo: withDb(site.getContactInfo),
    terms: withDb(site.getTerms),
    figures: withDb(getFigurePage),
    genealogies: withDb(getGenealogyPage),
    deceased: withDb((db, id: number) => getDeceasedDetail(db, id, 'category')),
    genealogyMember: withDb((db, id: number) => getDeceasedDetail(db, id, 'genealogy-member')),
    genealogy: withDb(getGenealogyCollection),
    qrRecord: withDb(getQrRecord),
    homepage: withDb((db) => site.getHomepage(db, options.heroType)),
    mainContent: withDb(site.getMainContent),
    about: withDb(site.getAbout),
    photoGallery: withDb(site.getPhotoGallery),
    videoGallery: withDb(site.getVideoGallery),
    memorial: withDb(site.getMemorial),
    obituary: withDb(site.getObituary),
    genealogyService: withDb(site.getGenealogyService),
    virtualCemetery: withDb(site.getVirtualCemetery),
    vr: withDb(site.getVr),
    qrBadge: withDb(site.getQrBadge),
    sitemapBuckets: withDb(getSitemapBuckets),
    sitemapSlice: withDb(getSitemapSlice),
    rememberedOn: withDb(getRememberedOn),
  };
}
