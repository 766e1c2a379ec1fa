import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import {
  editAndRevalidate,
  format,
  inLang,
  LANGS,
  MESSAGES,
  openE2eDatabase,
  startExtraServer,
  type Lang,
} from './helpers';
import { msUntilNextMidnight } from '../lib/runtime/midnight.mjs';
import { recordDateColumns } from '../lib/search/record-years';
import { recordId } from './memorial-helpers';
import {
  addDays,
  anniversaryIn,
  formatDay,
  formatHijri,
  isAnniversary,
  nextAnniversary,
  nextHijriAnniversary,
  readDeathDate,
  todayIn,
  type Day,
} from '../lib/memorial/remembrance';

const texts = (lang: Lang) => MESSAGES[lang].Remembrance;

/** Runs away from midnight in Baku: page and test must agree on what today is. */
async function today(): Promise<Day> {
  const left = msUntilNextMidnight();
  if (left < 90_000) await new Promise((resolve) => setTimeout(resolve, left + 2_000));
  return todayIn();
}

type Parsed = { uid: string; summary: string; url: string; start: string; rrule: string | null };

function parseCalendar(text: string): { name: string; events: Parsed[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      url: String(vevent.getFirstPropertyValue('url')),
      start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
      rrule: vevent.getFirstPropertyValue('rrule')?.toString() ?? null,
    })),
  };
}

const iso = (d: Day) => formatDay(d).split('.').reverse().join('-');

test.describe('remembrance days on a memorial', () => {
  for (const lang of LANGS) {
    test(`${lang}: the next anniversaries by both calendars, a calendar file and a Google link @mobile`, async ({
      page,
      request,
      baseURL,
    }) => {
      const id = await recordId(request, 'public-figures', 'Üzeyir Hacıbəyov');
      const path = inLang(lang, `/category/public-figures/${id}`);
      const record = await (await request.get(`/api/v1/deceased/${id}/details`)).json();
      const death = readDeathDate(record.data.date as string)!;
      expect(death).not.toBeNull();
      const day = await today();
      const section = page.locator('[data-remembrance]');
      const yearly = section.locator('[data-kind="yearly"]');
      // Just after midnight in Baku the first visit may still get yesterday's copy (ISR).
      await expect(async () => {
        await page.goto(path);
        await expect(yearly.locator('time')).toHaveText(formatDay(nextAnniversary(death, day)), {
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(section.getByRole('heading', { name: texts(lang).title })).toBeVisible();
      await expect(yearly).toContainText(texts(lang).yearly);
      const hijri = nextHijriAnniversary(death, day);
      const hijriRow = section.locator('[data-kind="hijri"]');
      await expect(hijriRow).toContainText(texts(lang).hijri);
      await expect(hijriRow).toContainText(texts(lang).approximate);
      await expect(hijriRow.locator('time')).toHaveText(formatDay(hijri.day));
      await expect(hijriRow).toContainText(formatHijri(hijri.day, lang));
      await expect(section).toContainText(texts(lang).hijriNote);
      // More than a year ago: no days of mourning and no counting rule.
      await expect(section.locator('[data-kind="day40"]')).toHaveCount(0);
      await expect(section).not.toContainText(texts(lang).rule);
      await expect(section.locator('[data-next]')).toHaveCount(1);
      // Its word is written out for its kind (Russian agrees in gender), never the raw message.
      const nextWord = (await section.locator('[data-next]').innerText()).toLowerCase();
      expect(nextWord).not.toContain('{');
      if (
        lang === 'ru' &&
        (await section.locator('[data-next]').getAttribute('data-kind')) !== 'day3'
      ) {
        expect(nextWord).toMatch(/сегодня|ближайшая/);
      }

      const link = section.locator('a[type="text/calendar"]');
      await expect(link).toHaveText(texts(lang).calendar);
      const href = await link.getAttribute('href');
      expect(href).toBe(`/calendar/${lang}/category/${id}.ics`);
      const ics = await request.get(href!);
      expect(ics.status()).toBe(200);
      expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const name = record.data.name[lang] as string;
      const disposition = ics.headers()['content-disposition']!;
      expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9-]+\.ics"; /);
      expect(disposition).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${name.replace(/[^\p{L}\p{N}]+/gu, '-')}.ics`)}`,
      );
      expect(ics.headers()['set-cookie']).toBeUndefined();
      const calendar = parseCalendar(await ics.text());
      expect(calendar.name).toBe(format(texts(lang).calendarName, { name }));
      const pageUrl = `${baseURL}${path}`;
      const yearlyEvent = calendar.events.find((e) => e.uid === `xatire-category-${id}-yearly`)!;
      expect(yearlyEvent).toMatchObject({
        start: iso({ ...death, year: death.year + 1 }),
        rrule: 'FREQ=YEARLY',
        url: pageUrl,
        summary: format(texts(lang).event, { name, day: texts(lang).yearly }),
      });
      for (const event of calendar.events) expect(event.url).toBe(pageUrl);
      expect(calendar.events.some((e) => e.start === iso(hijri.day))).toBe(true);

      // The demo record is shared (status.share): the Google link is offered.
      expect(record.data.status.share).toBe(true);
      const googleLink = section.locator('a[data-google-calendar]');
      await expect(googleLink).toHaveAttribute('target', '_blank');
      const google = new URL((await googleLink.getAttribute('href'))!);
      expect(google.hostname).toBe('calendar.google.com');
      expect(google.searchParams.get('dates')?.split('/')[0]).toBe(
        iso(nextAnniversary(death, day)).replaceAll('-', ''),
      );
    });
  }

  test('a monument has no remembrance days, and no calendar file', async ({ page, request }) => {
    const list = await (await request.get('/api/v1/historical-monuments?limit=1&page=1')).json();
    const id = list.figures[0].id as number;
    await page.goto(`/category/historical-monuments/${id}`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-remembrance]')).toHaveCount(0);
    expect((await request.get(`/calendar/az/category/${id}.ics`)).status()).toBe(404);
  });

  test('a calendar for what is not a record is a 404', async ({ request }) => {
    // A well-formed path: said in its language, as the archive's 404 (lib/memorial/viewer-data.ts).
    for (const lang of ['az', 'en', 'ru'] as const) {
      const res = await request.get(`/calendar/${lang}/category/424242.ics`);
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe(`${MESSAGES[lang].NotFound.text}\n`);
    }
    // A path of no calendar: the same words, in its language or else in Azerbaijani.
    for (const [path, lang] of [
      ['/calendar/de/category/1.ics', 'az'],
      ['/calendar/az/people/1.ics', 'az'],
      ['/calendar/en/category/01.ics', 'en'],
      ['/calendar/ru/category/1.ical', 'ru'],
      ['/archive/de/category/1.zip', 'az'],
      ['/archive/en/category/007.zip', 'en'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toBe(`${MESSAGES[lang].NotFound.text}\n`);
    }
  });
});

test.describe('a death this year, and "remembered today"', () => {
  test('the days of mourning, the counting rule, and home remembering today’s anniversary', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const server = await startExtraServer({});
    try {
      const day = await today();
      const recent = addDays(day, -39);
      // Twelve years back: a 29 February test day has one then too.
      const anniversary = { ...day, year: day.year - 12 };
      let recentId = 0;
      let rememberedId = 0;
      let futureId = 0;
      await editAndRevalidate(server, (db) => {
        const row = db
          .prepare('SELECT * FROM deceased WHERE category_id = 4 ORDER BY id LIMIT 1')
          .get() as Record<string, unknown>;
        const columns = Object.keys(row).filter((c) => c !== 'id');
        // A writer of a record stores the columns read from its date, as the seed and the index do.
        const insert = (given: Record<string, string | null>) => {
          const values: Record<string, unknown> = { ...given, ...recordDateColumns(given.date!) };
          return Number(
            db
              .prepare(
                `INSERT INTO deceased (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
              )
              .run(...columns.map((c) => (c in values ? values[c] : row[c]))).lastInsertRowid,
          );
        };
        recentId = insert({
          name_az: 'Ayla Nəsibova',
          name_en: 'Ayla Nasibova',
          name_ru: 'Айла Насибова',
          date: `02.02.1950 – ${formatDay(recent)}`,
          search_text: 'ayla nesibova',
        });
        futureId = insert({
          name_az: 'Gələcək Tarix',
          name_en: 'Future Date',
          name_ru: 'Будущая Дата',
          date: `01.01.1950 – ${formatDay(addDays(day, 30))}`,
          search_text: 'gelecek tarix',
        });
        rememberedId = insert({
          name_az: 'Rəşid Əliyev',
          name_en: 'Rashid Aliyev',
          name_ru: 'Рашид Алиев',
          date: `05.05.1940 – ${formatDay(anniversary)}`,
          photo_title: null,
          search_text: 'resid eliyev',
        });
      });

      // Day 40 is today: the three days of mourning and the first anniversary, the 40th next.
      await page.goto(`${server.baseURL}/en/category/dear-memories/${recentId}`);
      const section = page.locator('[data-remembrance]');
      await expect(section.locator('li')).toHaveCount(5);
      const rows = section.locator('li');
      // In date order: a Hijri year (354 or 355 days) ends before the Gregorian one.
      await expect(rows.nth(0)).toHaveAttribute('data-kind', 'day3');
      await expect(rows.nth(0)).toHaveAttribute('data-state', 'past');
      await expect(rows.nth(1)).toHaveAttribute('data-kind', 'day7');
      await expect(rows.nth(2)).toHaveAttribute('data-kind', 'day40');
      await expect(rows.nth(2)).toHaveAttribute('data-state', 'today');
      await expect(rows.nth(2)).toHaveAttribute('data-next', '');
      await expect(rows.nth(2)).toHaveAttribute('aria-current', 'date');
      await expect(rows.nth(2).locator('time')).toHaveText(formatDay(day));
      await expect(rows.nth(2)).toContainText(texts('en').today);
      await expect(rows.nth(3)).toHaveAttribute('data-kind', 'hijri');
      await expect(rows.nth(4)).toHaveAttribute('data-kind', 'year1');
      await expect(rows.nth(4).locator('time')).toHaveText(
        formatDay(anniversaryIn(recent, recent.year + 1)),
      );
      await expect(section.locator('[aria-current]')).toHaveCount(1);
      await expect(section).toContainText(texts('en').rule);
      const ics = parseCalendar(
        await (await fetch(`${server.baseURL}/calendar/en/category/${recentId}.ics`)).text(),
      );
      const uids = ics.events.map((e) => e.uid);
      expect(uids).toContain(`xatire-category-${recentId}-day40`);
      expect(uids).not.toContain(`xatire-category-${recentId}-day3`);

      // A death date after today is a typing error: no days, and no calendar file.
      await page.goto(`${server.baseURL}/en/category/dear-memories/${futureId}`);
      await expect(page.locator('h1')).toHaveText('Future Date');
      await expect(page.locator('[data-remembrance]')).toHaveCount(0);
      expect((await fetch(`${server.baseURL}/calendar/en/category/${futureId}.ics`)).status).toBe(
        404,
      );

      // Home, in every language: today's anniversary, linked to the page, and not the other.
      for (const lang of LANGS) {
        const home = `${server.baseURL}${inLang(lang, '/')}`;
        const name = { az: 'Rəşid Əliyev', en: 'Rashid Aliyev', ru: 'Рашид Алиев' }[lang];
        // Stale-while-revalidate: a visit refreshes the page in the background, a later one has it.
        await expect
          .poll(async () => (await (await fetch(home)).text()).includes(name), { timeout: 20_000 })
          .toBe(true);
        await page.goto(home);
        const remembered = page.locator('[data-remembered-today]');
        await expect(
          remembered.getByRole('heading', { name: texts(lang).todayTitle }),
        ).toBeVisible();
        const person = remembered.getByRole('link', { name: new RegExp(name) });
        await expect(person).toContainText(`1940 – ${anniversary.year}`);
        await expect(person).toHaveAttribute(
          'href',
          inLang(lang, `/category/dear-memories/${rememberedId}`),
        );
        await expect(remembered).not.toContainText('Ayla');
      }
      await page.goto(`${server.baseURL}/en`);
      await page.locator('[data-remembered-today] a').filter({ hasText: 'Rashid' }).click();
      await expect(page).toHaveURL(new RegExp(`/category/dear-memories/${rememberedId}$`));
      const yearly = page.locator('[data-remembrance] [data-kind="yearly"]');
      await expect(yearly).toHaveAttribute('data-state', 'today');
      await expect(yearly.locator('time')).toHaveText(formatDay(day));
    } finally {
      // Leave the page first: its prefetches and icons would otherwise fail against a stopped server.
      await page.goto('about:blank');
      await server.stop();
    }
  });

  test('home lists exactly the demo people whose anniversary is today, or nothing', async ({
    page,
  }) => {
    const day = await today();
    const db = openE2eDatabase();
    let expected: string[];
    try {
      const rows = db
        .prepare('SELECT name_az, date FROM deceased WHERE category_id IN (1, 2, 3, 4, 10)')
        .all() as { name_az: string; date: string }[];
      expected = rows
        .filter((r) => {
          const death = readDeathDate(r.date);
          return death !== null && isAnniversary(death, day);
        })
        .map((r) => r.name_az);
    } finally {
      db.close();
    }
    const remembered = page.locator('[data-remembered-today]');
    // Just after midnight in Baku the first visit may still get yesterday's copy (ISR).
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('main')).toBeVisible();
      await expect(remembered.locator('li')).toHaveCount(Math.min(expected.length, 12), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    for (const name of expected.slice(0, 12)) await expect(remembered).toContainText(name);
  });
});
