import { CATEGORY_IDS, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import { type SearchFigure } from '@/lib/contract/types';
import { PERSON_CATEGORIES } from '@/lib/memorial/categories';
import { isAnniversary, readDeathDate, type Day } from '@/lib/memorial/remembrance';
import { dayOfYearKey } from '@/lib/search/record-years';
import type { ContentDb } from '../db';
import { personFigures, toSearchFigure } from './search';

export const REMEMBERED_CAP = 12;

const PEOPLE = [...PERSON_CATEGORIES.map((c) => CATEGORY_IDS[c]), GENEALOGY_MEMBER_CATEGORY_ID];

/** Whose death's anniversary is `day`, latest deaths first (28 February takes the 29th's too). */
export async function getRememberedOn(db: ContentDb, day: Day): Promise<SearchFigure[]> {
  const days = [dayOfYearKey(day)];
  if (day.month === 2 && day.day === 28) days.push(dayOfYearKey({ month: 2, day: 29 }));
  const rows = await personFigures(db)
    .where('deceased.death_day', 'in', days)
    .where('deceased.category_id', 'in', PEOPLE)
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
