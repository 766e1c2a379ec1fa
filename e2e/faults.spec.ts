import { qrRecords } from '../lib/content/seed/data/qr-records';
import { expect, test } from './fixtures';
import { MESSAGES, startExtraServer, textOf } from './helpers';
import { startStubUpstream, type UpstreamMode } from './stub-upstream';

const SECRET = 'e2e-revalidate-secret-0123456789';
const TIMEOUT_MS = 1500;
const qr = qrRecords[0]!;

type Figure = { id: number; name: { az: string; en: string } };

/**
 * Remote mode against a stub content API that hangs, answers 500, answers broken JSON, and then
 * comes back with an edit: every page keeps answering (its last good copy, or its empty state),
 * never a 5xx; a page left empty recovers by itself, and the edit shows once it is announced.
 */
test('remote source faults: pages keep their last good copy, never 5xx, and recover', async ({
  baseURL,
  page,
}) => {
  test.setTimeout(240_000);
  const figures = (
    (await (await fetch(`${baseURL}/api/v1/public-figures?limit=50`)).json()) as {
      figures: Figure[];
    }
  ).figures;
  const [seen, unseen] = [figures[0]!, figures.at(-1)!];
  const upstream = await startStubUpstream(baseURL!);
  const server = await startExtraServer({
    E2E_API_URL: upstream.url,
    API_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const get = async (path: string) => {
    const started = Date.now();
    const res = await fetch(`${server.baseURL}${path}`, {
      redirect: 'manual',
      headers: { cookie: 'NEXT_LOCALE=az' },
    });
    return {
      status: res.status,
      headers: res.headers,
      body: await res.text(),
      ms: Date.now() - started,
    };
  };
  const revalidateAll = async () => {
    const res = await fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(res.status).toBe(200);
  };
  // What each page shows while the source is healthy.
  const pages: [string, string][] = [
    ['/public-figures', seen.name.az],
    [`/category/public-figures/${seen.id}`, seen.name.az],
    [`/en/category/public-figures/${seen.id}`, seen.name.en],
    [`/qrcode/${qr.randomUUID}`, qr.name],
    [`/api/v1/deceased/${seen.id}/details`, seen.name.en],
  ];
  try {
    for (const [path, text] of pages) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.includes(text), `${path} shows ${text}`).toBe(true);
    }

    for (const mode of ['hang', 'error', 'malformed'] satisfies UpstreamMode[]) {
      upstream.setMode(mode);
      // The harshest case: the operator expires everything while the source is down.
      await revalidateAll();
      for (const [path, text] of pages) {
        const res = await get(path);
        expect(res.status, `${mode} ${path}`).toBe(200);
        expect(res.body.includes(text), `${mode}: ${path} still shows ${text}`).toBe(true);
        // A hung source costs at most its timeout per wave of reads, never a hung page.
        expect(res.ms, `${mode} ${path}`).toBeLessThan(TIMEOUT_MS * 3 + 2000);
      }
      // Never read while the source worked: a page that says so, with a 503 that tells a
      // crawler to keep the page and come back, not a 200 that would drop it from the index.
      const detail = await get(`/category/public-figures/${unseen.id}`);
      expect(detail.status, mode).toBe(503);
      expect(Number(detail.headers.get('retry-after')), mode).toBeGreaterThan(0);
      expect(detail.headers.get('cache-control'), mode).toBe('no-store');
      expect(detail.body.includes(MESSAGES.az.Unavailable.title), mode).toBe(true);
      expect(detail.body.includes('noindex'), mode).toBe(true);
      // Not kept as a success: asked again, it is rendered (and refused) again.
      const again = await get(`/category/public-figures/${unseen.id}`);
      expect(again.status, mode).toBe(503);
      expect(again.headers.get('x-nextjs-cache'), mode).not.toBe('HIT');
      const later = await get('/public-figures?page=9');
      expect(later.status, mode).toBe(200);
      // A listing never loaded: no cards, and no claim that there are none (spec §8).
      const listing = await get('/historical-monuments');
      expect(listing.status, mode).toBe(200);
      expect(textOf(listing.body).includes(MESSAGES.az.Listing.empty), mode).toBe(false);
      const api = await get(`/api/v1/deceased/${unseen.id}/details`);
      expect(api.status, mode).toBe(503);
      expect(JSON.parse(api.body)).toEqual({ success: false, message: expect.any(String) });
      expect(api.body).not.toMatch(/\bat \w+ \(|node_modules/);
    }

    // In the browser, during the outage, the memorial reads as usual.
    await page.goto(`${server.baseURL}/category/public-figures/${seen.id}`);
    await expect(page.getByRole('heading', { level: 1, name: seen.name.az })).toBeVisible();

    // The source comes back, with an edit made meanwhile, and the operator's admin says so.
    upstream.setRewrite((body) => body.replaceAll(seen.name.en, `${seen.name.en} (restored)`));
    upstream.setMode('ok');
    const edited = await fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: [`deceased:${seen.id}`] }),
    });
    expect(edited.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await get(`/en/category/public-figures/${seen.id}`)).body.includes(
            `${seen.name.en} (restored)`,
          ),
        { message: 'the edit shows once the source is back', timeout: 30_000, intervals: [1000] },
      )
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await get(`/category/public-figures/${unseen.id}`)).body.includes(unseen.name.az),
        // It was never kept: no operator action needed.
        { message: 'the unavailable page recovers by itself', timeout: 60_000, intervals: [2000] },
      )
      .toBe(true);
  } finally {
    await page.goto('about:blank');
    await server.stop();
    await upstream.close();
  }
});
