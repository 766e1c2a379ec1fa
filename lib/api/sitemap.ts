// The sitemap's reads: which ranges of ids have pages, and one range's pages (sitemap-buckets.ts).
import 'server-only';
import { contentRead } from './cache-policy';
import { contentSource } from './mode';
import type { SitemapKind } from '@/lib/content/sitemap-buckets';

export const getSitemapBuckets = contentRead('sitemap-buckets', (width: number) =>
  contentSource().getSitemapBuckets(width),
);

export const getSitemapSlice = contentRead(
  'sitemap-slice',
  (kind: SitemapKind, bucket: number, width: number) =>
    contentSource().getSitemapSlice(kind, bucket, width),
);
