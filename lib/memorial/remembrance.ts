// Days of remembrance (docs/remembrance.md): days without a time of day; "today" is a day in Baku.
import type { RecordCategory } from '@/lib/contract/types';
import { isMonumentTitle } from './categories';
import { lifeRangeParts, parseLifeDates, type LifeDates } from './life-dates';
import { wallClock } from '@/lib/runtime/midnight.mjs';

export type Day = { year: number; month: number; day: number };

export type HijriDay = Day;

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
export const formatDay = ({ year, month, day }: Day): string =>
  `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
export const isoDay = ({ year, month, day }: Day): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function validDay(year: number, month: number, day: number): Day | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = fromUtc(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; the site's dates have three or four digits.
  return date.month === month && date.day === day && date.year === year ? date : null;
}

// A month's name as az, en and ru write it after the day ('12 mart', '12 March', '12 марта').
const MONTHS = [
  ['yanvar', 'january', 'января'],
  ['fevral', 'february', 'февраля'],
  ['mart', 'march', 'марта'],
  ['aprel', 'april', 'апреля'],
  ['may', 'may', 'мая'],
  ['iyun', 'june', 'июня'],
  ['iyul', 'july', 'июля'],
  ['avqust', 'august', 'августа'],
  ['sentyabr', 'september', 'сентября'],
  ['oktyabr', 'october', 'октября'],
  ['noyabr', 'november', 'ноября'],
  ['dekabr', 'december', 'декабря'],
];
const MONTH_OF = new Map(MONTHS.flatMap((names, i) => names.map((name) => [name, i + 1])));
for (const name of ['iyun', 'iyul']) MONTH_OF.set(`İ${name.slice(1)}`, MONTH_OF.get(name)!); // no case folding makes İ an i
const DATE_IN_TEXT = new RegExp(
  `(?<!\\d)(\\d{1,2})(?:([./])(\\d{1,2})\\2|\\s+(${[...MONTH_OF.keys()].join('|')})\\s+)(\\d{3,4})(?!\\d)`,
  'giu',
);

function datesInText(text: string): (Day | null)[] {
  return [...text.matchAll(DATE_IN_TEXT)].map(([, d, , m, name, y]) =>
    validDay(
      Number(y),
      m ? Number(m) : (MONTH_OF.get(name!.toLowerCase().replace(/\u0307/g, '')) ?? 0),
      Number(d),
    ),
  );
}

const NO_DATES = { birth: null, death: null };

/** Birth and death as days and ISO ('1141 – 1209': years); neither when the birth comes after. */
function lifeDates(text: string): {
  days: { birth: Day | null; death: Day | null };
  iso: LifeDates;
} {
  const parts = lifeRangeParts(text);
  const all = datesInText(text);
  const birth =
    (parts.length >= 2 ? datesInText(parts[0]!)[0] : all.length >= 2 ? all[0] : null) ?? null;
  const death = datesInText(parts.at(-1)!).at(-1) ?? null;
  const range = parseLifeDates(text);
  const iso = {
    birth: range.birth ?? (birth && isoDay(birth)),
    death: range.death ?? (death && isoDay(death)),
  };
  const width = Math.min(iso.birth?.length ?? 0, iso.death?.length ?? 0);
  if (width > 0 && iso.birth!.slice(0, width) > iso.death!.slice(0, width)) {
    return { days: NO_DATES, iso: NO_DATES };
  }
  return { days: { birth, death }, iso };
}

export const readDeathDate = (text: string): Day | null => lifeDates(text).days.death;
export const readBirthDate = (text: string): Day | null => lifeDates(text).days.birth;
export const isoLifeDates = (text: string): LifeDates => lifeDates(text).iso;

export function lifeYears(text: string): string {
  const death = readDeathDate(text);
  if (!death) return '';
  const birth = readBirthDate(text)?.year ?? parseLifeDates(text).birth?.slice(0, 4);
  return birth ? `${Number(birth)} – ${death.year}` : String(death.year);
}

/** None for a monument, a text without a death date, or a death after today (typed wrong). */
export function rememberedDeath(
  record: { category: RecordCategory; date: string },
  today: Day,
): Day | null {
  if (isMonumentTitle(record.category.title.en)) return null;
  const death = readDeathDate(record.date);
  return death && compareDays(death, today) <= 0 ? death : null;
}

export function todayIn(now = new Date()): Day {
  const { year, month, day } = wallClock(now);
  return { year, month, day };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same day and month; 29 February on 28 February in common years. */
export function anniversaryIn(death: Day, year: number): Day {
  if (death.month === 2 && death.day === 29 && !isLeapYear(year)) {
    return { year, month: 2, day: 28 };
  }
  return { year, month: death.month, day: death.day };
}

export function isAnniversary(death: Day, day: Day): boolean {
  return day.year > death.year && sameDay(anniversaryIn(death, day.year), day);
}

export function nextAnniversary(death: Day, today: Day): Day {
  let year = Math.max(today.year, death.year + 1);
  while (compareDays(anniversaryIn(death, year), today) < 0) year += 1;
  return anniversaryIn(death, year);
}

export const mourningDay = (death: Day, n: number): Day => addDays(death, n - DAY_OF_DEATH_IS_DAY);

const hijriParts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const GREGORIAN_REFORM: Day = { year: 1582, month: 10, day: 15 };

function julianAsGregorian(day: Day): Day {
  if (compareDays(day, GREGORIAN_REFORM) >= 0) return day;
  const century = Math.floor((day.month <= 2 ? day.year - 1 : day.year) / 100);
  return addDays(day, century - Math.floor(century / 4) - 2);
}

export function hijriOf(day: Day): HijriDay {
  const parts = hijriParts.formatToParts(new Date(toUtc(julianAsGregorian(day))));
  const part = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? '');
  return { year: part('year'), month: part('month'), day: part('day') };
}

// A Hijri year is 354 or 355 days: the next one always falls within this many days.
const HIJRI_SEARCH_DAYS = 400;

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
  hijri?: HijriDay;
  state: RemembranceState;
  next: boolean;
};

export type Remembrance = {
  death: Day;
  firstYear: boolean;
  days: RemembranceDay[];
};

const MOURNING_KIND: Record<MourningDay, RemembranceKind> = { 3: 'day3', 7: 'day7', 40: 'day40' };

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
