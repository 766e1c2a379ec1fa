import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import http from 'node:http';
import { expect, test } from './fixtures';
import { expected as remote } from './operator-api/data.mjs';
import { startOperatorApi } from './operator-api/server.mjs';
import {
  dearMemoryList,
  editAndRevalidate,
  MESSAGES,
  remoteSite,
  startExtraServer,
} from './helpers';

/**
 * The graveside with no signal (issue 41, docs/offline.md): a server of its own, stopped for
 * real mid-test, so the service worker meets a refused connection as a phone with no network does.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'Tofig Nasirov';

type CacheView = Record<string, string[]>;

/** Every request the site's caches hold on this device, by cache. */
const cachesOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const view: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      view[name] = (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return view;
  }) as Promise<CacheView>;

const held = (view: CacheView) => Object.values(view).flat();
/** The saved copy's note (generated content before the body); '' until the body is parsed. */
const savedNote = (page: Page) =>
  page.evaluate(() => (document.body ? getComputedStyle(document.body, '::before').content : ''));

/** Opens the recording named `name` in the first list and presses its play button. */
async function play(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page
    .locator('.rhap_container')
    .first()
    .getByRole('button', { name: MESSAGES.en.AudioTabs.play })
    .click();
}

/** The first recording's position moves past half a second. */
const playing = (page: Page) =>
  expect
    .poll(
      () =>
        page
          .locator('audio')
          .first()
          .evaluate((a: HTMLAudioElement) => a.currentTime),
      {
        timeout: 10_000,
      },
    )
    .toBeGreaterThan(0.5);

/** The dear memory named NAME on the server at `base`, and another. */
async function dearMemories(base: string) {
  const figures = await dearMemoryList(base);
  const id = figures.find((f) => f.name.en === NAME)!.id;
  return { id, other: figures.find((f) => f.id !== id)!.id };
}

/** A first visit: the worker starts after load and is handed the page and what it loaded. */
async function readOnce(page: Page, base: string, path: string) {
  await page.goto(`${base}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(async () => (await cachesOnDevice(page))['xatire-pages'] ?? [], { timeout: 15_000 })
    .toContain(path);
}

// With the network cut, what the page or Next's router asks for and the device has not kept fails,
// as it must; the errors are checked here instead (none before the cut, only failed loads after).
test.use({ allowConsoleErrors: true, serviceWorkers: 'allow' });

test('a memorial read once opens with no network, its photo and the recording played; others say they need it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const server = await startExtraServer({});
  try {
    const base = server.baseURL;
    const { id, other } = await dearMemories(base);
    const memorial = `${base}/en/category/dear-memories/${id}`;
    const store = new Database(server.dbPath(), { readonly: true });
    const { uuid } = store.prepare('SELECT random_uuid AS uuid FROM qr_codes LIMIT 1').get() as {
      uuid: string;
    };
    store.close();

    await readOnce(page, base, `/en/category/dear-memories/${id}`);

    // An edit while online is what the next online visit shows (network first), and is kept: a
    // new text, and a day of death (its days of remembrance).
    await editAndRevalidate(server, (db) =>
      db
        .prepare('UPDATE deceased SET text_en = ?, date = ? WHERE id = ?')
        .run(
          '<p>Edited while online: he taught the tar for forty years.</p>',
          '05.05.1944 – 12.03.2017',
          id,
        ),
    );
    await expect
      .poll(
        async () => {
          await page.goto(memorial);
          return page.getByText('Edited while online').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    // The recording, played once while online.
    await play(page, '1. rec-03.mp3');
    await expect
      .poll(async () => (await cachesOnDevice(page))['xatire-media'] ?? [], { timeout: 15_000 })
      .toContain('/media/audio/rec-03.mp3');
    await page.getByRole('button', { name: MESSAGES.en.AudioTabs.pause }).click();
    // A badge's page (personal data) and a home page are not kept, nor anything under /api.
    await page.goto(`${base}/en/qrcode/${uuid}`);
    await page.goto(`${base}/en`);
    await page.evaluate(() => fetch('/api/v1/homepage').then((r) => r.text()));

    expect(consoleErrors).toEqual([]);
    await server.stop();

    // A front whose origin is gone answers 502: the kept copy, saying the site is not answering.
    const front = http.createServer((_, res) => void res.writeHead(502).end('Bad Gateway'));
    await new Promise<void>((resolve) => front.listen(server.port, 'localhost', resolve));
    try {
      await page.goto(memorial);
      await expect
        .poll(() => savedNote(page))
        .toMatch(/^"Saved on this device on .+ The site is not answering right now/);
      await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    } finally {
      await new Promise((resolve) => front.close(resolve));
      front.closeAllConnections();
    }
    // A site that takes longer than the worker waits (3 s) is not answering; the device is online.
    const slow = http.createServer(() => {});
    await new Promise<void>((resolve) => slow.listen(server.port, 'localhost', resolve));
    try {
      // Not the load event: the page's images not kept here wait on the silent site too.
      await page.goto(memorial, { waitUntil: 'commit' });
      await expect
        .poll(() => savedNote(page))
        .toMatch(/^"Saved on this device on .+ The site is not answering right now/);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }

    await page.goto(memorial);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText('Edited while online')).toBeVisible();
    // Its days of remembrance say which day they were counted on.
    await expect(page.getByText(/^As of \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
    // Generated content before the body (an element would be taken out by React's hydration).
    await expect
      .poll(() => savedNote(page))
      .toMatch(/^"Saved on this device on \d+ \w+ \d{4} at \d\d:\d\d\. You are offline/);
    const portrait = page.locator('img[data-nimg]').first();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await play(page, '1. rec-03.mp3');
    await playing(page);

    // A page never read on this device says so plainly, and lists what is kept.
    await page.goto(`${base}/en/category/dear-memories/${other}`);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.en.Offline.title }),
    ).toBeVisible();
    await expect(page.getByText(MESSAGES.en.Offline.text)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(NAME) })).toHaveAttribute(
      'href',
      `/en/category/dear-memories/${id}`,
    );
    // Asked for in Azerbaijani: the copy kept in English is offered, marked as English.
    await page.goto(`${base}/category/dear-memories/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.az.Offline.title }),
    ).toBeVisible();
    // Not "never opened here": it was, in another language.
    await expect(page.getByText(MESSAGES.az.Offline.textOtherLanguage)).toBeVisible();
    const kept = page.getByRole('listitem').first();
    await expect(kept).toHaveAttribute('lang', 'en');
    await expect(kept).toContainText('(English)');
    await expect(kept.getByRole('link', { name: new RegExp(NAME) })).toHaveAttribute(
      'href',
      `/en/category/dear-memories/${id}`,
    );

    const view = await cachesOnDevice(page);
    expect(held(view).filter((p) => /^\/(?:(?:en|ru)\/)?qrcode\/|^\/api\//.test(p))).toEqual([]);
    expect(view['xatire-pages']).toEqual([`/en/category/dear-memories/${id}`]);
    expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  } finally {
    await server.stop();
  }
});

test("remote mode: a memorial read once opens with no network, its recording from the operator's media host played", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const api = await startOperatorApi({ prefix: '/api' });
  const server = await startExtraServer(remoteSite(api));
  try {
    const figure = remote.publicFigure;
    const path = `/en/category/public-figures/${figure.id}`;
    const memorial = `${server.baseURL}${path}`;
    // Kept before this memorial's files: 90 of the 100 MB the worker keeps media in (its size as
    // the worker writes it). Put after the portrait, they were newer than it, which went first.
    await page.goto(`${server.baseURL}/en/contact`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.evaluate(async () => {
      const media = await caches.open('xatire-media');
      for (const n of [1, 2, 3])
        await media.put(
          `/kept-before/${n}`,
          new Response('x', { headers: { 'x-size': '30000000' } }),
        );
    });
    await page.goto(memorial);
    await expect
      .poll(async () => (await cachesOnDevice(page))['xatire-pages'] ?? [], { timeout: 15_000 })
      .toContain(path);
    const recording = figure.audioNames[0]!;
    await play(page, `1. ${recording}`);
    // It plays through the worker (whose CSP must let it fetch from the media host)...
    await playing(page);
    // ...and is kept whole from the other origin (an opaque answer: the worker cannot read it)...
    await expect
      .poll(async () => (await cachesOnDevice(page))['xatire-media'] ?? [], { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^\/uploads\/audio\/rec-01\.mp3$/));
    // ...counted as the largest file kept, so the oldest give way: the device's room stays bounded.
    await expect
      .poll(async () => (await cachesOnDevice(page))['xatire-media'] ?? [], { timeout: 15_000 })
      .not.toContain('/kept-before/1');
    expect((await cachesOnDevice(page))['xatire-media']).toContain('/kept-before/3');
    await page.getByRole('button', { name: MESSAGES.en.AudioTabs.pause }).click();

    // The site and the operator's hosts gone: no signal.
    await server.stop();
    await api.close();
    await page.goto(memorial);
    await expect(page.getByRole('heading', { level: 1, name: figure.name.en })).toBeVisible();
    await expect.poll(() => savedNote(page)).toMatch(/^"Saved on this device on /);
    const portrait = page.locator('img[data-nimg]').first();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await play(page, `1. ${recording}`);
    await playing(page);
  } finally {
    await server.stop();
    await api.close();
  }
});

test('SERVICE_WORKER=off retires the worker: the next visit deletes what it kept and unregisters it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await startExtraServer({});
  const memorial = `${first.baseURL}/en/category/dear-memories/`;
  let second: Awaited<ReturnType<typeof startExtraServer>> | undefined;
  try {
    const id = (await dearMemoryList(first.baseURL, 1))[0]!.id;
    await page.goto(`${memorial}${id}`);
    await expect
      .poll(async () => (await cachesOnDevice(page))['xatire-pages'] ?? [], { timeout: 15_000 })
      .toHaveLength(1);
    await first.stop();
    // The same origin, the setting turned off.
    second = await startExtraServer({ SERVICE_WORKER: 'off' }, { port: first.port });
    // One visit: the browser checks the worker after it (Chromium waits until the page is idle,
    // and another navigation puts the check off again).
    await page.goto(`${memorial}${id}`);
    await expect
      .poll(
        async () => {
          return page.evaluate(async () => ({
            workers: (await navigator.serviceWorker.getRegistrations()).length,
            caches: (await caches.keys()).filter((name) => name.startsWith('xatire-')),
          }));
        },
        { timeout: 45_000, intervals: [1000] },
      )
      .toEqual({ workers: 0, caches: [] });
  } finally {
    await first.stop();
    await second?.stop();
  }
});

test('a memorial the operator removed leaves the device at the next visit online, in every language', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const server = await startExtraServer({});
  try {
    const base = server.baseURL;
    const { id } = await dearMemories(base);
    const path = `/en/category/dear-memories/${id}`;
    const inAzerbaijani = `/category/dear-memories/${id}`;
    await readOnce(page, base, inAzerbaijani);
    await readOnce(page, base, path);
    await expect
      .poll(async () => (await cachesOnDevice(page))['xatire-pages'] ?? [])
      .toEqual(expect.arrayContaining([path, inAzerbaijani]));
    await editAndRevalidate(server, (db) => {
      db.pragma('foreign_keys = OFF');
      db.prepare('DELETE FROM deceased WHERE id = ?').run(id);
    });
    await expect
      .poll(async () => (await page.goto(`${base}${path}`))?.status(), { timeout: 20_000 })
      .toBe(404);
    await expect
      .poll(async () => (await cachesOnDevice(page))['xatire-pages'] ?? [])
      .not.toContain(path);
    expect((await cachesOnDevice(page))['xatire-pages']).not.toContain(inAzerbaijani);

    await server.stop();
    await page.goto(`${base}${path}`);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.en.Offline.title }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(NAME) })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('after a deploy, a memorial kept with the old build still opens offline with its styles', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = await startExtraServer({});
  let second: Awaited<ReturnType<typeof startExtraServer>> | undefined;
  try {
    const { id } = await dearMemories(first.baseURL);
    const path = `/en/category/dear-memories/${id}`;
    await readOnce(page, first.baseURL, path);
    // The handover keeps the page's files after the page itself: all of them before the network goes.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
    );
    await expect
      .poll(async () => Object.values(await cachesOnDevice(page)).flat())
      .toEqual(expect.arrayContaining(styles));
    await first.stop();

    // The same origin, a new build: the browser takes its worker on the next visit elsewhere.
    second = await startExtraServer({}, { port: first.port, buildId: 'a-later-build' });
    await page.goto(`${second.baseURL}/en`);
    // The browser may take the new worker while the page loads, before a listener here could hear
    // it change (the wait then never ended): the new build's cache there, nothing left installing.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect
      .poll(
        async () =>
          (await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return !!registration?.active && !registration.installing && !registration.waiting;
          })) && Object.keys(await cachesOnDevice(page)).includes('xatire-assets-a-later-build'),
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.reload();
    expect(Object.keys(await cachesOnDevice(page))).toContain('xatire-assets-a-later-build');
    await second.stop();

    // No network, and the browser's own cache emptied (a phone's, months later).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${first.baseURL}${path}`);
    await expect.poll(() => savedNote(page)).toContain('Saved on this device');
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => {
        try {
          return `${link.getAttribute('href')}: ${link.sheet ? link.sheet.cssRules.length : 'none'}`;
        } catch (e) {
          return `${link.getAttribute('href')}: ${String(e)}`;
        }
      }),
    );
    expect(sheets.filter((s) => !/: [1-9]\d*$/.test(s))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Lora/);
  } finally {
    await first.stop();
    await second?.stop();
  }
});
