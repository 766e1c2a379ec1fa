import { CATEGORY_IDS, FIGURE_CATEGORIES, type FigureCategory } from '@/lib/api/types';
import type { RecordRef } from '@/lib/routes';
import type { ContentDb } from '../db';

const CATEGORY_BY_ID = new Map<number, FigureCategory>(
  FIGURE_CATEGORIES.map((c) => [CATEGORY_IDS[c], c]),
);

export async function getRecordPages(db: ContentDb): Promise<RecordRef[]> {
  const [people, collections] = await Promise.all([
    db
      .selectFrom('deceased')
      .select(['id', 'category_id', 'genealogy_id', 'updated_at'])
      .orderBy('id')
      .execute(),
    db.selectFrom('genealogies').select(['id', 'updated_at']).orderBy('id').execute(),
  ]);
  const pages: RecordRef[] = [];
  for (const p of people) {
    if (p.genealogy_id !== null) {
      pages.push({
        kind: 'member',
        genealogyId: p.genealogy_id,
        id: p.id,
        lastModified: p.updated_at,
      });
      continue;
    }
    const category = CATEGORY_BY_ID.get(p.category_id);
    if (category) {
      pages.push({ kind: 'detail', category, id: p.id, lastModified: p.updated_at });
    }
  }
  for (const g of collections) {
    pages.push({ kind: 'genealogy', id: g.id, lastModified: g.updated_at });
  }
  return pages;
}
