import { handle } from '@/lib/api/http';
import { env } from '@/lib/env';
import { sitemapIndexXml, XML_HEADERS } from '@/lib/seo/sitemap';
import { sitemapFiles } from '@/lib/seo/sitemap-pages';

// ISR like a page: refreshed every 5 minutes and on POST /api/revalidate (reads tagged `content`).
export const revalidate = 300;

export function GET() {
  return handle(
    async () =>
      new Response(sitemapIndexXml(env.SITE_URL, await sitemapFiles()), { headers: XML_HEADERS }),
  );
}
