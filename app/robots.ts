import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// QR pages are not disallowed: a crawler must fetch one to read its noindex (a blocked URL can
// still be indexed from links to it).
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
