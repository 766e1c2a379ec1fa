import Database from 'better-sqlite3';
import fs from 'node:fs';
import { openCopy, unpack } from './archive-check';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, format, startExtraServer, uniqueClientIp } from './helpers';
import { recordId } from './memorial-helpers';

/**
 * "Download this memorial" (issue 41): one ZIP with a page per language that opens from disk with
 * no scripts and no network, every file of the record beside it, what could not be fetched listed.
 */
const NIZAMI = 'Nizami Gəncəvi';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
});

test('the link downloads the whole memorial, which opens from disk in three languages', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = await recordId(request, 'historical-figures', NIZAMI);
  await page.goto(`/en/category/historical-figures/${id}`);
  const link = page.getByRole('link', { name: MESSAGES.en.Archive.download });
  await expect(link).toHaveAttribute('href', `/archive/en/category/${id}.zip`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Nizami-Ganjavi.zip');
  const copy = unpack(fs.readFileSync(await download.path()));
  try {
    const api = await (await request.get(`/api/v1/deceased/${id}/details`)).json();
    const media = api.data.media;
    const count = (prefix: string) =>
      copy.files.filter((f) => f.startsWith(`media/${prefix}-`)).length;
    // The portrait is among the photos once; every other file of the record is there.
    expect(count('photo')).toBe(
      new Set([media.profile_photo, ...media.images.map((i: { url: string }) => i.url)]).size,
    );
    expect(count('video')).toBe(media.videos.length);
    expect(count('recording')).toBe(media.audio.length);
    expect(count('quran')).toBe(media.quran.length);
    expect(count('voice')).toBe(Object.values(media.voice).filter(Boolean).length);
    expect(copy.files).toEqual(expect.arrayContaining(['index.html', 'az.html', 'ru.html']));

    const pages = await openCopy(browser, copy.dir, 'en');
    expect(pages.map((p) => p.h1)).toEqual([api.data.name.az, api.data.name.en, api.data.name.ru]);
    expect(pages.every((p) => p.missing.length === 0)).toBe(true);
    expect(pages[0]!.offered.length).toBe(
      count('video') + count('recording') + count('quran') + count('voice'),
    );
  } finally {
    copy.remove();
  }
});

test('the archive is a shared, cacheable download; bad addresses are 404s that are never kept', async ({
  request,
}) => {
  const id = await recordId(request, 'historical-figures', NIZAMI);
  const res = await request.get(`/archive/az/category/${id}.zip`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  expect(res.headers()['content-disposition']).toBe(
    `attachment; filename="Nizami-Gencevi.zip"; filename*=UTF-8''${encodeURIComponent('Nizami-Gəncəvi.zip')}`,
  );
  expect(res.headers()['cache-control']).toMatch(
    /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  for (let i = 0; i < 3; i++) {
    const head = await request.head(`/archive/az/category/${id}.zip`);
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('application/zip');
  }
  expect((await request.get(`/archive/en/category/${id}.zip`)).status()).toBe(200);
  for (const bad of [
    `/archive/xx/category/${id}.zip`,
    `/archive/az/category/0${id}.zip`,
    `/archive/az/category/${id}.tar`,
    `/archive/az/places/${id}.zip`,
    `/archive/az/genealogy/${id}.zip`,
    '/archive/az/category/999999.zip',
  ]) {
    const answer = await request.get(bad);
    expect(answer.status(), bad).toBe(404);
    expect(answer.headers()['cache-control'], bad).toBe('no-store');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /archive/');
});

test('with a small cap: past the cap a 413 says so in the visitor language; past the limit a 429; a file gone from the disk is listed', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const server = await startExtraServer({ ARCHIVE_MAX_MB: '0.5' });
  try {
    await smallCap(server.baseURL, server.dbPath(), browser);
  } finally {
    await server.stop();
  }
});

async function smallCap(base: string, dbPath: string, browser: Browser) {
  const db = new Database(dbPath);
  const row = (name: string) =>
    db.prepare('SELECT id FROM deceased WHERE name_az = ?').get(name) as { id: number };
  const big = row(NIZAMI).id;
  const client = { 'x-forwarded-for': uniqueClientIp() };
  const tooLarge = await fetch(`${base}/archive/ru/category/${big}.zip`, { headers: client });
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.headers.get('cache-control')).toBe('no-store');
  const [before, after] = MESSAGES.ru.Archive.tooLarge.split('{size}');
  const text = await tooLarge.text();
  expect(text.startsWith(before!)).toBe(true);
  expect(text).toContain(format(after!, { cap: '0.5' }));

  // A record whose files fit, one of them deleted from the disk since it was stored.
  const small = db
    .prepare(
      `SELECT d.id FROM deceased d WHERE d.genealogy_id IS NULL AND d.photo_title IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM deceased_media m WHERE m.deceased_id = d.id) LIMIT 1`,
    )
    .get() as { id: number };
  db.prepare(
    `INSERT INTO deceased_media (deceased_id, kind, position, url, original_name, upload_date)
       VALUES (?, 'image', 1, 'gallery/silinmiş.webp', 'silinmiş.webp', '2026-11-29')`,
  ).run(small.id);
  db.close();
  const res = await fetch(`${base}/archive/az/category/${small.id}.zip`, { headers: client });
  expect(res.status).toBe(200);
  // Short of a file: kept only as long as a degraded page, never served stale.
  expect(res.headers.get('cache-control')).toBe('public, s-maxage=15');
  const copy = unpack(Buffer.from(await res.arrayBuffer()));
  try {
    const pages = await openCopy(browser, copy.dir, 'az');
    for (const p of pages) {
      expect(p.missing).toHaveLength(1);
      expect(p.missing[0]).toMatch(/^http:\/\/localhost:\d+\/media\/gallery\/silinmi%C5%9F\.webp$/);
    }
  } finally {
    copy.remove();
  }
  // Ten archives in ten minutes from one address; the next waits, with Retry-After.
  let answer = { status: 0, text: '', retryAfter: 0 };
  for (let i = 0; i < 10 && answer.status !== 429; i++) {
    const res = await fetch(`${base}/archive/az/category/${small.id}.zip`, { headers: client });
    answer = {
      status: res.status,
      text: await res.text(),
      retryAfter: Number(res.headers.get('retry-after')),
    };
  }
  expect(answer.status).toBe(429);
  expect(answer.retryAfter).toBeGreaterThan(0);
  expect(answer.text).toBe(`${MESSAGES.az.Archive.tooMany}\n`);
}
