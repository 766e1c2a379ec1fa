import { CATEGORY_IDS, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import { type SearchFigure } from '@/lib/contract/types';
import { isAnniversary, readDeathDate, type Day } from '@/lib/memorial/remembrance';
import type { ContentDb } from '../db';
import { personFigures, toSearchFigure } from './search';

export const REMEMBERED_CAP = 12;

// People, not monuments: the four categories of persons and the members of family trees.
const PEOPLE = [
  CATEGORY_IDS['public-figures'],
  CATEGORY_IDS['historical-figures'],
  CATEGORY_IDS.martyrs,
  CATEGORY_IDS['dear-memories'],
  GENEALOGY_MEMBER_CATEGORY_ID,
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Whose death's anniversary is `day`, latest deaths first (28 February takes the 29th's too). */
export async function getRememberedOn(db: ContentDb, day: Day): Promise<SearchFigure[]> {
  const patterns = [`%${pad(day.day)}.${pad(day.month)}.%`];
  if (day.month === 2 && day.day === 28) patterns.push('%29.02.%');
  const rows = await personFigures(db)
    .where('deceased.category_id', 'in', PEOPLE)
    .where((eb) => eb.or(patterns.map((p) => eb('deceased.date', 'like', p))))
    .execute();
  return rows
    .flatMap((r) => {
      const death = readDeathDate(r.date);
      return death && isAnniversary(death, day) ? [{ row: r, year: death.year }] : [];
    })
    .sort((a, b) => b.year - a.year || a.row.id - b.row.id)
    .slice(0, REMEMBERED_CAP)
    .map(({ row }) => toSearchFigure(row));
}
