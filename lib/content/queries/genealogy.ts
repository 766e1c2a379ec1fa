import type { GenealogyCard, GenealogyCollection } from '@/lib/contract/types';
import type { Selectable } from 'kysely';
import { langOf, offsetOf, type ContentDb } from '../db';
import type { GenealogyTable } from '../schema';
import { getGenealogyMembers } from './memorials';

export async function getGenealogies(
  db: ContentDb,
  page: number,
  limit: number,
): Promise<GenealogyCard[]> {
  const rows = await db
    .selectFrom('genealogies')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .offset(offsetOf(page, limit))
    .execute();
  return rows.map(cardOf);
}

const cardOf = (r: Selectable<GenealogyTable>): GenealogyCard => ({
  id: r.id,
  title: langOf(r, 'title'),
  head: langOf(r, 'head'),
  date: r.date,
});

export async function getGenealogyCard(db: ContentDb, id: number): Promise<GenealogyCard | null> {
  const row = await db
    .selectFrom('genealogies')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? cardOf(row) : null;
}

export async function getGenealogy(
  db: ContentDb,
  id: number,
  page: number,
  limit: number,
): Promise<GenealogyCollection | null> {
  const row = await db
    .selectFrom('genealogies')
    .select(['title_az', 'title_en', 'title_ru'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { title: langOf(row, 'title'), members: await getGenealogyMembers(db, id, page, limit) };
}
