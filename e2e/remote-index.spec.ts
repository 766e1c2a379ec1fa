import { expected as e } from './operator-api/data.mjs';
import { startOperatorApi, type OperatorApi } from './operator-api/server.mjs';
import { expect, test } from './fixtures';
import { todayIn } from '../lib/memorial/remembrance';
import { REVALIDATE_AUTH, remoteSite, startExtraServer, textOf } from './helpers';

/**
 * Remote mode's own index of the operator's records (docs/remote-mode.md): the production build
 * pointed at the stand-in walks its lists at start, then answers search across spellings,
 * "remembered today" and the sitemap from its store, where the stand-in's own `?key=` search
 * (a plain substring) and its lists alone could not.
 */
test.describe.configure({ mode: 'serial' });

let api: OperatorApi;
let server: Awaited<ReturnType<typeof startExtraServer>>;

// Today in Baku, where "remembered today" is counted.
const { month, day } = todayIn();
const two = (n: number) => String(n).padStart(2, '0');
const REMEMBERED = { id: 104, died: `${two(day)}.${two(month)}.2001` };
// Filed where no page of theirs answers: only in the wrong list; listed with no details (404,
// 200 `success: false`). And a card whose photo is the number 42.
const MISFILED = 731;
const NO_DETAILS = [8888, 9001];
const NAMELESS = { az: 'Ölməz Nağıyev', en: 'Olmaz Nagiyev', ru: 'Олмаз Нагиев' };
const NUMBER_PHOTO = 17;

/** Every URL of the sitemap's children, as the server lists them. */
async function sitemapUrls(baseURL: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const children = locs(await fetch(`${baseURL}/sitemap.xml`).then((r) => r.text()));
  const urls: string[] = [];
  for (const child of children) {
    urls.push(...locs(await fetch(`${baseURL}${new URL(child).pathname}`).then((r) => r.text())));
  }
  return urls;
}

test.beforeAll(async () => {
  api = await startOperatorApi({ prefix: '/api' });
  api.edit((data) => {
    const date = `03.02.1930 - ${REMEMBERED.died}`;
    data.people[String(REMEMBERED.id)]!.date = date;
    for (const card of data.lists['public-figures'])
      if (card.id === REMEMBERED.id) card.date = date;
    const martyrCard = data.lists.martyrs.find((c) => c.id === e.martyr.id)!;
    data.people[String(MISFILED)] = { ...data.people[String(e.martyr.id)]!, id: MISFILED };
    data.lists['public-figures'].push({ ...martyrCard, id: MISFILED });
    for (const id of NO_DETAILS) data.lists.martyrs.push({ ...martyrCard, id, name: NAMELESS });
    for (const card of data.lists['public-figures'])
      if (String(card.id) === String(NUMBER_PHOTO)) card.photo_title = 42 as unknown as string;
  });
  server = await startExtraServer(remoteSite(api));
});

test.afterAll(async () => {
  await server?.stop();
  await api?.close();
});

async function found(key: string): Promise<number[]> {
  const res = await fetch(`${server.baseURL}/api/v1/search?key=${encodeURIComponent(key)}`);
  const body = (await res.json()) as { figures?: { id: number }[] };
  return (body.figures ?? []).map((f) => f.id);
}

const searchCalls = () => api.requests.filter((r) => r.route === '/v1/search').length;

test('search finds a record from any spelling, from the index, without asking the operator', async ({
  page,
}) => {
  const main = e.publicFigure;
  // The first walk at start: until it is complete, search is the operator's.
  await expect
    .poll(() => found('sukurov'), { timeout: 30_000, intervals: [500] })
    .toContain(main.id);
  const before = searchCalls();
  for (const key of ['sukurov', 'Шукуров Алиага', 'aliaga shukurov', 'ƏLİAĞA']) {
    expect(await found(key), key).toContain(main.id);
  }
  expect(searchCalls(), 'no call of the operator’s /v1/search').toBe(before);

  // The search page, rendered on the server, with no diacritics typed.
  await page.goto(`${server.baseURL}/en/search?q=sukurov`);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(main.name.en) })
      .first(),
  ).toBeVisible();
});

test('a record added and then deleted at the operator, announced by tag, is found and then not', async () => {
  const id = 7070;
  api.edit((data) => {
    const martyr = data.people[String(e.martyr.id)]!;
    data.people[String(id)] = {
      ...martyr,
      id,
      name: { az: 'Zərifə Nəsibova', en: 'Zarifa Nasibova', ru: 'Зарифа Насибова' },
    };
  });
  const announce = () =>
    fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: { ...REVALIDATE_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: [`deceased:${id}`] }),
    });
  expect(await found('nasibova')).toEqual([]);
  expect((await announce()).status).toBe(200);
  expect(await found('Насибова')).toEqual([id]);
  expect(await found('zarifa nasibova')).toEqual([id]);

  api.edit((data) => {
    delete data.people[String(id)];
  });
  expect((await announce()).status).toBe(200);
  expect(await found('zarifa nasibova')).toEqual([]);
});

test('the sitemap lists the index, with lastmod, without walking the API', async () => {
  const before = api.requests.length;
  const index = await fetch(`${server.baseURL}/sitemap.xml`).then((r) => r.text());
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const entries: { loc: string; lastmod?: string }[] = [];
  for (const child of children) {
    const xml = await fetch(`${server.baseURL}${child}`).then((r) => r.text());
    for (const m of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      entries.push({
        loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1],
      });
    }
  }
  const at = (path: string) => entries.find((u) => u.loc.endsWith(path));
  for (const path of [
    `/category/martyrs/${e.martyr.id}`,
    `/category/public-figures/${e.publicFigure.id}`,
    `/genealogy/${e.genealogy.id}`,
    `/genealogy/${e.genealogy.id}/${e.genealogy.member.id}`,
  ]) {
    expect(at(path)?.lastmod, path).toMatch(/^\d{4}-\d\d-\d\dT/);
  }
  // The martyr the operator also lists among public figures: only where its details put it.
  expect(at(`/category/public-figures/${e.martyr.id}`)).toBeUndefined();
  const details = api.requests
    .slice(before)
    .filter((r) => /^\/v1\/(deceased|genealogy\/deceased)\/|^\/v1\/[a-z-]+$/.test(r.route ?? ''));
  expect(
    details.map((r) => r.route),
    'calls made for the sitemap',
  ).toEqual([]);
});

test('the index holds only records whose pages answer: every sitemap URL is 200', async () => {
  const urls = await sitemapUrls(server.baseURL);
  expect(urls.some((u) => u.endsWith(`/category/martyrs/${MISFILED}`))).toBe(true);
  expect(urls.some((u) => u.endsWith(`/category/public-figures/${MISFILED}`))).toBe(false);
  for (const id of NO_DETAILS) expect(urls.some((u) => u.endsWith(`/${id}`))).toBe(false);
  expect(await found('olmaz nagiyev')).toEqual([]);
  expect(await found('Vugar Safarli')).toContain(MISFILED);
  // Nor does the list it was filed in show its card, which would lead to a 404.
  const listing = await (await fetch(`${server.baseURL}/public-figures?page=9`)).text();
  expect(listing).toContain(`/category/public-figures/${REMEMBERED.id}"`);
  expect(listing).not.toContain(`/category/public-figures/${MISFILED}"`);
  const failed: string[] = [];
  for (const url of urls) {
    const { pathname } = new URL(url);
    const status = (await fetch(`${server.baseURL}${pathname}`, { redirect: 'manual' })).status;
    if (status !== 200) failed.push(`${pathname} ${status}`);
  }
  expect(failed).toEqual([]);
});

test('a photo the operator sent as a number is no image: none points at the site', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/public-figures`);
  const card = page.getByRole('link', { name: new RegExp(e.stringIdFigure.name.az) }).first();
  await expect(card).toBeVisible();
  const sources = await page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => image.currentSrc || image.src),
    );
  expect(sources.filter((src) => /(^|\/|%2F)42($|[?&])/.test(src))).toEqual([]);
  expect(await card.locator('img').count()).toBe(0);
});

test('home shows who is remembered today, from the index', async () => {
  const name = e.bareFigure.name.en;
  await expect
    .poll(
      async () => {
        const html = await fetch(`${server.baseURL}/en`).then((r) => r.text());
        const section = /<section[^>]*data-remembered-today[\s\S]*?<\/section>/.exec(html)?.[0];
        return section ? textOf(section) : '';
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toContain(name);
});

test('details changed unannounced so the page answers 404: its first 404 takes it out of the index', async () => {
  const { id, name } = e.publicFigurePage2;
  // Its re-read fails (the member call answers 500): tried once, not again for five minutes.
  const failing = 110;
  const reads = (n: number | string) =>
    api.requests.filter((r) => r.route === `/v1/genealogy/deceased/${n}/details`).length;
  const page = (n: number | string, lang = '') =>
    `${server.baseURL}${lang}/category/public-figures/${n}`;
  expect((await sitemapUrls(server.baseURL)).some((u) => u.endsWith(`/${id}`))).toBe(true);
  expect(await found(name.en)).toContain(id);
  api.setMode(`/v1/genealogy/deceased/${failing}/details`, 'error');
  try {
    api.edit((data) => {
      for (const n of [id, failing])
        data.people[String(n)]!.category = {
          id: 99,
          title: { az: 'Başqa', en: 'Other', ru: 'Другое' },
        };
    });
    // Their cached copies expire (as after five minutes), with nothing announced.
    await fetch(`${server.baseURL}/api/revalidate`, { method: 'POST', headers: REVALIDATE_AUTH });
    for (const n of [id, failing])
      await expect
        .poll(async () => (await fetch(page(n), { redirect: 'manual' })).status)
        .toBe(404);
    // Search reads the index at once; the sitemap by its next refresh (docs/remote-mode.md).
    await expect.poll(() => found(name.en)).not.toContain(id);
    await expect.poll(() => reads(failing)).toBe(1);
    // Three renders at once, one per language: no second try.
    await Promise.all(['', '/en', '/ru'].map((lang) => fetch(page(failing, lang))));
    // A page of a record the index lists elsewhere, or not at all, asks the operator nothing more.
    const others = () => reads(e.publicFigure.id) + reads(987654);
    const before = others();
    for (const other of [
      `/category/historical-figures/${e.publicFigure.id}`,
      '/category/martyrs/987654',
    ])
      expect((await fetch(`${server.baseURL}${other}`, { redirect: 'manual' })).status).not.toBe(
        200,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reads(failing)).toBe(1);
    expect(others()).toBe(before);
  } finally {
    api.setMode(`/v1/genealogy/deceased/${failing}/details`, 'ok');
  }
});

test('a record removed from its list leaves search by the next walk, unannounced', async () => {
  // A walk a minute, the next due a minute after one completes: removed right after a walk, the
  // record is gone after the interval and the next walk's length (measured 61.1 s).
  test.setTimeout(150_000);
  const own = await startOperatorApi({ prefix: '/api' });
  const site = await startExtraServer(remoteSite(own, { INDEX_WALK_MINUTES: '1' }));
  try {
    const search = async (key: string) => {
      const res = await fetch(`${site.baseURL}/api/v1/search?key=${encodeURIComponent(key)}`);
      return ((await res.json()) as { figures?: { id: number }[] }).figures?.map((f) => f.id);
    };
    const gone = e.historicalFigure;
    await expect
      .poll(() => search(gone.name.en), { timeout: 30_000, intervals: [500] })
      .toContain(gone.id);
    own.edit((data) => {
      data.lists['historical-figures'] = data.lists['historical-figures'].filter(
        (c) => String(c.id) !== String(gone.id),
      );
    });
    const removed = Date.now();
    await expect
      .poll(() => search(gone.name.en), { timeout: 100_000, intervals: [1000] })
      .not.toContain(gone.id);
    const seconds = (Date.now() - removed) / 1000;
    console.log(`removed record left search after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60 + 10);
  } finally {
    await site.stop();
    await own.close();
  }
});
