import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// QR pages are crawlable so their noindex is seen: a blocked URL can still be indexed from links.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // An archive copies its page, and costs a download of every file to make.
      disallow: ['/api/', '/bench/', '/archive/'],
    },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
  };
}
export const dynamic = 'force-dynamic';
