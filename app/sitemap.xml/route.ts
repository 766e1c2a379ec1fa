import { handle } from '@/lib/api/http';
import { env } from '@/lib/env';
import { sitemapIndexXml, XML_HEADERS } from '@/lib/seo/sitemap';
import { sitemapFiles } from '@/lib/seo/sitemap-pages';

// Kept like a page (ISR), so it follows the store: every five minutes, and at once on
// POST /api/revalidate (its reads carry the `content` tag).
export const revalidate = 300;

export function GET() {
  return handle(
    async () =>
      new Response(sitemapIndexXml(env.SITE_URL, await sitemapFiles()), { headers: XML_HEADERS }),
  );
}
