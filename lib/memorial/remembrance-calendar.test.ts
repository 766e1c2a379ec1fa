import ICAL from 'ical.js';
import {
  googleCalendarLink,
  HIJRI_YEARS_LISTED,
  remembranceCalendar,
  type CalendarTexts,
} from './remembrance-calendar';
import { hijriOf, type Day } from './remembrance';

const texts: CalendarTexts = {
  name: 'Ana — days of remembrance',
  summary: (kind) => `Ana: ${kind}`,
  pageLine: 'Memorial page: https://xatire.example/category/dear-memories/7',
  rule: 'The day of death is the first day.',
  hijriNote: 'Approximate.',
};
const url = 'https://xatire.example/category/dear-memories/7';

function events(death: Day, today: Day) {
  const text = remembranceCalendar({
    death,
    today,
    uidBase: 'xatire-category-7',
    url,
    texts,
    language: 'en',
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    text,
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const start = vevent.getFirstProperty('dtstart')!;
      return {
        uid: vevent.getFirstPropertyValue('uid') as string,
        summary: vevent.getFirstPropertyValue('summary') as string,
        url: vevent.getFirstPropertyValue('url') as string,
        description: vevent.getFirstPropertyValue('description') as string,
        start: (start.getFirstValue() as ICAL.Time).toString(),
        isDate: (start.getFirstValue() as ICAL.Time).isDate,
        rrule: vevent.getFirstPropertyValue('rrule')?.toString() ?? null,
      };
    }),
  };
}

describe('the calendar file', () => {
  it('a death 39 days ago: the 40th day (today), the yearly anniversary and the Hijri ones', () => {
    const { events: list, calendar } = events(
      { year: 2026, month: 10, day: 15 },
      { year: 2026, month: 11, day: 23 },
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(texts.name);
    const yearly = list.find((e) => e.uid === 'xatire-category-7-yearly')!;
    expect(yearly).toMatchObject({ start: '2027-10-15', isDate: true, rrule: 'FREQ=YEARLY', url });
    expect(yearly.summary).toBe('Ana: yearly');
    expect(list.map((e) => e.uid)).not.toContain('xatire-category-7-day3');
    expect(list.map((e) => e.uid)).not.toContain('xatire-category-7-day7');
    const day40 = list.find((e) => e.uid === 'xatire-category-7-day40')!;
    expect(day40).toMatchObject({ start: '2026-11-23', isDate: true, rrule: null });
    expect(day40.description).toContain(texts.rule);
    expect(day40.description).toContain(texts.pageLine);
    const hijri = list.filter((e) => e.uid.startsWith('xatire-category-7-hijri-'));
    expect(hijri).toHaveLength(HIJRI_YEARS_LISTED);
    for (const event of hijri) {
      const [y, m, d] = event.start.split('-').map(Number);
      const at = hijriOf({ year: y!, month: m!, day: d! });
      expect(event.uid).toBe(`xatire-category-7-hijri-${at.year}`);
      expect(at.month).toBe(hijriOf({ year: 2026, month: 10, day: 15 }).month);
      expect(event.isDate).toBe(true);
    }
    expect(new Set(list.map((e) => e.uid)).size).toBe(list.length);
  });

  it('keeps its UIDs from one day to the next', () => {
    const death = { year: 2026, month: 11, day: 20 };
    const a = events(death, { year: 2026, month: 11, day: 21 }).events.map((e) => e.uid);
    const b = events(death, { year: 2026, month: 11, day: 22 }).events.map((e) => e.uid);
    expect(a).toEqual(b);
    expect(a).toContain('xatire-category-7-day3');
  });

  it('writes all-day dates and a yearly rule', () => {
    const { text } = events({ year: 1948, month: 11, day: 23 }, { year: 2026, month: 11, day: 23 });
    expect(text).toContain('DTSTART;VALUE=DATE:19491123');
    expect(text).toContain('RRULE:FREQ=YEARLY');
    expect(text).not.toMatch(/DTSTART:\d/);
  });

  it('repeats a death on 29 February on the last day of February', () => {
    const { events: list } = events(
      { year: 2020, month: 2, day: 29 },
      { year: 2026, month: 11, day: 23 },
    );
    const yearly = list.find((e) => e.uid.endsWith('-yearly'))!;
    expect(yearly.start).toBe('2021-02-28');
    expect(yearly.rrule).toBe('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
  });
});

describe('a name with commas, semicolons, a backslash or a line break', () => {
  it('is escaped in the calendar name as in the events', () => {
    const name = 'Əliyev, Həsən; oğlu \\ Qəşəm\nBEGIN:VEVENT';
    const text = remembranceCalendar({
      death: { year: 100, month: 3, day: 1 },
      today: { year: 2026, month: 11, day: 23 },
      uidBase: 'xatire-category-7',
      url,
      texts: { ...texts, name },
      language: 'az',
    });
    const escaped = 'Əliyev\\, Həsən\\; oğlu \\\\ Qəşəm\\nBEGIN:VEVENT';
    const lines = text.split('\r\n');
    expect(lines).toContain(`NAME:${escaped}`);
    expect(lines).toContain(`X-WR-CALNAME:${escaped}`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')).toHaveLength(1);
  });
});

describe('the Google Calendar link', () => {
  it('is an all-day yearly event on the next anniversary', () => {
    const link = new URL(
      googleCalendarLink({
        death: { year: 1948, month: 11, day: 23 },
        day: { year: 2026, month: 12, day: 31 },
        title: 'Üzeyir Hacıbəyov: İldönümü',
        details: url,
      }),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20261231/20270101');
    expect(link.searchParams.get('text')).toBe('Üzeyir Hacıbəyov: İldönümü');
    expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=YEARLY');
  });
});

describe('a death before the Hijri era', () => {
  it('lists no Hijri anniversaries', () => {
    const { events: list } = events(
      { year: 100, month: 3, day: 1 },
      { year: 2026, month: 11, day: 23 },
    );
    expect(list.map((e) => e.uid)).toEqual(['xatire-category-7-yearly']);
  });
});
