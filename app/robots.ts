import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// QR pages are crawlable so their noindex is seen: a blocked URL can still be indexed from links.
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
