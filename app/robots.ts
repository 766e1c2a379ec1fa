import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/**
 * Crawl the site, not the API; the sitemap names every page. The personal QR pages are not
 * disallowed: a crawler must fetch one to read its noindex (a blocked URL can still be indexed
 * from links to it).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/bench/'],
    },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
  };
}
export const dynamic = 'force-dynamic';
