import { expected as e } from './operator-api/data.mjs';
import { startOperatorApi, type OperatorApi } from './operator-api/server.mjs';
import { expect, test } from './fixtures';
import { todayIn } from '../lib/memorial/remembrance';
import { remoteSite, startExtraServer, textOf } from './helpers';

/**
 * Remote mode's own index of the operator's records (docs/remote-mode.md): the production build
 * pointed at the stand-in walks its lists at start, then answers search across spellings,
 * "remembered today" and the sitemap from its store, where the stand-in's own `?key=` search
 * (a plain substring) and its lists alone could not.
 */
test.describe.configure({ mode: 'serial' });

let api: OperatorApi;
let server: Awaited<ReturnType<typeof startExtraServer>>;

const REVALIDATE = { authorization: 'Bearer e2e-revalidate-secret-0123456789' };
// Today in Baku, where "remembered today" is counted.
const { month, day } = todayIn();
const two = (n: number) => String(n).padStart(2, '0');
const REMEMBERED = { id: 104, died: `${two(day)}.${two(month)}.2001` };

test.beforeAll(async () => {
  api = await startOperatorApi({ prefix: '/api' });
  api.edit((data) => {
    const date = `03.02.1930 - ${REMEMBERED.died}`;
    data.people[String(REMEMBERED.id)]!.date = date;
    for (const card of data.lists['public-figures'])
      if (card.id === REMEMBERED.id) card.date = date;
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
      headers: { ...REVALIDATE, 'content-type': 'application/json' },
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
