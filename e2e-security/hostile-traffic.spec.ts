import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { qrRecords } from '../lib/content/seed/data/qr-records';
import { expect, test } from '../e2e/fixtures';
import { MESSAGES, remoteSite, startExtraServer, uniqueClientIp } from '../e2e/helpers';
import { startOperatorApi } from '../e2e/operator-api/server.mjs';
import { cacheState, siteURL } from '../e2e/server-log';
import {
  expectKept,
  expectSecurityHeaders,
  raw,
  withE2eDatabase,
  type RawResponse,
} from './helpers';

/**
 * Cheap requests that used to cost the server disk, CPU or correctness (issue 12): made-up URLs,
 * image variants, media caching, the client address, contact text and its export, share images,
 * QR addresses, methods and redirects, and outages.
 */

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Answered as a miss: a 404, or the redirect of unknown paths to /404. */
function expectNotFound(res: RawResponse, what: string) {
  if (res.status === 307) {
    expect(res.headers.location, what).toMatch(/^\/(?:en\/|ru\/)?404$/);
  } else {
    expect(res.status, what).toBe(404);
  }
}

const MADE_UP_PAGES = [
  '/sec-probe.x',
  '/.env',
  '/wp-login.php',
  '/en./about',
  '/category/historical-figures/ANYTHING',
  '/category/public-figures/000000000001',
  '/category/public-figures/424242',
  '/category/martyrs/424242',
  '/en/genealogy/a/b',
  '/en/genealogy/424242/424243',
  '/ru/genealogy/424242',
  '/made-up/path/that/never/was',
];

test.describe('made-up URLs', () => {
  for (const target of MADE_UP_PAGES) {
    test(`${target}: a miss every time, never a cache entry`, async ({ baseURL }) => {
      const first = await raw(baseURL!, target);
      const second = await raw(baseURL!, target);
      for (const res of [first, second]) {
        expectNotFound(res, target);
        expect(String(res.headers['cache-control'] ?? ''), target).not.toMatch(/s-maxage|public/);
      }
      expect(await cacheState(second.headers), `${target}: kept from the first request`).not.toBe(
        'HIT',
      );
    });
  }

  test('API arguments that name nothing leave nothing in the data cache on disk', async ({
    baseURL,
  }) => {
    const fetchCache = path.join('.next', 'cache', 'fetch-cache');
    const count = () => (fs.existsSync(fetchCache) ? fs.readdirSync(fetchCache).length : 0);
    const before = count();
    for (let i = 0; i < 20; i++) {
      const id = 2_147_483_000 + i; // no record has it, and it is one (MAX_RECORD_ID)
      expect((await raw(baseURL!, `/api/v1/deceased/${id}/details`)).status).toBe(404);
      expect((await raw(baseURL!, `/api/v1/genealogy/deceased/${id}/details`)).status).toBe(404);
      expect((await raw(baseURL!, `/api/v1/martyrs?page=${4242 + i}&limit=43`)).status).toBe(200);
    }
    expect(count()).toBe(before);
  });

  test('ids and page numbers have one spelling: a leading zero is not the same record', async ({
    baseURL,
  }) => {
    expect((await raw(baseURL!, '/api/v1/deceased/0001/details')).status).toBe(400);
    expect((await raw(baseURL!, '/api/v1/martyrs?page=01')).status).toBe(400);
    expect((await raw(baseURL!, '/api/v1/martyrs?limit=012')).status).toBe(400);
    expectNotFound(await raw(baseURL!, '/en/category/public-figures/01'), 'detail 01');
  });

  test('a percent-encoded letter or digit redirects to the plain spelling first', async ({
    baseURL,
  }) => {
    const res = await raw(baseURL!, '/%34%30%34-page');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/404-page');
    const about = await raw(baseURL!, '/en/%61bout');
    expect(about.status).toBe(308);
    expect(about.headers.location).toBe('/en/about');
  });
});

test.describe('images', () => {
  const image = (url: string, w = 640, q = 75) =>
    `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`;

  test('a query string inside url is refused: no new encode per variant', async ({ baseURL }) => {
    for (let n = 0; n < 5; n++) {
      const res = await raw(baseURL!, image(`/media/gallery/g-09.webp?x=${n}`, 1920));
      expect(res.status, `variant ${n}`).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test('folders, odd paths and other qualities are refused with 400, not 500', async ({
    baseURL,
  }) => {
    for (const target of [
      image('/media/x/'),
      image('/media/'),
      image('/media/gallery'),
      image('/media/gallery/g-09.webp', 640, 80),
      image('/media/gallery/g-09.webp', 641),
      image('/media/gallery/g-09.svg'),
    ]) {
      expect((await raw(baseURL!, target)).status, target).toBe(400);
    }
  });

  test('a real image is encoded once, then served from the cache', async ({ baseURL: front }) => {
    const baseURL = siteURL(front!);
    const target = image('/media/gallery/g-08.webp', 384);
    expect((await raw(baseURL!, target)).status).toBe(200);
    await expectKept(baseURL!, target);
  });
});

test.describe('media caching', () => {
  test('immutable only on a media file that exists', async ({ baseURL }) => {
    const file = await raw(baseURL!, '/media/gallery/g-01.webp');
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await raw(baseURL!, `/media/gallery/not-yet-${unique()}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');

    const gallery = await raw(baseURL!, '/media/photo-gallery');
    expect(gallery.status).toBe(200);
    expect(String(gallery.headers['cache-control'])).not.toMatch(/immutable|31536000/);
  });

  test('folders are never listed', async ({ baseURL }) => {
    for (const folder of ['/media/qr', '/media/qr/', '/media/gallery/', '/media/', '/media']) {
      let res = await raw(baseURL!, folder);
      for (let hop = 0; hop < 3 && res.status >= 300 && res.status < 400; hop++) {
        res = await raw(baseURL!, res.headers.location!);
      }
      expect(res.status, folder).toBeGreaterThanOrEqual(400);
      expect(res.status, folder).toBeLessThan(500);
      expect(res.body, folder).not.toMatch(/\.webp/);
    }
  });
});

/** A POST of a valid contact message from `localAddress` (a loopback address of its own). */
function postFrom(baseURL: string, localAddress: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseURL);
  const body = JSON.stringify({
    firstName: 'Anar Əliyev',
    phone: '+994 50 222 33 44',
    email: `addr-${unique()}@example.az`,
    message: 'Salam',
    consent: true,
  });
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path: '/api/v1/contact',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test("the client address is the socket's unless proxies are trusted", async ({ baseURL }) => {
  test.setTimeout(120_000);
  expect(baseURL).toBeTruthy();
  // TRUSTED_PROXY_HOPS unset: X-Forwarded-For is the client's own word.
  const server = await startExtraServer({ TRUSTED_PROXY_HOPS: '' });
  try {
    for (let i = 0; i < 5; i++) {
      const rotating = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect(await postFrom(server.baseURL, '127.0.0.2', rotating)).toBe(201);
    }
    expect(await postFrom(server.baseURL, '127.0.0.2', { 'x-forwarded-for': '203.0.113.99' })).toBe(
      429,
    );
    // Naming another client's address does not spend that client's messages.
    for (let i = 0; i < 6; i++) {
      await postFrom(server.baseURL, '127.0.0.3', { 'x-forwarded-for': '127.0.0.4' });
    }
    expect(await postFrom(server.baseURL, '127.0.0.4')).toBe(201);
  } finally {
    await server.stop();
  }
});

test.describe('contact text and its export', () => {
  const valid = () => ({
    firstName: 'Anar Əliyev',
    phone: '+994 50 222 33 44',
    email: `text-${unique()}@example.az`,
    message: 'Salam',
    consent: true,
  });
  const send = (baseURL: string, body: string | Buffer, type = 'application/json') =>
    raw(baseURL, '/api/v1/contact', {
      method: 'POST',
      headers: { 'content-type': type, 'x-forwarded-for': uniqueClientIp() },
      body,
    });
  const stored = (email: string) =>
    withE2eDatabase(
      (db) =>
        (
          db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?').get(email) as {
            n: number;
          }
        ).n,
    );

  const refused: [string, (m: ReturnType<typeof valid>) => object, number][] = [
    ['ESC', (m) => ({ ...m, message: 'Salam \u001b[2J' }), 400],
    ['BEL', (m) => ({ ...m, firstName: 'Anar\u0007' }), 400],
    ['NUL', (m) => ({ ...m, message: 'Sa\u0000lam' }), 400],
    ['a C1 control', (m) => ({ ...m, message: 'Salam\u009b' }), 400],
    ['a lone surrogate', (m) => ({ ...m, message: 'A\ud800B' }), 400],
  ];
  for (const [label, make, status] of refused) {
    test(`${label} is refused and nothing is stored`, async ({ baseURL }) => {
      const message = make(valid()) as { email: string };
      const res = await send(baseURL!, JSON.stringify(message));
      expect(res.status, label).toBe(status);
      expect(stored(message.email), label).toBe(0);
    });
  }

  test('a body declared in another charset, or not UTF-8, is refused', async ({ baseURL }) => {
    const message = valid();
    const latin1 = await send(
      baseURL!,
      Buffer.from(JSON.stringify({ ...message, message: 'Salam ş' }), 'latin1'),
      'application/json; charset=iso-8859-1',
    );
    expect(latin1.status).toBe(415);
    const bytes = Buffer.from(JSON.stringify({ ...message, message: 'Salam ??' }));
    bytes[bytes.indexOf('??')] = 0xff;
    expect((await send(baseURL!, bytes)).status).toBe(400);
    expect(stored(message.email)).toBe(0);
  });

  test('the CSV export quotes every field and leaves no cell a spreadsheet reads as a formula', async ({
    baseURL,
  }) => {
    const hostile = { ...valid(), message: "Salam;=cmd|' /C calc'!A0", firstName: '=1+1' };
    expect((await send(baseURL!, JSON.stringify(hostile))).status).toBe(201);
    const database = fs.readFileSync(path.join('test-results', 'e2e-db-path.txt'), 'utf8').trim();
    const csv = execFileSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'lib/content/export/cli.ts'],
      { env: { ...process.env, DATABASE_PATH: database }, encoding: 'utf8' },
    );
    const line = csv.split('\r\n').find((l) => l.includes(hostile.email))!;
    expect(line).toContain(`"'=1+1"`);
    expect(line).toContain(`"Salam;'=cmd|' /C calc'!A0"`);
    for (const separator of [',', ';', '\t']) {
      for (const cell of csv.split(/\r\n|\n/).flatMap((l) => l.split(separator))) {
        expect(cell.replace(/^[\s"]+/, ''), `read with ${JSON.stringify(separator)}`).not.toMatch(
          /^[=+\-@]/,
        );
      }
    }
  });
});

test.describe('share images', () => {
  test('drawn once per record and language; query strings reach the same copy', async ({
    baseURL: front,
  }) => {
    const baseURL = siteURL(front!);
    const first = await raw(baseURL!, '/og/ru/category/2.png');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    for (const target of [
      '/og/ru/category/2.png',
      '/og/ru/category/2.png?v=1',
      '/og/ru/category/2.png?v=2',
    ]) {
      expect(await cacheState((await raw(baseURL!, target)).headers), target).toBe('HIT');
    }
  });

  test('drawn again once its record changes, and only then', async ({ baseURL: front }) => {
    const baseURL = siteURL(front!);
    const image = '/og/az/category/4.png';
    const revalidate = (tag: string) =>
      raw(baseURL!, '/api/revalidate', {
        method: 'POST',
        headers: {
          authorization: 'Bearer e2e-revalidate-secret-0123456789',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ tags: [tag] }),
      });
    await raw(baseURL!, image);
    expect(await cacheState((await raw(baseURL!, image)).headers)).toBe('HIT');
    expect((await revalidate('deceased:5')).status).toBe(200);
    expect(await cacheState((await raw(baseURL!, image)).headers), 'another record').toBe('HIT');
    expect((await revalidate('deceased:4')).status).toBe(200);
    expect(await cacheState((await raw(baseURL!, image)).headers), 'its record').toBe('STALE');
  });

  test('non-canonical and unknown ids are 404s, never kept', async ({ baseURL: front }) => {
    const baseURL = siteURL(front!);
    for (const target of [
      '/og/en/category/000000000067.png',
      '/og/en/category/01.png',
      '/og/en/category/424242.png',
      '/og/en/genealogy/424242.png',
    ]) {
      const first = await raw(baseURL!, target);
      const second = await raw(baseURL!, target);
      expect(first.status, target).toBe(404);
      expect(await cacheState(second.headers), target).not.toBe('HIT');
    }
  });
});

test.describe('video posters', () => {
  test('drawn once (ffmpeg runs once a revalidation); query strings reach the same copy, unknown keys are never kept', async ({
    baseURL: front,
  }) => {
    const baseURL = siteURL(front!);
    const first = await raw(baseURL!, '/poster/page/vr.webp');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    for (const target of [
      '/poster/page/vr.webp',
      '/poster/page/vr.webp?v=1',
      '/poster/page/vr.webp?w=4000',
    ]) {
      expect(await cacheState((await raw(baseURL!, target)).headers), target).toBe('HIT');
    }
    for (const target of [
      '/poster/page/nope.webp',
      '/poster/page/vr.png',
      '/poster/page/VR.webp',
      '/poster/people/1.webp',
      '/poster/category/99999999.webp',
    ]) {
      const again = await raw(baseURL!, target);
      expect(again.status, target).toBe(404);
      expect(await cacheState((await raw(baseURL!, target)).headers), target).not.toBe('HIT');
    }
  });
});

test.describe('calendar files', () => {
  test('made once per record and language; query strings reach the same copy', async ({
    baseURL: front,
  }) => {
    const baseURL = siteURL(front!);
    const first = await raw(baseURL!, '/calendar/ru/category/2.ics');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    for (const target of [
      '/calendar/ru/category/2.ics',
      '/calendar/ru/category/2.ics?v=1',
      '/calendar/ru/category/2.ics?v=2',
    ]) {
      expect(await cacheState((await raw(baseURL!, target)).headers), target).toBe('HIT');
    }
  });

  test('non-canonical and unknown ids, monuments and other names are 404s, never kept', async ({
    baseURL: front,
    request,
  }) => {
    const baseURL = siteURL(front!);
    const monuments = await (
      await request.get('/api/v1/historical-monuments?limit=1&page=1')
    ).json();
    for (const target of [
      '/calendar/en/category/000000000067.ics',
      '/calendar/en/category/01.ics',
      '/calendar/en/category/424242.ics',
      '/calendar/en/genealogy/424242.ics',
      `/calendar/en/category/${monuments.figures[0].id}.ics`,
      '/calendar/en/category/2.ICS',
      '/calendar/xx/category/2.ics',
    ]) {
      const first = await raw(baseURL!, target);
      const second = await raw(baseURL!, target);
      expect(first.status, target).toBe(404);
      // Said in words, in the path's language (a language it does not know: Azerbaijani).
      expect(first.headers['content-type'], target).toContain('text/plain');
      expect(await cacheState(second.headers), target).not.toBe('HIT');
    }
  });
});

test.describe('QR records', () => {
  const record = qrRecords[0]!;

  test('the lower-case UUID is the only address: other cases redirect to it', async ({
    baseURL,
  }) => {
    for (const [target, expected] of [
      [`/qrcode/${record.randomUUID.toUpperCase()}`, `/qrcode/${record.randomUUID}`],
      [`/en/qrcode/${record.randomUUID.toUpperCase()}`, `/en/qrcode/${record.randomUUID}`],
    ] as const) {
      const res = await raw(baseURL!, target);
      expect(res.status, target).toBe(308);
      expect(res.headers.location, target).toBe(expected);
    }
    expect((await raw(baseURL!, `/qrcode/${record.randomUUID}`)).status).toBe(200);
    // The API takes the one address too.
    const api = `/api/v1/qrcode/${record.randomUUID}`;
    expect((await raw(baseURL!, api)).status).toBe(200);
    expect(
      (await raw(baseURL!, api.toUpperCase().replace('/API/V1/QRCODE/', '/api/v1/qrcode/'))).status,
    ).toBe(400);
  });

  test('a badge page is kept by the server only: private to every other cache, made-up UUIDs never kept', async ({
    baseURL,
  }) => {
    for (const lang of ['', '/en']) {
      const target = `${lang}/qrcode/${record.randomUUID}`;
      const first = await raw(baseURL!, target);
      expect(first.headers['cache-control'], target).toBe('private, no-store');
      await expectKept(baseURL!, target);
      const again = await raw(baseURL!, target);
      expect(again.status, target).toBe(200);
      expect(again.headers['cache-control'], target).toBe('private, no-store');
      expect(again.body, target).toContain(record.name);
    }
    for (const target of [
      '/qrcode/00000000-0000-4000-8000-000000000000',
      `/qrcode/${record.randomUUID.toUpperCase()}`,
      '/en/qrcode/not-a-uuid',
      `/xx/qrcode/${record.randomUUID}`,
    ]) {
      await raw(baseURL!, target);
      const again = await raw(baseURL!, target);
      expect(again.status, target).not.toBe(200);
      expect(again.headers['cache-control'], target).toMatch(/\bno-store\b/);
      expect(await cacheState(again.headers), target).not.toBe('HIT');
    }
  });

  test('badge photos have unguessable names', async ({ baseURL }) => {
    const page = await raw(baseURL!, `/qrcode/${record.randomUUID}`);
    const src = decodeURIComponent(/<img src="([^"]+)"/.exec(page.body)![1]!);
    expect(src).toMatch(/\/media\/qr\/[0-9a-f]{32}\.webp/);
    for (let i = 1; i <= 6; i++) {
      expect((await raw(baseURL!, `/media/qr/q-0${i}.webp`)).status).toBe(404);
    }
  });
});

test.describe('methods and redirects', () => {
  const TARGETS = [
    '/',
    '/about',
    '/api/v1/homepage',
    '/api/v1/contact',
    '/logo.svg',
    '/robots.txt',
    '/sitemap.xml',
    `/qrcode/${qrRecords[0]!.randomUUID}`,
    '/og/en/category/1.png',
    '/calendar/en/category/1.ics',
    '/media/gallery/g-01.webp',
  ];
  // The front refuses first; the site alone (npm run demo) answers the same (server/main.mjs).
  const frontAndSite = (front: string) => [front, siteURL(front)];

  test('TRACE and methods no route takes are refused everywhere with 405', async ({ baseURL }) => {
    for (const base of frontAndSite(baseURL!)) {
      for (const method of ['TRACE', 'PROPFIND']) {
        for (const target of TARGETS) {
          const what = `${method} ${base}${target}`;
          const res = await raw(base, target, { method });
          expect(res.status, what).toBe(405);
          expect(res.headers.allow, what).toBe('GET, HEAD');
          expectSecurityHeaders(res.headers, what);
        }
      }
    }
  });

  test('pages and files take GET and HEAD only', async ({ baseURL }) => {
    for (const base of frontAndSite(baseURL!)) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
        for (const target of [
          '/',
          '/about',
          '/en/category/martyrs',
          '/logo.svg',
          '/media/gallery/g-01.webp',
          '/og/en/category/1.png',
          '/calendar/en/category/1.ics',
        ]) {
          const res = await raw(base, target, { method });
          expect(res.status, `${method} ${base}${target}`).toBe(405);
          expect(res.headers.allow, `${method} ${base}${target}`).toBe('GET, HEAD');
        }
      }
      // The API names its own: 405 from the route with what it takes.
      const put = await raw(base, '/api/v1/homepage', { method: 'PUT' });
      expect(put.status).toBe(405);
    }
  });

  test("Next's own redirects carry the security headers and no internal path", async ({
    baseURL,
  }) => {
    for (const target of ['/en/about/', '//about', '/media/gallery/']) {
      const res = await raw(baseURL!, target);
      expect(res.status, target).toBe(308);
      expectSecurityHeaders(res.headers, target);
    }
    for (const target of ['/about', '/en/about', '/category/public-figures/1']) {
      const res = await raw(baseURL!, target);
      expect(res.headers['x-middleware-rewrite'], target).toBeUndefined();
    }
  });

  test('the benchmark floor is off in production', async ({ baseURL }) => {
    expect((await raw(baseURL!, '/bench/floor')).status).toBe(404);
  });
});

test('a page rendered while the source is down answers 503 with Retry-After, never kept', async () => {
  test.setTimeout(120_000);
  const upstream = await startOperatorApi();
  const server = await startExtraServer(remoteSite(upstream));
  upstream.setMode('*', 'error');
  upstream.setMode('/api/v1/genealogy', 'error');
  try {
    for (const target of [
      '/category/public-figures/101',
      '/en/category/martyrs/701',
      '/ru/genealogy/41/4101',
      '/public-figures',
    ]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await raw(server.baseURL, target);
        expect(res.status, target).toBe(503);
        expect(Number(res.headers['retry-after']), target).toBeGreaterThan(0);
        expect(res.headers['cache-control'], target).toBe('no-store');
        expect(await cacheState(res.headers, server.dbPath()), target).not.toBe('HIT');
        const lang = (/^\/(en|ru)\//.exec(target)?.[1] ?? 'az') as 'az' | 'en' | 'ru';
        expect(res.body, target).toContain(MESSAGES[lang].Unavailable.title);
      }
    }
  } finally {
    await server.stop();
    await upstream.close();
  }
});
