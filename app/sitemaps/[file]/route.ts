import { handle, jsonError } from '@/lib/api/http';
import { env } from '@/lib/env';
import { urlsetXml, XML_HEADERS } from '@/lib/seo/sitemap';
import { sitemapFilePages } from '@/lib/seo/sitemap-pages';

// One ISR entry per child, refreshed like the index (app/sitemap.xml/route.ts).
export const dynamic = 'force-static';
export const revalidate = 300;

export function GET(_request: Request, ctx: RouteContext<'/sitemaps/[file]'>) {
  return handle(async () => {
    const match = /^([a-z]+(?:-\d+)?)\.xml$/.exec((await ctx.params).file);
    const pages = match ? await sitemapFilePages(match[1]!) : null;
    if (!pages) return jsonError(404, 'Unknown sitemap');
    return new Response(urlsetXml(env.SITE_URL, pages), { headers: XML_HEADERS });
  });
}
