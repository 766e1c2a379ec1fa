import { handle } from '@/lib/api/http';
import { env } from '@/lib/env';
import { sitemapCount, sitemapIndexXml, XML_HEADERS } from '@/lib/seo/sitemap';
import { allSitemapPages } from '@/lib/seo/sitemap-pages';

export function GET() {
  return handle(async () => {
    const pages = await allSitemapPages();
    return new Response(sitemapIndexXml(env.SITE_URL, sitemapCount(pages.length)), {
      headers: XML_HEADERS,
    });
  });
}
