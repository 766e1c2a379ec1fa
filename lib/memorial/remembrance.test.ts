import { msUntilNextMidnight } from '@/lib/runtime/midnight.mjs';
import {
  addDays,
  anniversaryIn,
  formatDay,
  formatHijri,
  hijriOf,
  isAnniversary,
  isoDay,
  lifeYears,
  mourningDay,
  nextAnniversary,
  nextHijriAnniversary,
  readBirthDate,
  readDeathDate,
  rememberedDeath,
  remembranceDays,
  todayIn,
  type Day,
} from './remembrance';

const day = (text: string): Day => {
  const [d, m, y] = text.split('.').map(Number);
  return { year: y!, month: m!, day: d! };
};

describe('reading dates from the free date text', () => {
  it.each([
    ['12.03.1968 – 26.02.1992', '26.02.1992', '12.03.1968'],
    ['18.09.1885 – 23.11.1948', '23.11.1948', '18.09.1885'],
    ['d. 05.06.2020', '05.06.2020', null],
    ['05.06.2020', '05.06.2020', null],
    ['1141 – 1209', null, null],
    ['XII – XIV', null, null],
    ['', null, null],
    ['12.03.1968 – 31.02.1992', null, '12.03.1968'],
    ['31.02.1990 – 01.01.2000', '01.01.2000', null],
    // Day first, with dots or slashes: what JSON-LD and the days of remembrance both read.
    ['5.3.1950 – 6.6.2020', '06.06.2020', '05.03.1950'],
    ['05/05/1950 – 06/06/2020', '06.06.2020', '05.05.1950'],
    ['5.6.2020', '05.06.2020', null],
    ['5/6/2020', '05.06.2020', null],
    ['05.06/2020', null, null],
    ['05.06.20', null, null],
    ['112.03.19680', null, null],
    // A range whose death side has no full date: no death date, never the birth's.
    ['12.03.1968 – 1992', null, '12.03.1968'],
    ['18.09.1885 – ?', null, '18.09.1885'],
    ['12.03.1968 – XX əsr', null, '12.03.1968'],
    ['1920 – 05.06.2020', '05.06.2020', null],
    ['doğum 12.03.1968, vəfat 26.02.1992', '26.02.1992', '12.03.1968'],
    // A birth after the death (the dates swapped): neither is read.
    ['05.11.2020 – 12.03.1941', null, null],
    ['doğum 05.11.2020, vəfat 12.03.1941', null, null],
    ['2020 – 12.03.1941', null, null],
    ['05.11.2020 – 1941', null, null],
    ['12.03.1941 – 12.03.1941', '12.03.1941', '12.03.1941'],
    // A year of three digits, as a life of the ninth century is written.
    ['12.03.795 – 05.06.838', '05.06.0838', '12.03.0795'],
    ['12 mart 1941 – 5 noyabr 2020', '05.11.2020', '12.03.1941'],
    ['20 yanvar 1990', '20.01.1990', null],
    ['3 İyun 1950 – 9 iyul 2001', '09.07.2001', '03.06.1950'],
    ['3 İYUN 1950 – 9 IYUL 2001', '09.07.2001', '03.06.1950'],
    ['12 March 1941 – 5 november 2020', '05.11.2020', '12.03.1941'],
    ['12 марта 1941 г. – 5 Ноября 2020 г.', '05.11.2020', '12.03.1941'],
    ['31 fevral 1990', null, null],
    ['12 martın 1941', null, null],
  ])('%s', (text, death, birth) => {
    expect(readDeathDate(text) && formatDay(readDeathDate(text)!)).toBe(death);
    expect(readBirthDate(text) && formatDay(readBirthDate(text)!)).toBe(birth);
  });

  it.each([
    ['18.09.1885 – 23.11.1948', '1885 – 1948'],
    ['1920 – 05.06.2020', '1920 – 2020'],
    ['05.06.2020', '2020'],
    ['18.09.1885 – ?', ''],
    ['05.11.2020 – 12.03.1941', ''],
  ])('life years of %s: %s', (text, years) => {
    expect(lifeYears(text)).toBe(years);
  });

  it('writes days as dd.mm.yyyy and ISO', () => {
    expect(formatDay({ year: 1948, month: 11, day: 3 })).toBe('03.11.1948');
    expect(isoDay({ year: 795, month: 1, day: 9 })).toBe('0795-01-09');
  });
});

describe('the days of mourning: the day of death is day 1', () => {
  it.each([
    ['10.05.2026', 3, '12.05.2026'],
    ['10.05.2026', 7, '16.05.2026'],
    ['10.05.2026', 40, '18.06.2026'],
    ['30.12.2025', 3, '01.01.2026'],
    ['30.12.2025', 40, '07.02.2026'],
    ['28.02.2024', 3, '01.03.2024'],
    ['28.02.2025', 3, '02.03.2025'],
  ])('death %s: day %i is %s', (death, n, expected) => {
    expect(formatDay(mourningDay(day(death), n))).toBe(expected);
  });
});

describe('the yearly anniversary', () => {
  it('is the same day and month, today on the day itself', () => {
    const death = day('23.11.1948');
    expect(formatDay(nextAnniversary(death, day('23.11.2026')))).toBe('23.11.2026');
    expect(formatDay(nextAnniversary(death, day('24.11.2026')))).toBe('23.11.2027');
    expect(formatDay(nextAnniversary(death, day('01.01.2026')))).toBe('23.11.2026');
  });

  it('crosses the year end', () => {
    const death = day('31.12.2000');
    expect(formatDay(nextAnniversary(death, day('31.12.2026')))).toBe('31.12.2026');
    expect(formatDay(nextAnniversary(death, day('01.01.2027')))).toBe('31.12.2027');
  });

  it('remembers 29 February on 28 February outside leap years', () => {
    const death = day('29.02.2020');
    expect(formatDay(anniversaryIn(death, 2023))).toBe('28.02.2023');
    expect(formatDay(anniversaryIn(death, 2024))).toBe('29.02.2024');
    expect(formatDay(anniversaryIn(death, 2100))).toBe('28.02.2100');
    expect(formatDay(nextAnniversary(death, day('10.01.2023')))).toBe('28.02.2023');
    expect(formatDay(nextAnniversary(death, day('01.03.2023')))).toBe('29.02.2024');
    expect(isAnniversary(death, day('28.02.2023'))).toBe(true);
    expect(isAnniversary(death, day('28.02.2024'))).toBe(false);
    expect(isAnniversary(death, day('29.02.2020'))).toBe(false);
  });

  it('is never the day of death itself', () => {
    const death = day('23.11.2026');
    expect(formatDay(nextAnniversary(death, death))).toBe('23.11.2027');
  });
});

describe('the Hijri calendar (Umm al-Qura)', () => {
  it.each([
    ['11.03.2024', { year: 1445, month: 9, day: 1 }],
    ['23.03.2023', { year: 1444, month: 9, day: 1 }],
    ['26.06.2025', { year: 1447, month: 1, day: 1 }],
    ['23.11.1948', { year: 1368, month: 1, day: 21 }],
  ])('%s', (gregorian, hijri) => {
    expect(hijriOf(day(gregorian))).toEqual(hijri);
  });

  // Before 15.10.1582 a date is Julian, as history writes it: al-Tusi, Shah Ismail Khatai.
  it.each([
    ['26.06.1274', { year: 672, month: 12, day: 19 }],
    ['23.05.1524', { year: 930, month: 7, day: 19 }],
    ['04.10.1582', { year: 990, month: 9, day: 16 }],
    ['15.10.1582', { year: 990, month: 9, day: 17 }],
  ])('%s, Julian before the reform', (date, hijri) => {
    expect(hijriOf(day(date))).toEqual(hijri);
  });

  it('finds the next anniversary: same Hijri day and month, a later Hijri year', () => {
    const death = day('23.11.1948');
    const next = nextHijriAnniversary(death, day('23.11.2026'));
    expect(next.hijri).toEqual({ year: 1449, month: 1, day: 21 });
    expect(hijriOf(next.day)).toEqual(next.hijri);
    expect(formatDay(next.day)).toBe('26.06.2027');
  });

  it('is today on the day itself, and about 354 days after a death today', () => {
    const death = day('11.03.2024');
    expect(nextHijriAnniversary(death, day('01.03.2025')).hijri).toEqual({
      year: 1446,
      month: 9,
      day: 1,
    });
    expect(formatDay(nextHijriAnniversary(death, day('01.03.2025')).day)).toBe('01.03.2025');
    const first = nextHijriAnniversary(death, death);
    expect(first.hijri).toEqual({ year: 1446, month: 9, day: 1 });
  });

  it('remembers a 30th on the 29th in a year whose month has 29 days', () => {
    // 07.01.2000 is 30 Ramadan 1420.
    const death = day('07.01.2000');
    expect(hijriOf(death)).toEqual({ year: 1420, month: 9, day: 30 });
    let shortMonths = 0;
    for (let year = 2001; year <= 2040; year++) {
      const next = nextHijriAnniversary(death, { year, month: 1, day: 1 });
      expect(next.hijri.month).toBe(9);
      if (next.hijri.day === 29) {
        shortMonths += 1;
        expect(hijriOf(addDays(next.day, 1)).month).toBe(10);
      } else {
        expect(next.hijri.day).toBe(30);
      }
    }
    expect(shortMonths).toBeGreaterThan(0);
  });
});

describe('what a memorial shows', () => {
  const today = day('23.11.2026');
  const kinds = (r: ReturnType<typeof remembranceDays>) =>
    r!.days.map((d) => `${d.kind}:${formatDay(d.day)}:${d.state}${d.next ? ':next' : ''}`);

  it('a death today: the mourning days ahead, the 3rd next, in date order', () => {
    const r = remembranceDays(today, today)!;
    expect(r.firstYear).toBe(true);
    // A Hijri year is 354 or 355 days: its first anniversary comes before the Gregorian one.
    expect(kinds(r)).toEqual([
      'day3:25.11.2026:upcoming:next',
      'day7:29.11.2026:upcoming',
      'day40:01.01.2027:upcoming',
      'hijri:12.11.2027:upcoming',
      'year1:23.11.2027:upcoming',
    ]);
  });

  it('a death yesterday: the 3rd day is tomorrow', () => {
    const r = remembranceDays(day('22.11.2026'), today)!;
    expect(kinds(r)[0]).toBe('day3:24.11.2026:upcoming:next');
  });

  it('a death 39 days ago: today is the 40th day', () => {
    const r = remembranceDays(addDays(today, -39), today)!;
    expect(kinds(r).filter((k) => !k.startsWith('hijri'))).toEqual([
      'day3:17.10.2026:past',
      'day7:21.10.2026:past',
      'day40:23.11.2026:today:next',
      'year1:15.10.2027:upcoming',
    ]);
  });

  it('a year and more: the next anniversary by both calendars', () => {
    const r = remembranceDays(day('23.11.1948'), today)!;
    expect(r.firstYear).toBe(false);
    expect(kinds(r)).toEqual(['yearly:23.11.2026:today:next', 'hijri:26.06.2027:upcoming']);
  });

  it('the first anniversary ends the first year', () => {
    const r = remembranceDays(day('23.11.2025'), today)!;
    expect(r.firstYear).toBe(false);
    expect(kinds(r)[0]).toBe('yearly:23.11.2026:today:next');
  });

  it('the Hijri anniversary is highlighted when it comes first', () => {
    // Yearly: 19.10.2027; Hijri: 28.09.2027.
    const r = remembranceDays(day('19.10.2025'), day('20.10.2026'))!;
    expect(kinds(r)).toEqual(['hijri:28.09.2027:upcoming:next', 'yearly:19.10.2027:upcoming']);
  });

  it('no Hijri anniversary for a death before the Hijri era', () => {
    const r = remembranceDays({ year: 100, month: 3, day: 1 }, today)!;
    expect(kinds(r)).toEqual(['yearly:01.03.2027:upcoming:next']);
  });

  it('no days for a death after today', () => {
    expect(remembranceDays(day('24.11.2026'), today)).toBeNull();
  });
});

describe('today in Baku (UTC+4)', () => {
  it('turns at 20:00 UTC', () => {
    expect(todayIn(new Date('2026-11-23T19:59:59Z'))).toEqual(day('23.11.2026'));
    expect(todayIn(new Date('2026-11-23T20:00:00Z'))).toEqual(day('24.11.2026'));
    expect(todayIn(new Date('2026-12-31T20:30:00Z'))).toEqual(day('01.01.2027'));
  });

  it('counts the time to the next midnight there', () => {
    expect(msUntilNextMidnight(new Date('2026-11-23T19:59:59Z'))).toBe(1000);
    expect(msUntilNextMidnight(new Date('2026-11-23T20:00:00Z'))).toBe(86_400_000);
    expect(msUntilNextMidnight(new Date('2026-11-23T08:00:00.500Z'))).toBe(12 * 3_600_000 - 500);
  });
});

describe('the Hijri date written out', () => {
  it.each([
    ['az', '21 Məhərrəm 1449'],
    ['en', '21 Muharram 1449'],
    ['ru', '21 мухаррам 1449'],
  ])('%s', (lang, text) => {
    expect(formatHijri(day('26.06.2027'), lang)).toBe(text);
  });
});

describe('the death a memorial remembers', () => {
  // The category by its English title: the operator's ids are not the store's (only 9, 10 fixed).
  const person = (en: string, date: string) => ({
    category: { id: 5, title: { az: '', en, ru: '' } },
    date,
  });
  const today = day('23.11.2026');
  it.each([
    [person('Public figures', '18.09.1885 – 23.11.1948'), '23.11.1948'],
    [person('Genealogy member', '05.06.2020'), '05.06.2020'],
    [person('Dear Memories', '5.3.1950 – 6.6.2020'), '06.06.2020'],
    [person('Martyrs', '05/05/1970 – 17/03/1992'), '17.03.1992'],
    [person('Historical monuments', '01.01.1900'), null],
    [person(' historical  Monuments', '01.01.1900'), null],
    [person('Dear Memories', '01.01.1950 – 24.11.2026'), null],
    [person('Dear Memories', '1950 – 1990'), null],
    [person('Public figures', '05.11.2020 – 12.03.1941'), null],
  ])('%j', (record, expected) => {
    const death = rememberedDeath(record, today);
    expect(death && formatDay(death)).toBe(expected);
  });
});
