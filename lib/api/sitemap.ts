import 'server-only';
import { cachedRead } from './cache-policy';
import { contentSource } from './mode';
import type { SitemapKind } from '@/lib/content/sitemap-buckets';

export const getSitemapBuckets = cachedRead('sitemap-buckets', (width: number) =>
  contentSource().getSitemapBuckets(width),
);

export const getSitemapSlice = cachedRead(
  'sitemap-slice',
  (kind: SitemapKind, bucket: number, width: number) =>
    contentSource().getSitemapSlice(kind, bucket, width),
);
