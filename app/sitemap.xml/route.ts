import { handle } from '@/lib/api/http';
import { env } from '@/lib/env';
import { sitemapIndexXml, XML_HEADERS } from '@/lib/seo/sitemap';
import { sitemapFiles } from '@/lib/seo/sitemap-pages';

// Answered per request from cached reads (tagged `content`, refreshed every 5 minutes and on POST
// /api/revalidate); never rendered at build, where it would list the build's source.
export const dynamic = 'force-dynamic';

export function GET() {
  return handle(
    async () =>
      new Response(sitemapIndexXml(env.SITE_URL, await sitemapFiles()), { headers: XML_HEADERS }),
  );
}
