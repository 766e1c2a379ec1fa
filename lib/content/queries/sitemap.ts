import { CATEGORY_IDS, FIGURE_CATEGORIES, type FigureCategory } from '@/lib/api/types';
import type { ContentDb } from '../db';

/** One record page for the sitemap: its path inside a language and when it last changed. */
export type RecordPage = { path: string; lastModified: string | null };

const CATEGORY_BY_ID = new Map<number, FigureCategory>(
  FIGURE_CATEGORIES.map((c) => [CATEGORY_IDS[c], c]),
);

/** Every record page: category details, genealogy collections and their members. */
export async function getRecordPages(db: ContentDb): Promise<RecordPage[]> {
  const [people, collections] = await Promise.all([
    db
      .selectFrom('deceased')
      .select(['id', 'category_id', 'genealogy_id', 'updated_at'])
      .orderBy('id')
      .execute(),
    db.selectFrom('genealogies').select(['id', 'updated_at']).orderBy('id').execute(),
  ]);
  const pages: RecordPage[] = [];
  for (const p of people) {
    if (p.genealogy_id !== null) {
      pages.push({ path: `/genealogy/${p.genealogy_id}/${p.id}`, lastModified: p.updated_at });
      continue;
    }
    const category = CATEGORY_BY_ID.get(p.category_id);
    if (category) pages.push({ path: `/category/${category}/${p.id}`, lastModified: p.updated_at });
  }
  for (const g of collections) {
    pages.push({ path: `/genealogy/${g.id}`, lastModified: g.updated_at });
  }
  return pages;
}
