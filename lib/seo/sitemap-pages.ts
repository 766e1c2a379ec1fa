import 'server-only';
import { getSitemapBuckets, getSitemapSlice } from '@/lib/api/sitemap';
import { recordPath } from '@/lib/routes';
import { PAGES_PER_SITEMAP, STATIC_PAGES, type SitemapPage } from '@/lib/seo/sitemap';

const FILE = /^(records|genealogies)-(0|[1-9]\d{0,8})$/;

export async function sitemapFiles(): Promise<string[]> {
  const buckets = await getSitemapBuckets(PAGES_PER_SITEMAP);
  return [
    'pages',
    ...buckets.records.map((b) => `records-${b}`),
    ...buckets.genealogies.map((b) => `genealogies-${b}`),
  ];
}

export async function sitemapFilePages(name: string): Promise<SitemapPage[] | null> {
  // QR pages and /404 are never listed.
  if (name === 'pages') return STATIC_PAGES.map((path) => ({ path, lastModified: null }));
  const match = FILE.exec(name);
  if (!match) return null;
  const kind = match[1] === 'records' ? 'records' : 'genealogies';
  const refs = await getSitemapSlice(kind, Number(match[2]), PAGES_PER_SITEMAP);
  if (refs.length === 0) return null;
  return refs.map((ref) => ({ path: recordPath(ref), lastModified: ref.lastModified }));
}
