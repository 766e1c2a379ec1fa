import type { RecordRef } from '@/lib/routes';

// Fixed id ranges: a child is one keyset query, and a store that grows only adds children.
export const SITEMAP_KINDS = ['records', 'genealogies'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The non-empty id ranges of each kind, as bucket numbers: bucket b holds ids b·w+1 … (b+1)·w. */
export type SitemapBuckets = Record<SitemapKind, number[]>;

export const bucketRange = (bucket: number, width: number) => ({
  first: bucket * width + 1,
  last: (bucket + 1) * width,
});

const kindOf = (ref: RecordRef): SitemapKind =>
  ref.kind === 'genealogy' ? 'genealogies' : 'records';
const bucketOf = (id: number, width: number) => Math.floor((id - 1) / width);

/** For a source that can only list everything (the operator's API): buckets from the list. */
export function bucketsOf(refs: RecordRef[], width: number): SitemapBuckets {
  const found = { records: new Set<number>(), genealogies: new Set<number>() };
  for (const ref of refs) found[kindOf(ref)].add(bucketOf(ref.id, width));
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { records: sorted(found.records), genealogies: sorted(found.genealogies) };
}

export function sliceOf(
  refs: RecordRef[],
  kind: SitemapKind,
  bucket: number,
  width: number,
): RecordRef[] {
  return refs
    .filter((ref) => kindOf(ref) === kind && bucketOf(ref.id, width) === bucket)
    .sort((a, b) => a.id - b.id);
}
