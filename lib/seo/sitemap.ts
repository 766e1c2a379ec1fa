import { LOCALES, localizePath } from '@/lib/i18n/locale';
import { escapeHtml } from '@/lib/html-escape';
import { CATEGORY_LINKS, LEGAL_PAGES, MEDIA_LINKS, SERVICE_LINKS } from '@/config/navigation';

// 50,000 URLs per sitemap file (sitemaps.org); each page brings one URL per language.
export const MAX_URLS_PER_SITEMAP = 50_000;
export const PAGES_PER_SITEMAP = Math.floor(MAX_URLS_PER_SITEMAP / LOCALES.length);

export type SitemapPage = { path: string; lastModified: string | null };

// Listing aliases are left out for their canonical form.
export const STATIC_PAGES: string[] = [
  '/',
  '/about',
  ...MEDIA_LINKS.map((l) => l.href),
  ...SERVICE_LINKS.map((l) => l.href),
  ...CATEGORY_LINKS.map((l) => l.href),
  '/genealogy',
  '/contact',
  ...Object.keys(LEGAL_PAGES),
];

function isoDate(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

// No <xhtml:link> alternates: every page names its languages itself, and here they made a full
// child 26.7 MB instead of 5.9, serialized again by Next to cache it (docs/performance.md).
export function urlsetXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const lastmod = isoDate(page.lastModified);
    const tail = lastmod ? `<lastmod>${lastmod}</lastmod></url>` : '</url>';
    return LOCALES.map(
      (lang) => `<url><loc>${escapeHtml(origin + localizePath(page.path, lang))}</loc>${tail}`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: string[]): string {
  const items = files.map(
    (name) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=300, stale-while-revalidate=86400',
};
