import 'server-only';
import { getRecordPages } from '@/lib/api';
import { recordPath } from '@/lib/routes';
import { STATIC_PAGES, type SitemapPage } from '@/lib/seo/sitemap';

// QR pages and /404 are never listed.
export async function allSitemapPages(): Promise<SitemapPage[]> {
  const records = await getRecordPages();
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastModified: null })),
    ...records.map((ref) => ({ path: recordPath(ref), lastModified: ref.lastModified })),
  ];
}
