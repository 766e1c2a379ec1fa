import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/** Crawl the site, not the API or the personal QR pages; the sitemap names every page. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/bench/', '/qrcode/', '/en/qrcode/', '/ru/qrcode/'],
    },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
  };
}
export const dynamic = 'force-dynamic';
