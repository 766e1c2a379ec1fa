import { CATEGORY_IDS, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import { type SearchFigure } from '@/lib/contract/types';
import { isAnniversary, monthNames, readDeathDate, type Day } from '@/lib/memorial/remembrance';
import type { ContentDb } from '../db';
import { personFigures, toSearchFigure } from './search';

export const REMEMBERED_CAP = 12;

const PEOPLE = [
  CATEGORY_IDS['public-figures'],
  CATEGORY_IDS['historical-figures'],
  CATEGORY_IDS.martyrs,
  CATEGORY_IDS['dear-memories'],
  GENEALOGY_MEMBER_CATEGORY_ID,
];

const pad = (n: number) => String(n).padStart(2, '0');

const casings = (name: string) =>
  [name, name.toUpperCase(), name.toLocaleUpperCase('az')].flatMap((upper) => [
    upper,
    upper.charAt(0) + name.slice(1),
  ]);

// Wider than datesInText ('%5.3.%': 5, 15, 25); words in each case (PostgreSQL's LIKE folds none).
const likeDayAndMonth = ({ day, month }: Day) => [
  ...['.', '/'].flatMap((sep) =>
    [...new Set([pad(month), String(month)])].map((m) => `%${day}${sep}${m}${sep}%`),
  ),
  ...new Set(
    monthNames(month).flatMap((name) =>
      casings(name).flatMap((word) => [`%${day} ${word}%`, `%${day}\u00a0${word}%`]),
    ),
  ),
];

/** Whose death's anniversary is `day`, latest deaths first (28 February takes the 29th's too). */
export async function getRememberedOn(db: ContentDb, day: Day): Promise<SearchFigure[]> {
  const patterns = likeDayAndMonth(day);
  if (day.month === 2 && day.day === 28) patterns.push(...likeDayAndMonth({ ...day, day: 29 }));
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
