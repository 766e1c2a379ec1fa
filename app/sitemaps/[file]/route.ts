import { handle, jsonError } from '@/lib/api/http';
import { env } from '@/lib/env';
import { PAGES_PER_SITEMAP, sitemapCount, urlsetXml, XML_HEADERS } from '@/lib/seo/sitemap';
import { allSitemapPages } from '@/lib/seo/sitemap-pages';

export function GET(_request: Request, ctx: RouteContext<'/sitemaps/[file]'>) {
  return handle(async () => {
    const match = /^(\d{1,4})\.xml$/.exec((await ctx.params).file);
    if (!match) return jsonError(404, 'Unknown sitemap');
    const n = Number(match[1]);
    const pages = await allSitemapPages();
    if (n >= sitemapCount(pages.length)) return jsonError(404, 'Unknown sitemap');
    const slice = pages.slice(n * PAGES_PER_SITEMAP, (n + 1) * PAGES_PER_SITEMAP);
    return new Response(urlsetXml(env.SITE_URL, slice), { headers: XML_HEADERS });
  });
}
