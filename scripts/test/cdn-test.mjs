// `npm run test:cdn`: Debian's nginx with proxy_cache and its default rules in front of the
// production server on a seeded SQLite store, as a CDN would hold the site (docs/performance.md).
// Needs a production build (`npm run build:e2e`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  distDir,
  ensureBuild,
  sampleRecords,
  seedStore,
  startServer,
} from '../lib/prod-server.mjs';
import { check, results, sleep } from './lib/checks.mjs';
import { freePort, startNginx, stopAll } from '../lib/services.mjs';

const SECRET = 'cdn-test-secret-0123456789abcdef';
const MAX_AGE = 4;

async function get(origin, pathname, headers = {}) {
  const res = await fetch(origin + pathname, { headers, redirect: 'manual' });
  return {
    status: res.status,
    cache: res.headers.get('x-cache-status'),
    cookies: res.headers.getSetCookie(),
    headers: res.headers,
    text: await res.text(),
  };
}

/** One request written as given (fetch would resolve `..` and refuse `*`), through `port`. */
function rawRequest(port, method, target) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const htmlLang = (html) => /<html lang="([a-z]+)"/.exec(html)?.[1];
const heading = (html) => /<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? '';
const langOf = (pathname) => /^\/(en|ru)(?:[/?]|$)/.exec(pathname)?.[1] ?? 'az';

function publicPages(ids) {
  const inside = [
    '/',
    '/about',
    '/contact',
    '/general-rules',
    '/user-agreement',
    '/services/memorial-page',
    '/services/qr-code-dog-tag',
    '/media/photo-gallery',
    '/media/video-gallery',
    '/martyrs',
    '/martyrs?page=2',
    '/public-figures',
    '/dear-memories',
    '/historical-monuments',
    '/category/historical-figures',
    '/category/public-figures?page=2',
    '/genealogy',
    '/genealogy?page=2',
    `/genealogy/${ids.genealogy}`,
    `/genealogy/${ids.genealogy}/${ids.genealogyMember}`,
    `/category/public-figures/${ids.publicFigure}`,
    `/category/historical-figures/${ids.historicalFigure}`,
    `/category/martyrs/${ids.martyr}`,
    `/category/dear-memories/${ids.dearMemory}`,
    `/category/historical-monuments/${ids.monument}`,
  ];
  return [
    ...inside.filter((p) => p !== '/'),
    ...['/en', '/ru'],
    ...inside.filter((_, i) => i % 3 === 1).flatMap((p) => [`/en${p}`, `/ru${p}`]),
  ];
}

async function main() {
  ensureBuild();
  console.log(`test:cdn on ${distDir}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-cdn-'));
  const file = path.join(dir, 'content.sqlite');
  seedStore(file);
  const ids = sampleRecords(file);
  const [port, cdnPort] = await Promise.all([freePort(), freePort()]);
  let server;
  try {
    server = await startServer({
      port,
      databasePath: file,
      env: {
        REVALIDATE_SECRET: SECRET,
        CDN_MAX_AGE_SECONDS: String(MAX_AGE),
        BENCH_FLOOR: '',
        // nginx on loopback appends the address it saw, and the test plays a CDN in front of it
        // (X-Forwarded-For) for clients of its own; without it, the client is nginx's peer.
        TRUSTED_PROXY_HOPS: '2',
      },
    });
    const cdn = await startNginx({
      port: cdnPort,
      upstreams: [`127.0.0.1:${port}`],
      cache: true,
    });
    const pages = publicPages(ids);
    // The build's copies are older than their revalidation time by now: asked once at the
    // origin, each renders anew, as it would for the first visitor of the day.
    for (const page of ['/', ...pages]) await get(server.origin, page, { 'accept-language': 'az' });
    await sleep(500);

    await check(
      `${pages.length} public pages: MISS, then HIT, in their URL's language, no cookie`,
      async () => {
        for (const page of pages) {
          let first = await get(cdn.url, page);
          // A copy past its revalidation time answers once more while Next renders the new
          // one, with no-cache: the cache asks again (server/http-policy.mjs).
          for (let i = 0; i < 20 && first.headers.get('cache-control') === 'no-cache'; i++) {
            await sleep(100);
            first = await get(cdn.url, page);
          }
          assert.equal(first.status, 200, `${page} answered ${first.status}`);
          assert.equal(first.cache, 'MISS', `${page} first asked`);
          const second = await get(cdn.url, page);
          assert.equal(second.status, 200, page);
          assert.equal(second.cache, 'HIT', `${page}: ${second.headers.get('cache-control')}`);
          assert.equal(second.text, first.text, `${page}: the copy is the page`);
          assert.equal(htmlLang(second.text), langOf(page), `${page} <html lang>`);
          assert.deepEqual([...first.cookies, ...second.cookies], [], `${page} sets no cookie`);
          assert.match(
            first.headers.get('cache-control') ?? '',
            /s-maxage=\d+, stale-while-revalidate=\d+/,
          );
        }
      },
    );

    await check('/ answers each visitor by stored choice, then browser language', async () => {
      const visitors = [
        // The site's router (an az page's home link) first, then a visitor whose headers
        // match it but for Next-Url: the cache must not give them the router's answer.
        [{ 'next-url': '/az/about', 'accept-language': 'en-GB,en;q=0.8' }, 200, 'az'],
        [{ 'accept-language': 'az' }, 200, 'az'],
        [{ 'accept-language': 'de-DE,de;q=0.9' }, 200, 'az'],
        [{ 'accept-language': 'ru-RU,ru;q=0.9' }, 307, '/ru'],
        [{ 'accept-language': 'en-GB,en;q=0.8' }, 307, '/en'],
        [{ cookie: 'NEXT_LOCALE=en', 'accept-language': 'ru' }, 307, '/en'],
        [{ cookie: 'NEXT_LOCALE=az', 'accept-language': 'ru' }, 200, 'az'],
      ];
      // Twice round: the second time from the cache where it may be, with the same answers.
      for (let round = 0; round < 2; round++) {
        for (const [headers, status, expected] of visitors) {
          const res = await get(cdn.url, '/', headers);
          const who = JSON.stringify(headers);
          assert.equal(res.status, status, who);
          assert.deepEqual(res.cookies, [], `${who} sets no cookie`);
          assert.match(res.headers.get('vary') ?? '', /Cookie.*Accept-Language/, who);
          if (status === 200) {
            assert.equal(htmlLang(res.text), expected, who);
            assert.equal(res.cache, round === 0 ? 'MISS' : 'HIT', `${who} round ${round}`);
          } else {
            assert.equal(new URL(res.headers.get('location'), cdn.url).pathname, expected, who);
            assert.notEqual(res.cache, 'HIT', `${who}: a redirect by language is not shared`);
          }
        }
      }
    });

    await check('QR pages, errors and the API stay out of the cache', async () => {
      for (const page of [`/qrcode/${ids.qrUuid}`, '/404', '/en/404', '/api/v1/search?key=abc']) {
        await get(cdn.url, page);
        const again = await get(cdn.url, page);
        assert.notEqual(again.cache, 'HIT', page);
        assert.deepEqual(again.cookies, [], page);
      }
      const qr = await get(cdn.url, `/qrcode/${ids.qrUuid}`);
      assert.match(qr.headers.get('cache-control') ?? '', /private/);
    });

    await check(
      `an edit plus a revalidation reaches visitors within s-maxage (${MAX_AGE} s)`,
      async () => {
        const page = `/en/category/public-figures/${ids.publicFigure}`;
        const db = new Database(file);
        try {
          const { name_en: name } = db
            .prepare('select name_en from deceased where id = ?')
            .get(ids.publicFigure);
          await get(cdn.url, page);
          const before = await get(cdn.url, page);
          assert.equal(heading(before.text), name);
          assert.equal(before.cache, 'HIT');
          const edited = `${name} (edited in the CDN test)`;
          db.prepare('update deceased set name_en = ? where id = ?').run(edited, ids.publicFigure);
          const res = await fetch(`${server.origin}/api/revalidate`, {
            method: 'POST',
            headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
            body: JSON.stringify({ tags: [`deceased:${ids.publicFigure}`] }),
          });
          assert.equal(res.status, 200, await res.text());
          const revalidated = Date.now();
          const held = await get(cdn.url, page);
          assert.equal(held.cache, 'HIT');
          assert.equal(heading(held.text), name, 'the cache holds the old copy until s-maxage');
          let seen;
          while (Date.now() - revalidated < (MAX_AGE + 2) * 1000) {
            const now = await get(cdn.url, page);
            if (heading(now.text) === edited) {
              seen = { after: Date.now() - revalidated, cache: now.cache };
              break;
            }
            await sleep(100);
          }
          assert.ok(seen, `the edit did not reach visitors within ${MAX_AGE + 2} s`);
          // nginx counts whole seconds: a copy with s-maxage=4 is served 4 to 5 s, then one stale
          // answer from the origin while the page renders (docs/performance.md).
          assert.ok(
            seen.after <= (MAX_AGE + 1) * 1000 + 500,
            `reached visitors after ${seen.after} ms`,
          );
          console.log(
            `       (the edit reached visitors ${seen.after} ms after the revalidation, ${seen.cache})`,
          );
          db.prepare('update deceased set name_en = ? where id = ?').run(name, ids.publicFigure);
        } finally {
          db.close();
        }
      },
    );

    assert.equal(cdn.logs().match(/\[(?:crit|alert|emerg)\]/g), null, cdn.logs());

    await check(
      'the edges hold behind nginx terminating TLS (X-Forwarded-Proto: https)',
      async () => {
        const tls = await startNginx({
          port: await freePort(),
          upstreams: [`127.0.0.1:${port}`],
          forwardedProto: 'https',
        });
        try {
          const { port: tlsPort } = new URL(tls.url);
          for (const [method, target, status] of [
            ['GET', '/./bench/floor', 404],
            ['GET', '/api/../bench/floor', 404],
            ['GET', 'http://evil.example/en/about', 200],
            ['GET', '*', 400],
            ['GET', '/en/about', 200],
          ]) {
            const res = await rawRequest(Number(tlsPort), method, target);
            const what = `${method} ${target}`;
            assert.equal(res.status, status, what);
            // The method gate and Next's internal headers are the shipped front's (test:front).
            assert.doesNotMatch(res.headers.location ?? '', /evil\.example/, what);
            if (status !== 400)
              assert.match(res.headers['strict-transport-security'] ?? '', /max-age/, what);
          }

          // The contact route and the revalidation secret, as the proxy's one client (127.0.0.1).
          const post = (target, body, headers = {}) =>
            fetch(tls.url + target, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: tls.url, ...headers },
              body: JSON.stringify(body),
            });
          const message = (n) => ({
            firstName: 'Behind nginx',
            phone: '+994 12 555 00 00',
            email: 'nginx@example.com',
            consent: true,
            message: `Message ${n} through a proxy that terminated TLS`,
          });
          const key = { 'idempotency-key': `cdn-test-${Date.now()}-0123456789` };
          assert.equal((await post('/api/v1/contact', message(1), key)).status, 201);
          assert.equal((await post('/api/v1/contact', message(1), key)).status, 201, 'again');
          assert.equal((await post('/api/v1/contact', message(2), key)).status, 422, 'another');
          const statuses = [];
          for (let n = 2; n <= 6; n++)
            statuses.push((await post('/api/v1/contact', message(n))).status);
          assert.deepEqual(statuses, [201, 201, 201, 201, 429], 'five a minute, a replay free');
          const stored = new Database(file, { readonly: true });
          try {
            const { n } = stored
              .prepare(
                "select count(*) as n from contact_messages where first_name = 'Behind nginx'",
              )
              .get();
            assert.equal(n, 5);
          } finally {
            stored.close();
          }
          const bare = await post('/api/revalidate', {}, { authorization: SECRET });
          assert.equal(bare.status, 401, 'the secret without Bearer');
          const wrong = [];
          for (let i = 0; i < 11; i++) {
            const res = await post('/api/revalidate', {}, { authorization: `Bearer x${SECRET}` });
            wrong.push(res.status);
          }
          // The bare secret was the first of ten wrong ones in 15 minutes: the eleventh waits.
          assert.deepEqual(wrong, [...Array(9).fill(401), 429, 429], 'wrong secrets are throttled');

          // Twelve addresses of one IPv6 subscriber's /64, as a CDN in front would name them.
          const subscriber = [];
          for (let n = 1; n <= 12; n++) {
            const res = await post('/api/v1/contact', message(100 + n), {
              'x-forwarded-for': `2001:db8:77:2::${n.toString(16)}`,
            });
            subscriber.push(res.status);
          }
          assert.deepEqual(subscriber, [...Array(5).fill(201), ...Array(7).fill(429)], 'one /64');
        } finally {
          await tls.stop();
        }
      },
    );

    await check(
      'behind a cache that ignores Vary, / keeps every visitor in their language with CDN_IGNORES_VARY=1',
      async () => {
        const visitors = [
          [{ 'accept-language': 'az' }, 'az'],
          [{ 'accept-language': 'en-GB,en;q=0.8' }, 'en'],
          [{ 'accept-language': 'ru-RU,ru;q=0.9' }, 'ru'],
          [{ cookie: 'NEXT_LOCALE=en', 'accept-language': 'az' }, 'en'],
        ];
        // The language a visitor ends up reading at `/`, through `url`.
        const langAt = async (url, headers) => {
          const res = await get(url, '/', headers);
          if (res.status === 200) return { lang: htmlLang(res.text), res };
          return { lang: langOf(new URL(res.headers.get('location'), url).pathname), res };
        };
        const ignoring = 'proxy_ignore_headers Vary;';
        // Without the setting, such a cache gives the first visitor's answer to everyone after.
        const plain = await startNginx({
          port: await freePort(),
          upstreams: [`127.0.0.1:${port}`],
          cache: true,
          extraServerConfig: ignoring,
        });
        const wrong = [];
        for (const [headers, lang] of visitors) {
          const seen = await langAt(plain.url, headers);
          if (seen.lang !== lang) wrong.push(`${JSON.stringify(headers)} read ${seen.lang}`);
        }
        assert.ok(wrong.length > 0, 'a cache ignoring Vary was expected to mix the languages');
        await plain.stop();

        const careful = await startServer({
          port: await freePort(),
          databasePath: file,
          env: { CDN_IGNORES_VARY: '1', BENCH_FLOOR: '', TRUSTED_PROXY_HOPS: '1' },
        });
        const front = await startNginx({
          port: await freePort(),
          upstreams: [`127.0.0.1:${new URL(careful.origin).port}`],
          cache: true,
          extraServerConfig: ignoring,
        });
        try {
          for (let round = 0; round < 2; round++) {
            for (const [headers, lang] of visitors) {
              const seen = await langAt(front.url, headers);
              const who = `${JSON.stringify(headers)} round ${round}`;
              assert.equal(seen.lang, lang, who);
              assert.notEqual(seen.res.cache, 'HIT', `${who}: / is never shared`);
            }
          }
          const home = await get(front.url, '/', { 'accept-language': 'az' });
          assert.equal(home.headers.get('cache-control'), 'private, no-cache');
          // Every other page is shared as before.
          await get(front.url, '/about');
          assert.equal((await get(front.url, '/about')).cache, 'HIT');
          // Nothing in brotli from the site, which such a cache would hand to a client asking
          // for gzip (the site compresses nothing: the front does, front/nginx.conf).
          const chunk = /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home.text)?.[1];
          for (const target of ['/contact', chunk]) {
            const res = await fetch(front.url + target, {
              headers: { 'accept-encoding': 'br, gzip' },
            });
            assert.notEqual(res.headers.get('content-encoding'), 'br', target);
          }
          console.log(`       (without the setting: ${wrong.join('; ')})`);
        } finally {
          await front.stop();
          await careful.stop();
        }
      },
    );
  } finally {
    await server?.stop();
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`test:cdn: ${results.filter((r) => r.ok).length} checks passed`);
}

main().catch((error) => {
  console.error(`test:cdn failed: ${error?.message ?? error}`);
  process.exitCode = 1;
});
