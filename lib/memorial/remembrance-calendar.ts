import ical, { escape, ICalEventRepeatingFreq } from 'ical-generator';
import {
  addDays,
  anniversaryIn,
  compareDays,
  hasHijriDate,
  mourningDay,
  MOURNING_DAYS,
  nextHijriAnniversary,
  type Day,
  type RemembranceKind,
} from './remembrance';

// Hijri anniversaries do not repeat on a Gregorian rule: the file lists this many years of them.
export const HIJRI_YEARS_LISTED = 10;

export type CalendarTexts = {
  name: string;
  summary: (kind: RemembranceKind) => string;
  pageLine: string;
  rule: string;
  hijriNote: string;
};

type CalendarInput = {
  death: Day;
  today: Day;
  /** Stable across requests and days: the UIDs are built from it. */
  uidBase: string;
  url: string;
  texts: CalendarTexts;
  language: string;
};

const asDate = ({ year, month, day }: Day) => new Date(Date.UTC(year, month - 1, day));

export function remembranceCalendar({
  death,
  today,
  uidBase,
  url,
  texts,
  language,
}: CalendarInput): string {
  const calendar = ical({
    name: escape(texts.name, false),
    prodId: { company: 'Xatirə', product: 'Remembrance days', language: language.toUpperCase() },
    url,
  });
  const add = (uid: string, kind: RemembranceKind, day: Day, notes: string[], yearly = false) => {
    const leap = death.month === 2 && death.day === 29;
    calendar.createEvent({
      id: `${uidBase}-${uid}`,
      start: asDate(day),
      end: asDate(addDays(day, 1)),
      allDay: true,
      summary: texts.summary(kind),
      description: [...notes, texts.pageLine].join('\n'),
      url,
      ...(yearly
        ? {
            repeating: leap
              ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] }
              : { freq: ICalEventRepeatingFreq.YEARLY },
          }
        : {}),
    });
  };

  add('yearly', 'yearly', anniversaryIn(death, death.year + 1), [], true);
  for (const n of MOURNING_DAYS) {
    const day = mourningDay(death, n);
    if (compareDays(day, today) >= 0) add(`day${n}`, `day${n}`, day, [texts.rule]);
  }
  let from = today;
  for (let i = 0; i < (hasHijriDate(death) ? HIJRI_YEARS_LISTED : 0); i++) {
    const next = nextHijriAnniversary(death, from);
    add(`hijri-${next.hijri.year}`, 'hijri', next.day, [texts.hijriNote]);
    from = addDays(next.day, 1);
  }
  return `${calendar.toString()}\r\n`; // RFC 5545: every content line ends in CRLF, the last too
}

const compact = ({ year, month, day }: Day) =>
  `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;

export function googleCalendarLink({
  death,
  day,
  title,
  details,
}: {
  death: Day;
  day: Day;
  title: string;
  details: string;
}): string {
  const leap = death.month === 2 && death.day === 29;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${compact(day)}/${compact(addDays(day, 1))}`,
    details,
    recur: leap ? 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'RRULE:FREQ=YEARLY',
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
