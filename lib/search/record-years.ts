// One reading of the free date text (spec §3) for every writer of `birth_year`: docs/search.md.
import { lifeRangeParts } from '@/lib/memorial/life-dates';
import { readDeathDate, type Day } from '@/lib/memorial/remembrance';

export type RecordYears = { birth: number | null; death: number | null };

export const MIN_YEAR = 1;
export const MAX_YEAR = 2100;

const NONE: RecordYears = { birth: null, death: null };

// Two-digit years ('14.02.42') say no century and a decade ('1890s') no year: neither is read.
const YEAR = /(?<!\d)\d{3,4}(?!\d|'?s\b)/g;

function yearOf(part: string): number | null {
  const found = part.match(YEAR);
  // One side with two years ('1941 1945') is not one date: unread rather than guessed.
  if (!found || found.length !== 1) return null;
  const year = Number(found[0]);
  return year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/** A text with one date gives the year of death, as the days of remembrance read it. */
export function readRecordYears(text: string): RecordYears {
  const parts = lifeRangeParts(text.trim());
  if (parts.length === 1) return { birth: null, death: yearOf(parts[0]!) };
  if (parts.length !== 2) return NONE;
  const birth = yearOf(parts[0]!);
  const death = yearOf(parts[1]!);
  // A range written backwards is a typing slip: neither side can be trusted.
  if (birth !== null && death !== null && birth > death) return NONE;
  return { birth, death };
}

export const dayOfYearKey = ({ month, day }: Pick<Day, 'month' | 'day'>) => month * 100 + day;

export function recordDateColumns(date: string): {
  birth_year: number | null;
  death_year: number | null;
  death_day: number | null;
} {
  const { birth, death } = readRecordYears(date);
  const day = readDeathDate(date);
  return { birth_year: birth, death_year: death, death_day: day && dayOfYearKey(day) };
}
