// `npm run test:front`: the production stack of `npm run serve` (scripts/run/serve.mjs: the site
// behind nginx with front/nginx.conf, HTTPS on a throw-away certificate) on a seeded SQLite store,
// checked with real requests: HTTP/2, compression, the build's files, the method gate, the body
// limit, Next's headers, the access log, the page cache, slow clients and the stop. Needs a
// production build (`npm run build`) and `sh scripts/setup.sh --front`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import {
  frontProblems,
  frontSettings,
  nginxBinary,
  renderFrontConfig,
  root,
} from '../lib/front.mjs';
import { freePort } from '../lib/free-port.mjs';
import { findAccessLine } from '../lib/access-log.mjs';
import { descendants, readText } from '../lib/proc.mjs';
import { PAGE_STATES } from '../../lib/runtime/page-state.mjs';
import Database from 'better-sqlite3';
import { distDir, ensureBuild, sampleRecords, seedStore } from '../lib/prod-server.mjs';
import { check, results, sleep } from './lib/checks.mjs';

// Short enough for the test to wait them out; the shipped values are in front/nginx.conf.
const DIRECTIVES = { client_header_timeout: '2s', send_timeout: '2s' };

/** The body as sent (still compressed). */
function request(port, { method = 'GET', target = '/', headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, headers, agent: false, localAddress },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function decoded({ headers, body }) {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const internal = (headers) => Object.keys(headers).filter((h) => /^x-(nextjs|middleware)-/.test(h));

/** Writes `text`, reads nothing for `pauseMs`; resolves once the connection is closed. */
function rawClient(port, text, { pauseMs = 0, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let bytes = 0;
    let opened = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`the connection was still open after ${timeoutMs} ms (${bytes} bytes read)`),
      );
    }, timeoutMs);
    socket.on('connect', () => {
      opened = Date.now();
      socket.write(text);
      if (pauseMs > 0) {
        socket.pause();
        setTimeout(() => socket.resume(), pauseMs);
      }
    });
    socket.on('data', (chunk) => (bytes += chunk.length));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfter: Date.now() - opened, bytes });
    });
  });
}

/**
 * A visitor in a process of its own, until its stdin ends: a GET every 100 ms from
 * `localAddress`, each line `{ status, ms, connectMs }`. Timed there, not in this process,
 * whose event loop may be busy with many sockets (a visit timed here once read 1,160 ms).
 */
const VISITOR = `
const http = require('node:http');
const [port, localAddress] = process.argv.slice(1);
let visiting = true;
process.stdin.on('end', () => (visiting = false)).resume();
(async () => {
  for (let i = 0; visiting; i += 1) {
    const path = i % 2 ? '/martyrs' : '/about?visit=' + i;
    const started = performance.now();
    let connectMs;
    const status = await new Promise((done) =>
      http
        .get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) =>
          res.resume().on('end', () => done(res.statusCode)),
        )
        .on('socket', (s) => s.once('connect', () => (connectMs = performance.now() - started)))
        .on('error', () => done(0)),
    );
    console.log(JSON.stringify({ status, ms: performance.now() - started, connectMs }));
    await new Promise((r) => setTimeout(r, 100));
  }
})();
`;

/** The kernel's count of connections dropped because a listen queue was full (TcpExt). */
function listenOverflows() {
  const [names, values] = readText('/proc/net/netstat')
    .split('\n')
    .filter((line) => line.startsWith('TcpExt:'))
    .map((line) => line.split(/\s+/));
  return Number(values?.[names.indexOf('ListenOverflows')] ?? NaN);
}

/** TCP connections in state ESTABLISHED on `port` here, from `peerPort` if given (IPv4). */
function establishedOn(port, peerPort) {
  const hex = (p) => `:${p.toString(16).toUpperCase().padStart(4, '0')}`;
  return readText('/proc/net/tcp')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, local, peer, state]) =>
        local?.endsWith(hex(port)) &&
        (peerPort === undefined || peer?.endsWith(hex(peerPort))) &&
        state === '01',
    ).length;
}

/** The build's chunks, the largest first: `{ name, size }`. */
function chunksBySize() {
  const chunks = path.join(distDir, 'static', 'chunks');
  return fs
    .readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: fs.statSync(path.join(chunks, name)).size }))
    .sort((a, b) => b.size - a.size);
}

/** A connection asking for the largest chunk again and again, reading nothing. */
async function stalledReader(port) {
  const [{ name: chunk }] = chunksBySize();
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET /_next/static/chunks/${chunk} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(160));
  socket.pause();
  return { localPort: socket.localPort, opened: Date.now() };
}

const alive = (pid) => /^\d+ \(.*\) [^ZX]/s.test(readText(`/proc/${pid}/stat`));

function portFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.on('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function distinctPorts(n) {
  const ports = new Set();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}

/** `npm run serve`'s code in a process of its own, with the test's short timeouts. */
function startServe({ env, logFile }) {
  const serveUrl = pathToFileURL(path.join(root, 'scripts/run/serve.mjs')).href;
  const code = `import { main } from ${JSON.stringify(serveUrl)};
await main({ directives: ${JSON.stringify(DIRECTIVES)} });`;
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env,
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)));
  return { child, exited };
}

const SECRET = 'front-test-revalidate-secret';
// The front's copies expire this soon, so that an edit is seen within the check.
const MAX_AGE = 5;

async function main() {
  ensureBuild();
  const problems = frontProblems({ selfSigned: true });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  console.log(`test:front on ${distDir}`);
  await check(
    'TRUSTED_PROXY_HOPS=0 stops it: behind the front every visitor would be 127.0.0.1',
    () => {
      assert.throws(
        () => frontSettings({ TRUSTED_PROXY_HOPS: '0' }),
        /TRUSTED_PROXY_HOPS must be at least 1/,
      );
      assert.equal(frontSettings({ TRUSTED_PROXY_HOPS: '2' }).frontPort, 8080);
    },
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-front-test-'));
  // nginx's workers, as nobody when this runs as root, write in the run folder inside.
  fs.chmodSync(dir, 0o755);
  const databasePath = path.join(dir, 'content.sqlite');
  const runDir = path.join(dir, 'run');
  const logFile = path.join(dir, 'serve.log');
  seedStore(databasePath);
  // A file an operator named in Azerbaijani, there before the site starts (Next lists public/ then).
  const localName = path.join(root, 'public', 'media', 'video', 'Şəhid xatirəsi.mp4');
  fs.copyFileSync(path.join(root, 'public', 'media', 'video', 'v-01.mp4'), localName);
  const [port, frontPort, tlsPort] = await distinctPorts(3);
  const { API_URL, ADMIN_URL, MEDIA_URL, DATABASE_URL, REDIS_URL, TRUSTED_PROXY_HOPS, ...env } =
    process.env;
  void [API_URL, ADMIN_URL, MEDIA_URL, DATABASE_URL, REDIS_URL, TRUSTED_PROXY_HOPS];
  const serve = startServe({
    env: {
      ...env,
      PORT: String(port),
      FRONT_PORT: String(frontPort),
      FRONT_TLS_PORT: String(tlsPort),
      FRONT_RUN_DIR: runDir,
      DATABASE_PATH: databasePath,
      SITE_URL: `https://localhost:${tlsPort}`,
      BENCH_FLOOR: '',
      REVALIDATE_SECRET: SECRET,
      CDN_MAX_AGE_SECONDS: String(MAX_AGE),
    },
    logFile,
  });
  const serveLog = () => readText(logFile);
  const accessLog = () => readText(path.join(runDir, 'access.log'));
  let stub;
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const status = await Promise.race([
        request(frontPort, { target: '/api/health' }).then(
          (res) => res.status,
          () => 0,
        ),
        serve.exited.then((code) => `exited ${code}`),
      ]);
      if (status === 200) break;
      if (typeof status === 'string' || Date.now() > deadline) {
        throw new Error(`npm run serve did not come up (${status}):\n${serveLog()}`);
      }
      await sleep(250);
    }
    console.log(`  (site on ${port}, front on ${frontPort} and ${tlsPort} with TLS)`);
    // Reached without the front, the site cuts a client that stops reading itself (within 30 s:
    // server/main.mjs); checked at the end, while the other checks run.
    const stalled = await stalledReader(port);

    await check('HTTP/2 over TLS answers a page 200', async () => {
      const session = http2.connect(`https://localhost:${tlsPort}`, { rejectUnauthorized: false });
      try {
        const status = await new Promise((resolve, reject) => {
          session.on('error', reject);
          const stream = session.request({ ':path': '/about', 'accept-encoding': 'br' });
          let headers;
          stream.on('response', (h) => (headers = h));
          stream.resume();
          stream.on('end', () => resolve(headers));
          stream.on('error', reject);
        });
        assert.equal(session.alpnProtocol, 'h2');
        assert.equal(status[':status'], 200);
        assert.equal(status['content-encoding'], 'br');
      } finally {
        session.close();
      }
    });

    const flight = { rsc: '1' };
    await check(
      'a page, a flight and the API: brotli when br is accepted, gzip when only gzip is',
      async () => {
        const plainApi = decoded(await request(frontPort, { target: '/api/v1/homepage' }));
        for (const [target, headers, type] of [
          ['/about', {}, /^text\/html/],
          ['/about?_rsc', flight, /^text\/x-component/],
          ['/api/v1/homepage', {}, /^application\/json/],
        ]) {
          for (const [accept, encoding] of [
            ['gzip, deflate, br, zstd', 'br'],
            ['gzip, deflate', 'gzip'],
          ]) {
            const res = await request(frontPort, {
              target,
              headers: { ...headers, 'accept-encoding': accept },
            });
            const what = `${target} ${accept}`;
            assert.equal(res.status, 200, what);
            assert.match(res.headers['content-type'] ?? '', type, what);
            assert.equal(res.headers['content-encoding'], encoding, what);
            assert.ok(decoded(res).length > 500, `${what} decodes`);
            if (target.startsWith('/api/')) assert.deepEqual(decoded(res), plainApi, what);
          }
        }
      },
    );

    await check('a chunk is its .br file byte for byte, immutable, one Last-Modified', async () => {
      const chunks = path.join(distDir, 'static', 'chunks');
      const [name] = fs
        .readdirSync(chunks)
        .filter((n) => n.endsWith('.js') && fs.existsSync(path.join(chunks, `${n}.br`)))
        .sort(
          (a, b) => fs.statSync(path.join(chunks, b)).size - fs.statSync(path.join(chunks, a)).size,
        );
      const target = `/_next/static/chunks/${name}`;
      const file = path.join(chunks, name);
      const brotli = await request(frontPort, {
        target,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      const gzip = await request(frontPort, { target, headers: { 'accept-encoding': 'gzip' } });
      const plain = await request(frontPort, { target });
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.ok(brotli.body.equals(fs.readFileSync(`${file}.br`)), 'the .br file as it is on disk');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.ok(zlib.gunzipSync(gzip.body).equals(fs.readFileSync(file)), 'gzip of the file');
      assert.ok(plain.body.equals(fs.readFileSync(file)), 'the file');
      for (const res of [brotli, gzip, plain]) {
        assert.equal(res.status, 200);
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.match(res.headers['content-type'] ?? '', /^application\/javascript; charset=utf-8/i);
      }
      const dates = new Set([brotli, gzip, plain].map((r) => r.headers['last-modified']));
      assert.equal(dates.size, 1, `Last-Modified: ${[...dates].join(' / ')}`);
      const since = { 'accept-encoding': 'br', 'if-modified-since': [...dates][0] };
      assert.equal((await request(frontPort, { target, headers: since })).status, 304);
      const missing = await request(frontPort, { target: '/_next/static/chunks/not-built.js' });
      assert.equal(missing.status, 404);
      assert.equal(missing.headers['cache-control'], undefined, 'a 404 is not immutable');
      console.log(
        `       (${target}: ${brotli.body.length} bytes in brotli, ${plain.body.length} plain)`,
      );
    });

    await check(
      'a media file is immutable at the front, whatever the letters of its name',
      async () => {
        for (const name of ['v-01.mp4', 'Şəhid xatirəsi.mp4']) {
          const res = await request(frontPort, {
            target: `/media/video/${encodeURIComponent(name)}`,
          });
          assert.equal(res.status, 200, name);
          assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', name);
        }
      },
    );

    await check(
      'a media file answers a Range: 206, or 416 past its end, never immutable',
      async () => {
        const target = '/media/video/v-01.mp4';
        const size = fs.statSync(path.join(root, 'public', target)).size;
        const part = await request(frontPort, { target, headers: { range: 'bytes=0-9' } });
        assert.equal(part.status, 206);
        assert.equal(part.headers['content-range'], `bytes 0-9/${size}`);
        assert.equal(part.body.length, 10);
        const past = await request(frontPort, { target, headers: { range: 'bytes=999999999-' } });
        assert.equal(past.status, 416);
        assert.equal(past.headers['content-range'], `bytes */${size}`);
        assert.equal(past.headers['cache-control'], 'no-store');
      },
    );

    await check('pages and files take GET and HEAD only; /api/ routes get the rest', async () => {
      for (const [method, target] of [
        ['POST', '/about'],
        ['PUT', '/en/contact'],
        ['DELETE', '/_next/static/chunks/x.js'],
        ['OPTIONS', '/'],
        ['TRACE', '/api/v1/homepage'],
        ['PROPFIND', '/api/v1/homepage'],
      ]) {
        const res = await request(frontPort, { method, target });
        assert.equal(res.status, 405, `${method} ${target}`);
        assert.equal(res.headers.allow, 'GET, HEAD', `${method} ${target}`);
      }
      // The site answers these itself: its access log has the request's id.
      for (const method of ['DELETE', 'OPTIONS', 'POST']) {
        const res = await request(frontPort, { method, target: '/api/v1/homepage' });
        await waitForLine(serveLog, res.headers['x-request-id'], `${method} /api/v1/homepage`);
      }
    });

    await check(
      'a body over the limit: 413 from nginx (over the form’s 96 KiB), from the site (JSON over 32 KiB)',
      async () => {
        const post = (size) =>
          request(frontPort, {
            method: 'POST',
            target: '/api/v1/contact',
            headers: { 'content-type': 'application/json', origin: `https://localhost:${tlsPort}` },
            body: JSON.stringify({ message: 'x'.repeat(size) }),
          });
        const large = await post(128 * 1024);
        assert.equal(large.status, 413);
        await sleep(200);
        assert.equal(findAccessLine(serveLog(), large.headers['x-request-id']), undefined, 'nginx');
        const over = await post(36 * 1024);
        assert.equal(over.status, 413);
        await waitForLine(serveLog, over.headers['x-request-id'], 'the site answered 33 KiB');
      },
    );

    await check(
      "Next's internal headers stay inside; a flight answer keeps the router's",
      async () => {
        const page = await request(frontPort, { target: '/about' });
        assert.equal(page.status, 200);
        assert.equal(page.headers['x-powered-by'], undefined);
        assert.deepEqual(internal(page.headers), [], 'an HTML page');
        const origin = await request(port, { target: '/about?_rsc', headers: flight });
        const through = await request(frontPort, { target: '/about?_rsc', headers: flight });
        const sent = origin.headers['x-nextjs-stale-time'];
        assert.equal(
          through.headers['x-nextjs-stale-time'],
          sent,
          'x-nextjs-stale-time as Next sent it',
        );
        assert.equal(through.headers['x-nextjs-cache'], undefined);
        console.log(
          `       (Next's flight answer: ${internal(origin.headers).join(', ') || 'none'})`,
        );
      },
    );

    await check('the front strips them itself (a stand-in upstream that sends them)', async () => {
      stub = await startStub(dir);
      const page = await request(stub.port, { target: '/about' });
      assert.equal(page.status, 200);
      assert.deepEqual(internal(page.headers), []);
      assert.equal(page.headers['x-powered-by'], undefined);
      assert.match(
        page.headers['x-request-id'] ?? '',
        /^[0-9a-f]{32}$/,
        'the front id, not the upstream one',
      );
      const answer = await request(stub.port, { target: '/about?_rsc', headers: flight });
      assert.deepEqual(internal(answer.headers).sort(), [
        'x-nextjs-prerender',
        'x-nextjs-rewritten-path',
        'x-nextjs-stale-time',
      ]);
      assert.equal(answer.headers['x-nextjs-stale-time'], '300');
      await stub.stop();
      stub = undefined;
    });

    await check(
      'no instance answering: a 503 in three languages with Retry-After, never kept; the site own 503 passes',
      async () => {
        stub = await startStub(dir);
        const own = await request(stub.port, { target: '/own-503' });
        assert.equal(own.status, 503);
        assert.equal(decoded(own), 'the site says');
        await stub.stopUpstream();
        for (const [method, target] of [
          ['GET', '/about'],
          ['GET', '/en/contact'],
          ['POST', '/api/v1/contact'],
        ]) {
          const res = await request(stub.port, {
            method,
            target,
            body: method === 'POST' ? '{}' : undefined,
          });
          assert.equal(res.status, 503, `${method} ${target}`);
          assert.equal(res.headers['retry-after'], String(PAGE_STATES.unavailable.retryAfter));
          assert.equal(res.headers['cache-control'], 'no-store');
          assert.match(res.headers['content-type'] ?? '', /^text\/html; charset=utf-8/);
          const text = decoded(res);
          for (const lang of ['az', 'en', 'ru']) {
            const { title } = JSON.parse(
              readText(path.join(root, 'messages', `${lang}.json`)),
            ).Unavailable;
            assert.ok(text.includes(`>${title}<`), `${lang}: ${text}`);
          }
        }
        await stub.stop();
        stub = undefined;
      },
    );

    await check(
      "an expired page is renewed by one request; the others get the last copy (the page's stale-while-revalidate)",
      async () => {
        stub = await startStub(dir);
        const get = () => request(stub.port, { target: '/renewed' });
        assert.equal((await get()).headers['x-cache-status'], 'MISS');
        // nginx counts whole seconds: kept 1 s, expired within 2.
        await sleep(2100);
        const crowd = await Promise.all(Array.from({ length: 20 }, get));
        const statuses = crowd.map((r) => r.headers['x-cache-status']).sort();
        assert.deepEqual(
          crowd.map((r) => r.status),
          Array(20).fill(200),
        );
        assert.equal(
          stub.renewals(),
          2,
          `the site was asked ${stub.renewals()} times: ${statuses}`,
        );
        // One renews; the others get the last copy, or the new one if they came after it.
        assert.deepEqual(
          statuses.filter((s) => s !== 'UPDATING' && s !== 'HIT'),
          ['EXPIRED'],
          String(statuses),
        );
        assert.ok(statuses.includes('UPDATING'), String(statuses));
        await stub.stop();
        stub = undefined;
      },
    );

    await check(
      'the access log has a JSON line per request, by the id the client got',
      async () => {
        const res = await request(frontPort, {
          target: '/en/about',
          headers: { 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'made-up-by-the-client' },
        });
        const id = res.headers['x-request-id'];
        assert.match(id ?? '', /^[0-9a-f]{32}$/);
        const line = await waitForLine(accessLog, id, 'nginx');
        assert.equal(line.method, 'GET');
        assert.equal(line.path, '/en/about');
        assert.equal(line.status, 200);
        assert.ok(line.bytes > 0 && typeof line.request_time === 'number');
        assert.ok(['MISS', 'HIT', 'EXPIRED', 'STALE', 'UPDATING'].includes(line.cache), line.cache);
        assert.equal(line.client, '127.0.0.1');
        if (line.cache !== 'HIT') {
          // The site logs the same id, and the client nginx saw, not the one it claimed.
          const site = await waitForLine(serveLog, id, 'the site');
          assert.equal(site.client, '127.0.0.1');
        }
      },
    );

    await check(
      'the second GET of a listing page is a cache HIT, one compressed copy per encoding',
      async () => {
        const get = () =>
          request(frontPort, { target: '/martyrs', headers: { 'accept-encoding': 'br' } });
        let first = await get();
        // The build's copy is past its revalidation time: one no-cache answer while Next renders.
        for (let i = 0; i < 20 && first.headers['x-cache-status'] !== 'MISS'; i++) {
          await sleep(100);
          first = await get();
        }
        for (let i = 0; i < 20 && first.headers['cache-control'] === 'no-cache'; i++) {
          await sleep(100);
          first = await get();
        }
        assert.match(first.headers['cache-control'] ?? '', /s-maxage=\d+/);
        const second = await get();
        assert.equal(second.headers['x-cache-status'], 'HIT');
        assert.equal(decoded(second), decoded(first));
        const line = await waitForLine(accessLog, second.headers['x-request-id'], 'nginx');
        assert.equal(line.cache, 'HIT');
        // The cache holds each kind of client's copy compressed: served as stored, never brotli
        // to a client that did not ask for it.
        for (const [accept, encoding] of [
          ['gzip, deflate, br', 'br'],
          ['gzip', 'gzip'],
          ['', undefined],
        ]) {
          const ask = () =>
            request(frontPort, { target: '/martyrs', headers: { 'accept-encoding': accept } });
          // nginx stores a copy once the site's answer is whole, a moment after the client has it.
          let hit = await ask();
          for (let tries = 0; hit.headers['x-cache-status'] !== 'HIT' && tries < 20; tries += 1) {
            await sleep(50);
            hit = await ask();
          }
          assert.equal(hit.headers['x-cache-status'], 'HIT', accept);
          assert.equal(hit.headers['content-encoding'], encoding, accept);
          assert.match(hit.headers.vary ?? '', /accept-encoding/i, accept);
          assert.equal(decoded(hit), decoded(first), accept);
        }
      },
    );

    await check(
      'a family archive is kept by the front: the next download is a HIT, byte for byte',
      async () => {
        const api = await request(frontPort, { target: '/api/v1/martyrs?limit=1' });
        const id = JSON.parse(api.body.toString('utf8')).figures[0].id;
        const get = () => request(frontPort, { target: `/archive/az/category/${id}.zip` });
        const first = await get();
        assert.equal(first.status, 200);
        assert.equal(first.headers['content-type'], 'application/zip');
        assert.equal(first.body.subarray(0, 4).toString('latin1'), 'PK\x03\x04');
        let next = await get();
        for (let tries = 0; next.headers['x-cache-status'] !== 'HIT' && tries < 20; tries += 1) {
          await sleep(50);
          next = await get();
        }
        assert.equal(next.headers['x-cache-status'], 'HIT');
        assert.ok(next.body.equals(first.body), 'the kept copy is the one made');
        assert.equal(
          (await waitForLine(accessLog, next.headers['x-request-id'], 'nginx')).cache,
          'HIT',
        );
      },
    );

    await check(
      `an edit and a removed record reach visitors within s-maxage (${MAX_AGE} s) of the revalidation`,
      async () => {
        const { publicFigure, martyr } = sampleRecords(databasePath);
        const edited = `/en/category/public-figures/${publicFigure}`;
        const removed = `/en/category/martyrs/${martyr}`;
        const get = (target) => request(frontPort, { target });
        for (const target of [edited, removed]) {
          let kept = await get(target);
          for (let i = 0; i < 40 && kept.headers['x-cache-status'] !== 'HIT'; i++) {
            await sleep(100);
            kept = await get(target);
          }
          assert.equal(kept.headers['x-cache-status'], 'HIT', target);
        }
        const db = new Database(databasePath);
        try {
          db.prepare("update deceased set name_en = name_en || ' (edited)' where id = ?").run(
            publicFigure,
          );
          db.prepare('delete from deceased where id = ?').run(martyr);
        } finally {
          db.close();
        }
        const res = await request(frontPort, {
          method: 'POST',
          target: '/api/revalidate',
          headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: [`deceased:${publicFigure}`, `deceased:${martyr}`] }),
        });
        assert.equal(res.status, 200, res.body.toString('utf8'));
        const revalidated = Date.now();
        const seen = {};
        while (Date.now() - revalidated < (MAX_AGE + 8) * 1000 && Object.keys(seen).length < 2) {
          const [page, gone] = await Promise.all([get(edited), get(removed)]);
          if (!seen.edit && decoded(page).includes(' (edited)'))
            seen.edit = Date.now() - revalidated;
          if (!seen.removal && gone.status !== 200) seen.removal = Date.now() - revalidated;
          await sleep(200);
        }
        console.log(
          `       (the edit seen after ${seen.edit} ms, the removal after ${seen.removal} ms)`,
        );
        // nginx counts whole seconds, then one stale answer from the site while Next renders.
        for (const what of ['edit', 'removal'])
          assert.ok(seen[what] <= (MAX_AGE + 5) * 1000, `the ${what}: ${seen[what]} ms`);
        // Gone for good: no old copy comes back from the front.
        for (let i = 0; i < 5; i++) {
          const again = await get(removed);
          assert.notEqual(again.status, 200, `${removed}: ${again.headers['x-cache-status']}`);
          await sleep(200);
        }
      },
    );

    // The page the 1,000 slow readers below ask for, kept by the front now and expired by then
    // (the next two checks take longer than s-maxage).
    const readersPage = () =>
      request(frontPort, { target: '/martyrs', headers: { host: 'localhost' } });
    for (let i = 0; i < 40 && (await readersPage()).headers['x-cache-status'] !== 'HIT'; i++)
      await sleep(100);
    const readersPageExpires = Date.now() + (MAX_AGE + 1) * 1000;

    await check(
      `a client sending its headers too slowly is cut (${DIRECTIVES.client_header_timeout})`,
      async () => {
        const { closedAfter } = await rawClient(
          frontPort,
          'GET /contact HTTP/1.1\r\nHost: localhost\r\n',
        );
        assert.ok(closedAfter >= 1500 && closedAfter < 6000, `closed after ${closedAfter} ms`);
        const cut = await waitForEntry(accessLog, (l) => l.path === '/contact' && l.status === 408);
        console.log(`       (closed after ${closedAfter} ms; logged ${cut.status})`);
      },
    );

    await check(
      `a client that stops reading is cut (send_timeout ${DIRECTIVES.send_timeout})`,
      async () => {
        // Not the chunk asked for above: its log lines are this client's alone.
        const [, { name, size }] = chunksBySize();
        const count = Math.ceil((32 << 20) / size);
        const target = `/_next/static/chunks/${name}`;
        const one = `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
        const { bytes } = await rawClient(frontPort, one.repeat(count), {
          pauseMs: 4000,
          timeoutMs: 20_000,
        });
        assert.ok(bytes < count * size, `read ${bytes} of ${count * size} bytes`);
        const cut = await waitForEntry(accessLog, (l) => l.path === target && l.bytes < size);
        assert.ok(
          cut.request_time >= 1.9 && cut.request_time < 5,
          `cut after ${cut.request_time} s`,
        );
        const served = accessLog()
          .split('\n')
          .filter((l) => l.includes(`"path":"${target}"`)).length;
        console.log(
          `       (${served} of ${count} pipelined answers begun, ${bytes} bytes read, cut after ${cut.request_time} s)`,
        );
      },
    );

    await check(
      `1,000 slow readers are all cut (send_timeout ${DIRECTIVES.send_timeout}); a visitor's page answers within 1 s throughout; one reader renews their expired page`,
      async () => {
        await sleep(readersPageExpires - Date.now());
        const readersAtSite = () =>
          serveLog()
            .split('\n')
            .filter((l) => l.includes('"path":"/martyrs"') && /"client":"127\.0\.0\.1\d"/.test(l))
            .length;
        // Eight addresses of 125 connections, under limit_conn's 128 each: every one is answered
        // and held. Half stall on the largest chunk, half on a page, each asked for often enough
        // to fill the socket buffers both ways.
        const [{ name: chunk }] = chunksBySize();
        const asks = [`/_next/static/chunks/${chunk}`, '/martyrs'].map((target) =>
          `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(160),
        );
        const held = () => establishedOn(frontPort);
        const overflowsBefore = listenOverflows();
        const visitorProcess = spawn(process.execPath, ['-e', VISITOR, frontPort, '127.0.0.2']);
        let visitorOut = '';
        visitorProcess.stdout.on('data', (chunk) => (visitorOut += chunk));
        const visitor = new Promise((resolve) => visitorProcess.once('close', resolve));
        const sockets = [];
        const opened = Date.now();
        await Promise.all(
          Array.from({ length: 1000 }, (_, i) => {
            const socket = net.connect({
              host: '127.0.0.1',
              port: frontPort,
              localAddress: `127.0.0.${10 + (i % 8)}`,
            });
            sockets.push(socket);
            socket.on('error', () => {});
            return new Promise((resolve) =>
              socket.once('connect', () => {
                socket.write(asks[i % 2]);
                socket.pause();
                resolve();
              }),
            );
          }),
        );
        const connected = Date.now();
        let most = 0;
        let gone;
        while (Date.now() - connected < 15_000) {
          const now = held();
          most = Math.max(most, now);
          if (most >= 1000 && now <= 1) {
            gone = Date.now();
            break;
          }
          await sleep(100);
        }
        visitorProcess.stdin.end();
        await visitor;
        const visits = visitorOut
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
        for (const socket of sockets) socket.destroy();
        const slowestVisit = visits.reduce((a, b) => (b.ms > a.ms ? b : a));
        const slowest = Math.round(slowestVisit.ms);
        console.log(
          `       (${most} held at most, connected in ${connected - opened} ms, all cut ` +
            `${gone === undefined ? 'never' : `${gone - connected} ms`} after; ` +
            `${visits.length} visits, slowest ${slowest} ms, its connect ` +
            `${Math.round(slowestVisit.connectMs)} ms; listen queue overflows ` +
            `${listenOverflows() - overflowsBefore}; the readers' page asked of the site ` +
            `${readersAtSite()} times)`,
        );
        assert.ok(most >= 1000, `${most} connections held at once`);
        assert.ok(gone !== undefined, `${held()} connections still open after 15 s`);
        // A chunk's readers are cut at send_timeout; a page's, served in turn from the cache,
        // stall later (measured: all cut 5.0-5.8 s after connecting).
        assert.ok(gone - connected < 8000, `all cut ${gone - connected} ms after connecting`);
        assert.deepEqual(
          visits.filter((v) => v.status !== 200),
          [],
        );
        assert.ok(slowest < 1000, `a visitor's page took ${slowest} ms`);
        // Kept before they came: a crowd's first requests for a page the front lacks all reach
        // the site (132-437 at once, measured), and the visitor's waited behind them.
        assert.ok(readersAtSite() <= 2, `the site was asked for /martyrs ${readersAtSite()} times`);
      },
    );

    assert.equal(
      readText(path.join(runDir, 'error.log')).match(/\[(?:crit|alert|emerg)\].*/g),
      null,
      'nginx error log',
    );

    await check('the site alone cuts a client that stops reading within 30 s', async () => {
      const held = () => establishedOn(port, stalled.localPort);
      while (held() > 0 && Date.now() - stalled.opened < 32_000) await sleep(250);
      const after = Date.now() - stalled.opened;
      assert.equal(held(), 0, `still open after ${after} ms`);
      // Its log line comes through npm run serve's pipe, a moment after the socket closed.
      const timedOut = () =>
        serveLog()
          .split('\n')
          .find((line) => line.includes('"timedOut":true'));
      for (let i = 0; i < 40 && !timedOut(); i++) await sleep(250);
      const cut = timedOut();
      assert.match(cut ?? '', /"path":"\/_next\/static\/chunks\/.*"aborted":true/, serveLog());
      console.log(`       (cut within ${after} ms, logged as timed out)`);
    });

    await check(
      'SIGTERM to npm run serve stops nginx and the site: no process left, ports free',
      async () => {
        const pids = descendants(serve.child.pid);
        assert.ok(pids.length >= 3, `the site, nginx and its workers: ${pids.join(' ')}`);
        const started = Date.now();
        serve.child.kill('SIGTERM');
        let timer;
        const late = new Promise(
          (resolve) => (timer = setTimeout(resolve, 30_000, 'still running')),
        );
        const code = await Promise.race([serve.exited, late]);
        clearTimeout(timer);
        assert.equal(code, 0, serveLog());
        const left = pids.filter(alive);
        assert.deepEqual(left, [], `still running: ${left.join(' ')}`);
        for (const p of [port, frontPort, tlsPort])
          assert.ok(await portFree(p, '127.0.0.1'), `port ${p}`);
        console.log(`       (${pids.length} processes stopped in ${Date.now() - started} ms)`);
      },
    );
  } catch (error) {
    console.error(`--- npm run serve's output (last lines):\n${tail(serveLog())}`);
    console.error(`--- nginx's error log:\n${tail(readText(path.join(runDir, 'error.log')))}`);
    throw error;
  } finally {
    await stub?.stop();
    if (serve.child.exitCode === null && serve.child.signalCode === null) {
      for (const pid of descendants(serve.child.pid)) signal(pid, 'SIGKILL');
      serve.child.kill('SIGKILL');
      await serve.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(localName, { force: true });
  }
  console.log(`test:front: ${results.filter((r) => r.ok).length} checks passed`);
}

/**
 * nginx with the same front/nginx.conf before a stand-in upstream that sends Next's headers;
 * `/renewed` is a page kept 1 s as the site's are (stale-while-revalidate after), answered after
 * 300 ms, its requests counted.
 */
async function startStub(dir) {
  let renewals = 0;
  const upstream = http.createServer(async (req, res) => {
    if (req.url === '/renewed') {
      renewals += 1;
      await sleep(300);
      res.setHeader('cache-control', 's-maxage=1, stale-while-revalidate=60');
      res.end(`answer ${renewals}`);
      return;
    }
    if (req.url === '/own-503') {
      res.writeHead(503, { 'retry-after': '120', 'cache-control': 'no-store' });
      res.end('the site says');
      return;
    }
    const isFlight = req.headers.rsc === '1';
    res.setHeader('content-type', isFlight ? 'text/x-component' : 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-request-id', 'set-by-the-upstream');
    res.setHeader('x-powered-by', 'Next.js');
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('x-nextjs-matched-path', '/[lang]/about');
    res.setHeader('x-middleware-rewrite', '/az/about');
    res.setHeader('x-nextjs-stale-time', '300');
    res.setHeader('x-nextjs-prerender', '1');
    res.setHeader('x-nextjs-rewritten-path', '/az/about');
    res.end(isFlight ? '0:{}\n' : '<!doctype html><title>stub</title>');
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const runDir = fs.mkdtempSync(path.join(dir, 'stub-'));
  fs.chmodSync(runDir, 0o755);
  const port = await freePort();
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderFrontConfig({
      runDir,
      staticDir: path.join(distDir, 'static'),
      listen: `127.0.0.1:${port}`,
      upstreams: [`127.0.0.1:${upstream.address().port}`],
    }),
  );
  const args = ['-p', `${runDir}/`, '-e', path.join(runDir, 'error.log'), '-c', conf];
  const child = spawn(nginxBinary(), [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    if (readText(path.join(runDir, 'nginx.pid')).trim() === String(child.pid)) break;
    if (i > 100 || child.exitCode !== null) {
      throw new Error(
        `the stand-in front did not start:\n${readText(path.join(runDir, 'error.log'))}`,
      );
    }
    await sleep(50);
  }
  const closed = new Promise((resolve) => upstream.once('close', resolve));
  return {
    port,
    renewals: () => renewals,
    stopUpstream: () => {
      upstream.close();
      upstream.closeAllConnections();
      return closed;
    },
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      if (upstream.listening) upstream.close();
      await closed;
    },
  };
}

async function waitForLine(read, id, what) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const line = findAccessLine(read(), id ?? '');
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`${what}: no access log line with id ${id}`);
    await sleep(25);
  }
}

async function waitForEntry(read, match) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = read()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no access log line for ${match}`);
    await sleep(50);
  }
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

function tail(text, lines = 30) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

main().catch((error) => {
  console.error(`test:front failed: ${error?.message ?? error}`);
  process.exitCode = 1;
});
