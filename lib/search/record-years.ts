// The years of birth and death a record's free date text gives (SPEC §3: dates are free text), so
// search can narrow by them. Kept in the store as `birth_year`/`death_year` (migration 006), by
// everything that writes a record: one reading for all of them.
import { lifeRangeParts } from '@/lib/memorial/life-dates';

export type RecordYears = { birth: number | null; death: number | null };

export const MIN_YEAR = 1;
export const MAX_YEAR = 2100;

const NONE: RecordYears = { birth: null, death: null };

// A year of three or four digits standing alone ('1942', '14.02.1942', '1942-02-14',
// 'fevral 1942', '1942 г.'); two-digit years ('14.02.42') say no century and are not read.
const YEAR = /(?<!\d)\d{3,4}(?!\d)/g;
// '1941-1945': two years joined by a plain hyphen, a range like '1941 – 1945'.
const HYPHENED_RANGE = /^\s*(\d{3,4})\s*-\s*(\d{3,4})\s*$/;

function yearOf(part: string): number | null {
  const found = part.match(YEAR);
  // One side with two years ('1941 1945') is not one date: unread rather than guessed.
  if (!found || found.length !== 1) return null;
  const year = Number(found[0]);
  return year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/**
 * 'dd.mm.yyyy – dd.mm.yyyy', 'yyyy – yyyy', '1941-1945': birth and death. A text with one date
 * ('1942', '14.02.1942'): its year is the death's (as the days of remembrance read it); a
 * monument's single year is the one its record gives. Centuries ('XII'), '?', anything else: null.
 */
export function readRecordYears(text: string): RecordYears {
  const hyphened = HYPHENED_RANGE.exec(text);
  const parts = hyphened ? [hyphened[1]!, hyphened[2]!] : lifeRangeParts(text.trim());
  if (parts.length === 1) return { birth: null, death: yearOf(parts[0]!) };
  if (parts.length !== 2) return NONE;
  const birth = yearOf(parts[0]!);
  const death = yearOf(parts[1]!);
  // A range written backwards is a typing slip: neither side can be trusted.
  if (birth !== null && death !== null && birth > death) return NONE;
  return { birth, death };
}

/** The columns a row of `deceased` or `genealogies` keeps from its date text. */
export function recordYearColumns(date: string): {
  birth_year: number | null;
  death_year: number | null;
} {
  const { birth, death } = readRecordYears(date);
  return { birth_year: birth, death_year: death };
}
