import { sql, type SqlBool } from 'kysely';
import { bucketRange, type SitemapBuckets, type SitemapKind } from '@/lib/content/sitemap-buckets';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import { CATEGORY_IDS } from '@/lib/contract/keys';
import { type FigureCategory } from '@/lib/contract/types';
import type { RecordRef } from '@/lib/routes';
import type { ContentDb } from '../db';

const CATEGORY_BY_ID = new Map<number, FigureCategory>(
  FIGURE_CATEGORIES.map((c) => [CATEGORY_IDS[c], c]),
);

function assertWidth(width: number): void {
  if (!Number.isSafeInteger(width) || width < 1) throw new RangeError(`Bad bucket width ${width}`);
}

const HAS_PAGE = sql<SqlBool>`(genealogy_id is not null or category_id in (${sql.join(
  [...CATEGORY_BY_ID.keys()].map((id) => sql.lit(id)),
)}))`;

export async function getSitemapBuckets(db: ContentDb, width: number): Promise<SitemapBuckets> {
  assertWidth(width);
  const [records, genealogies] = await Promise.all([
    nonEmptyBuckets(db, 'deceased', width),
    nonEmptyBuckets(db, 'genealogies', width),
  ]);
  return { records, genealogies };
}

// One seek a bucket (61 at a million; a DISTINCT read the whole table, 500-740 ms cold).
// Literals, not parameters: SQLite would divide by a bound number as a real.
async function nonEmptyBuckets(
  db: ContentDb,
  table: 'deceased' | 'genealogies',
  width: number,
): Promise<number[]> {
  const w = sql.lit(width);
  const from = sql.table(table);
  const rule = table === 'deceased' ? sql`and ${HAS_PAGE}` : sql``;
  const { rows } = await sql<{ bucket: number | string }>`
    with recursive buckets (bucket) as (
      select (min(id) - 1) / ${w} from ${from} where id > 0 ${rule}
      union all
      select (select (min(id) - 1) / ${w} from ${from} where id > (bucket + 1) * ${w} ${rule})
      from buckets where bucket is not null
    )
    select bucket from buckets where bucket is not null`.execute(db);
  return rows.map((r) => Number(r.bucket));
}

export async function getSitemapSlice(
  db: ContentDb,
  kind: SitemapKind,
  bucket: number,
  width: number,
): Promise<RecordRef[]> {
  assertWidth(width);
  const { first, last } = bucketRange(bucket, width);
  if (kind === 'genealogies') {
    const rows = await db
      .selectFrom('genealogies')
      .select(['id', 'updated_at'])
      .where('id', '>=', first)
      .where('id', '<=', last)
      .orderBy('id')
      .execute();
    return rows.map((g) => ({ kind: 'genealogy', id: g.id, lastModified: g.updated_at }));
  }
  const rows = await db
    .selectFrom('deceased')
    .where(HAS_PAGE)
    .select(['id', 'record_id', 'category_id', 'genealogy_id', 'updated_at'])
    .where('id', '>=', first)
    .where('id', '<=', last)
    .orderBy('id')
    .execute();
  return rows.flatMap((p): RecordRef[] => {
    // Remote mode's index: buckets by the store's row id, links by the operator's.
    const id = p.record_id ?? p.id;
    if (p.genealogy_id !== null) {
      return [{ kind: 'member', genealogyId: p.genealogy_id, id, lastModified: p.updated_at }];
    }
    const category = CATEGORY_BY_ID.get(p.category_id);
    return category ? [{ kind: 'detail', category, id, lastModified: p.updated_at }] : [];
  });
}
