// Days of remembrance (issue 16): in Azerbaijani custom the 3rd, 7th and 40th day after a death
// and every year the anniversary (ili), by the Gregorian and often by the Hijri calendar. Pure
// calendar arithmetic on days without a time of day; "today" is a day in Baku.
import { lifeRangeParts, parseLifeDates } from './life-dates';

/** A calendar day: month 1-12, day 1-31. */
export type Day = { year: number; month: number; day: number };

/** A Hijri (Umm al-Qura) day, as Intl computes it. */
export type HijriDay = Day;

export const REMEMBRANCE_TIME_ZONE = 'Asia/Baku';

/**
 * The counting rule, stated on the page: the day of death is day 1, so the 3rd day is two days
 * after it, the 7th six and the 40th thirty-nine.
 */
export const DAY_OF_DEATH_IS_DAY = 1;
export const MOURNING_DAYS = [3, 7, 40] as const;
export type MourningDay = (typeof MOURNING_DAYS)[number];

const DAY_MS = 86_400_000;
const toUtc = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);
const fromUtc = (ms: number): Day => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

export const addDays = (day: Day, days: number): Day => fromUtc(toUtc(day) + days * DAY_MS);
export const compareDays = (a: Day, b: Day): number => toUtc(a) - toUtc(b);
export const sameDay = (a: Day, b: Day): boolean => compareDays(a, b) === 0;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** `dd.mm.yyyy`, the way the site writes dates. */
export const formatDay = ({ year, month, day }: Day): string =>
  `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
/** `yyyy-mm-dd`, for schema.org and machines. */
export const isoDay = ({ year, month, day }: Day): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function validDay(year: number, month: number, day: number): Day | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = fromUtc(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; the site's dates have four digits.
  return date.month === month && date.day === day && date.year === year ? date : null;
}

const DATE_IN_TEXT = /(?<!\d)(\d{2})\.(\d{2})\.(\d{4})(?!\d)/g;

/** Every `dd.mm.yyyy` in a free date text, in order; null where it names no real day. */
function datesInText(text: string): (Day | null)[] {
  return [...text.matchAll(DATE_IN_TEXT)].map(([, d, m, y]) =>
    validDay(Number(y), Number(m), Number(d)),
  );
}

/**
 * The death date of a record's free date text ('12.03.1968 – 26.02.1992'): the last `dd.mm.yyyy`
 * of its death side (after the range's dash, when it has one; the whole text when not). The spec
 * leaves the format open: a text whose death side has none ('12.03.1968 – 1992',
 * '18.09.1885 – ?'), or whose last one is no real day, has no remembrance days.
 */
export function readDeathDate(text: string): Day | null {
  const parts = lifeRangeParts(text);
  return datesInText(parts.at(-1)!).at(-1) ?? null;
}

/** The birth date: the first `dd.mm.yyyy` before the range's dash, or the first of two or more. */
export function readBirthDate(text: string): Day | null {
  const parts = lifeRangeParts(text);
  if (parts.length >= 2) return datesInText(parts[0]!)[0] ?? null;
  const dates = datesInText(text);
  return dates.length >= 2 ? dates[0]! : null;
}

/** '1885 – 1948' from the date text; the death year alone when the birth year is not given. */
export function lifeYears(text: string): string {
  const death = readDeathDate(text);
  if (!death) return '';
  const birth = readBirthDate(text)?.year ?? parseLifeDates(text).birth?.slice(0, 4);
  return birth ? `${Number(birth)} – ${death.year}` : String(death.year);
}

/** Today in Baku (UTC+4 all year), or in another zone. */
export function todayIn(timeZone = REMEMBRANCE_TIME_ZONE, now = new Date()): Day {
  const parts = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Milliseconds from `now` to the next midnight in Baku (at least one second). */
export function msUntilNextMidnight(timeZone = REMEMBRANCE_TIME_ZONE, now = new Date()): number {
  const wall = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(wall.find((p) => p.type === type)?.value);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
  const ms = DAY_MS - elapsed - now.getUTCMilliseconds();
  // Baku has kept UTC+4 all year since 2016: no day there is longer or shorter than 24 hours.
  return Math.max(1000, ms);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The anniversary of a death in a given year: the same day and month. A death on 29 February is
 * remembered on 28 February in the other years (the last day of that February).
 */
export function anniversaryIn(death: Day, year: number): Day {
  if (death.month === 2 && death.day === 29 && !isLeapYear(year)) {
    return { year, month: 2, day: 28 };
  }
  return { year, month: death.month, day: death.day };
}

/** Whether `day` is an anniversary (a later year's same day) of `death`. */
export function isAnniversary(death: Day, day: Day): boolean {
  return day.year > death.year && sameDay(anniversaryIn(death, day.year), day);
}

/** The next yearly anniversary on or after today (today's, on the day itself). */
export function nextAnniversary(death: Day, today: Day): Day {
  let year = Math.max(today.year, death.year + 1);
  while (compareDays(anniversaryIn(death, year), today) < 0) year += 1;
  return anniversaryIn(death, year);
}

/** The Nth day of mourning (the day of death is day 1). */
export const mourningDay = (death: Day, n: number): Day => addDays(death, n - DAY_OF_DEATH_IS_DAY);

const hijriParts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Umm al-Qura date of a Gregorian day. */
export function hijriOf(day: Day): HijriDay {
  const parts = hijriParts.formatToParts(new Date(toUtc(day)));
  const part = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? '');
  return { year: part('year'), month: part('month'), day: part('day') };
}

// A Hijri year is 354 or 355 days: the next one always falls within this many days.
const HIJRI_SEARCH_DAYS = 400;

/**
 * The next anniversary by the Hijri calendar on or after today: the Gregorian day whose Hijri day
 * and month are those of the death, in a later Hijri year. A death on the 30th is remembered on
 * the 29th in a year whose month has 29 days.
 */
export function nextHijriAnniversary(death: Day, today: Day): { day: Day; hijri: HijriDay } {
  const at = hijriOf(death);
  const start = compareDays(today, death) > 0 ? today : addDays(death, 1);
  for (let i = 0; i <= HIJRI_SEARCH_DAYS; i++) {
    const day = addDays(start, i);
    const hijri = hijriOf(day);
    if (hijri.year <= at.year || hijri.month !== at.month) continue;
    if (hijri.day === at.day) return { day, hijri };
    // A month of 29 days: the 30th's anniversary is its last day.
    if (at.day === 30 && hijri.day === 29 && hijriOf(addDays(day, 1)).month !== at.month) {
      return { day, hijri };
    }
  }
  throw new Error(`no Hijri anniversary within ${HIJRI_SEARCH_DAYS} days of ${formatDay(today)}`);
}

/** A death before the Hijri era (16 July 622) has no Hijri date to remember. */
export const hasHijriDate = (death: Day): boolean => hijriOf(death).year >= 1;

export type RemembranceKind = 'day3' | 'day7' | 'day40' | 'year1' | 'yearly' | 'hijri';
export type RemembranceState = 'past' | 'today' | 'upcoming';

export type RemembranceDay = {
  kind: RemembranceKind;
  day: Day;
  /** Set on the Hijri anniversary. */
  hijri?: HijriDay;
  state: RemembranceState;
  /** The first of the days shown that is today or still to come. */
  next: boolean;
};

export type Remembrance = {
  death: Day;
  /** Less than a year since the death: the days of mourning are shown. */
  firstYear: boolean;
  days: RemembranceDay[];
};

const MOURNING_KIND: Record<MourningDay, RemembranceKind> = { 3: 'day3', 7: 'day7', 40: 'day40' };

/**
 * What a memorial shows on `today`, in date order: in the first year, the 3rd, 7th and 40th day
 * and the first anniversary; after it, the next yearly anniversary; always the next Hijri
 * anniversary (for a death since 622). Null for a death after today (a date typed wrong).
 */
export function remembranceDays(death: Day, today: Day): Remembrance | null {
  if (compareDays(death, today) > 0) return null;
  const firstAnniversary = anniversaryIn(death, death.year + 1);
  const firstYear = compareDays(today, firstAnniversary) < 0;
  const stateOf = (day: Day): RemembranceState => {
    const order = compareDays(day, today);
    return order < 0 ? 'past' : order === 0 ? 'today' : 'upcoming';
  };
  const dated: Omit<RemembranceDay, 'state' | 'next'>[] = firstYear
    ? [
        ...MOURNING_DAYS.map((n) => ({ kind: MOURNING_KIND[n], day: mourningDay(death, n) })),
        { kind: 'year1' as const, day: firstAnniversary },
      ]
    : [{ kind: 'yearly' as const, day: nextAnniversary(death, today) }];
  if (hasHijriDate(death)) {
    const hijri = nextHijriAnniversary(death, today);
    dated.push({ kind: 'hijri', day: hijri.day, hijri: hijri.hijri });
  }

  const days = dated
    .map((d) => ({ ...d, state: stateOf(d.day), next: false }))
    .sort((a, b) => compareDays(a.day, b.day));
  const coming = days.find((d) => d.state !== 'past');
  if (coming) coming.next = true;
  return { death, firstYear, days };
}

/** A Hijri day written out in a language: '21 Muharram 1449', '21 Məhərrəm 1449'. */
export function formatHijri(day: Day, lang: string): string {
  const parts = new Intl.DateTimeFormat(`${lang}-u-ca-islamic-umalqura-nu-latn`, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(toUtc(day)));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
