// `npm run bench` (not part of CI): throughput and p99 of the main pages against a bare page of
// the same server (/bench/floor), the same pages and floor through the shipped front, First
// Load JS per route, and search latency at 100,000 records, printed as one table with each
// figure's ratio to the floor (or, through the cache, to the origin) and its target.
//
//   npm run bench [-- --seconds 12] [-- --connections 50] [-- --build] [-- --json file]
//   BENCH_PORT (default 3350)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import {
  distDir,
  ensureBuild,
  root,
  sampleRecords,
  seedStore,
  startServer,
} from '../lib/prod-server.mjs';
import { freePort, startNginx, stopAll } from '../lib/services.mjs';
import { startFront, temporaryRunDir } from '../lib/front.mjs';
import { SEARCH_KEYS } from './lib/search-keys.mjs';
import { percentile } from '../lib/stats.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = process.argv[i + 1];
  return value === undefined || value.startsWith('--') ? true : value;
}

const SECONDS = Number(option('seconds', process.env.BENCH_SECONDS ?? 12));
const CONNECTIONS = Number(option('connections', 50));
const PORT = Number(process.env.BENCH_PORT ?? 3350);
const SEARCH_SCALE = 100_000;
const SEARCH_ROUNDS = 10;
const WARMUP_SECONDS = 3;

const TARGET = {
  throughputRatio: 0.5,
  p99Ms: 100,
  qrJsKb: 3,
  detailJsKb: 60,
  homeJsKb: 50,
  searchP50Ms: 10,
  searchP99Ms: 50,
};

async function load(url, { connections, duration, headers }) {
  return autocannon({ url, connections, duration, headers, timeout: 10 });
}

/** Autocannon at CONNECTIONS connections on one URL, after a short warm-up. */
async function throughput(origin, label, pathname, headers = {}) {
  const url = origin + pathname;
  const probe = await fetch(url, { redirect: 'manual', headers });
  if (probe.status !== 200)
    throw new Error(`${label} ${pathname} answered ${probe.status}, not 200`);
  await probe.arrayBuffer();
  await load(url, { connections: 10, duration: WARMUP_SECONDS, headers });
  const r = await load(url, { connections: CONNECTIONS, duration: SECONDS, headers });
  // Autocannon counts a timeout among the errors too.
  const bad = r.errors + r.non2xx;
  console.log(
    `  ${label.padEnd(8)} ${pathname.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms${bad ? `  (${r.errors} errors of which ${r.timeouts} timeouts, ${r.non2xx} non-2xx)` : ''}`,
  );
  return { label, pathname, rps: r.requests.average, p99: r.latency.p99, bad };
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** First Load JS (gzip, bytes) of an app route from Next's route-bundle-stats.json. */
function firstLoadJs(stats, route) {
  const entry = stats.find((s) => s.route === route);
  if (!entry) throw new Error(`${route} is not in route-bundle-stats.json`);
  return entry.firstLoadChunkPaths.reduce(
    (sum, chunk) => sum + gzipSize(path.resolve(root, chunk)),
    0,
  );
}

async function searchOverHttp(origin) {
  const ask = async (key) => {
    const res = await fetch(`${origin}/api/v1/search?key=${encodeURIComponent(key)}`);
    const body = await res.json();
    if (!res.ok || body.success !== true) throw new Error(`search ${key} answered ${res.status}`);
    return body.figures.length;
  };
  for (const key of ['warm', 'up']) await ask(key);
  const times = [];
  let hits = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const key of SEARCH_KEYS) {
      const started = performance.now();
      const found = await ask(key);
      times.push(performance.now() - started);
      if (round === 0 && found > 0) hits++;
    }
  }
  return { times, hits };
}

function searchInProcess(file) {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      '--conditions=react-server',
      'scripts/measure/bench-search.ts',
      file,
      JSON.stringify(SEARCH_KEYS),
      String(SEARCH_ROUNDS),
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`bench-search failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)).times;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const pass = (ok) => (ok ? 'PASS' : 'FAIL');

function printTable(rows) {
  const head = ['figure', 'value', 'vs floor', 'target', 'result'];
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r.section ? 0 : String(r[i]).length))),
  );
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(row.section ? `\n${row.section}` : line(row));
}

async function main() {
  const started = Date.now();
  const built = ensureBuild({ force: option('build', false) === true });
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const buildTime = fs.statSync(path.join(distDir, 'BUILD_ID')).mtime.toISOString();
  const statsFile = path.join(distDir, 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(statsFile)) {
    throw new Error(`${statsFile} is missing: this Next.js build writes no route bundle stats`);
  }
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  console.log(
    `Build ${buildId} (${built ? 'just built' : `built ${buildTime}`}); ${os.cpus().length} CPUs, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-bench-'));
  let server;
  try {
    // 1. Pages at demo scale.
    const demoDb = path.join(dir, 'demo.sqlite');
    seedStore(demoDb);
    const ids = sampleRecords(demoDb);
    const pages = {
      floor: '/bench/floor',
      home: '/',
      detail: `/category/public-figures/${ids.publicFigure}`,
      listing: '/public-figures',
      qr: `/qrcode/${ids.qrUuid}`,
    };
    server = await startServer({ port: PORT, databasePath: demoDb });
    console.log(
      `\nThroughput: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARMUP_SECONDS} s warm-up)`,
    );
    const runs = {};
    runs.floorBefore = await throughput(server.origin, 'floor', pages.floor);
    for (const name of ['home', 'detail', 'listing', 'qr'])
      runs[name] = await throughput(server.origin, name, pages[name]);
    // The floor again at the end: the machine drifts, the reference is the mean of both runs.
    runs.floorAfter = await throughput(server.origin, 'floor', pages.floor);
    const qrHtml = await (await fetch(server.origin + pages.qr)).text();

    await server.stop();
    server = undefined;

    // The same pages through the shipped front (front/nginx.conf), the path visitors take, with
    // the floor through it too. The QR page is private by design (a scanned badge is one
    // visitor's): it passes through the front's cache.
    const frontPort = await freePort();
    const frontRun = temporaryRunDir();
    const front = await startFront({
      port: PORT,
      frontPort,
      runDir: frontRun,
      distDir,
      env: { ...process.env, DATABASE_PATH: demoDb, BENCH_FLOOR: '1', NODE_ENV: 'production' },
      // Autocannon writes on after the 1,000th answer's `Connection: close` and counts an error.
      directives: { keepalive_requests: '1000000' },
      stdio: 'ignore',
      log: () => {},
    });
    const frontOrigin = `http://localhost:${frontPort}`;
    console.log(`\nThrough the shipped front (${frontOrigin}, front/nginx.conf), as browsers ask`);
    const cached = {};
    const browser = { 'accept-encoding': 'br, gzip' };
    try {
      cached.floorBefore = await throughput(frontOrigin, 'floor', pages.floor, browser);
      for (const name of ['home', 'detail', 'listing', 'qr']) {
        cached[name] = await throughput(frontOrigin, name, pages[name], browser);
        cached[name].cache = (
          await fetch(frontOrigin + pages[name], { headers: browser })
        ).headers.get('x-cache-status');
      }
      cached.floorAfter = await throughput(frontOrigin, 'floor', pages.floor, browser);
    } finally {
      await front.stop();
      fs.rmSync(frontRun, { recursive: true, force: true });
    }

    // The trade-off of CDN_IGNORES_VARY=1 (docs/security.md): behind a cache that ignores Vary,
    // `/` is private, so every visit to it reaches the origin.
    server = await startServer({
      port: PORT,
      databasePath: demoDb,
      env: { CDN_IGNORES_VARY: '1' },
    });
    const ignoring = await startNginx({
      port: await freePort(),
      upstreams: [`127.0.0.1:${PORT}`],
      cache: true,
      extraServerConfig: 'proxy_ignore_headers Vary;',
    });
    console.log(`\nThrough a cache that ignores Vary, CDN_IGNORES_VARY=1 (${ignoring.url})`);
    cached.homeIgnoringVary = await throughput(ignoring.url, 'home', pages.home);
    cached.homeIgnoringVary.cache = (await fetch(ignoring.url + pages.home)).headers.get(
      'x-cache-status',
    );
    await ignoring.stop();
    await server.stop();
    server = undefined;

    const floor = {
      rps: (runs.floorBefore.rps + runs.floorAfter.rps) / 2,
      p99: Math.max(runs.floorBefore.p99, runs.floorAfter.p99),
    };

    // 2. First Load JS (gzip) per route.
    const js = {
      floor: firstLoadJs(stats, '/bench/floor'),
      home: firstLoadJs(stats, '/[lang]'),
      detail: firstLoadJs(stats, '/[lang]/category/[category]/[id]'),
      listing: firstLoadJs(stats, '/[lang]/public-figures'),
      // A route handler answering HTML: Next ships it no JavaScript (checked on the response).
      qr: 0,
    };
    const qrScripts = (qrHtml.match(/<script\b/gi) ?? []).length;
    if (qrScripts > 0)
      throw new Error(`${pages.qr} ships ${qrScripts} <script> tags; its First Load JS is not 0`);

    // 3. Search at 100,000 records.
    console.log(`\nSearch: seeding ${SEARCH_SCALE.toLocaleString('en')} records ...`);
    const bigDb = path.join(dir, 'search.sqlite');
    console.log(`  ${seedStore(bigDb, SEARCH_SCALE)}`);
    server = await startServer({ port: PORT, databasePath: bigDb });
    const http = await searchOverHttp(server.origin);
    await server.stop();
    server = undefined;
    const inProcess = searchInProcess(bigDb);
    console.log(
      `  ${SEARCH_KEYS.length} keys (${http.hits} with results) x ${SEARCH_ROUNDS} rounds, one connection, sequential`,
    );

    // 4. The table.
    const ratio = (v) => `${(v / floor.rps).toFixed(2)}x`;
    const pageRow = (name) => {
      const r = runs[name];
      const ok =
        r.bad === 0 && r.rps >= TARGET.throughputRatio * floor.rps && r.p99 <= TARGET.p99Ms;
      return [
        `${name} ${r.pathname}`,
        `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms${r.bad ? `, ${r.bad} failed` : ''}`,
        ratio(r.rps),
        `>= ${TARGET.throughputRatio}x floor, p99 <= ${TARGET.p99Ms} ms`,
        pass(ok),
      ];
    };
    const frontFloor = (cached.floorBefore.rps + cached.floorAfter.rps) / 2;
    const cachedRow = (name) => {
      const r = cached[name];
      const times = r.rps / runs[name].rps;
      const isPrivate = name === 'qr';
      const ok =
        r.bad === 0 &&
        (isPrivate
          ? r.cache !== 'HIT' && times >= TARGET.throughputRatio
          : r.cache === 'HIT' && r.rps >= TARGET.throughputRatio * frontFloor);
      return [
        `${name} via the front (${r.cache ?? 'no status'})`,
        `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms${r.bad ? `, ${r.bad} failed` : ''}`,
        `${(r.rps / frontFloor).toFixed(2)}x floor, ${times.toFixed(2)}x origin`,
        isPrivate
          ? `private: passes through, >= ${TARGET.throughputRatio}x origin`
          : `>= ${TARGET.throughputRatio}x floor (br, gzip)`,
        pass(ok),
      ];
    };
    const jsRow = (name, limitKb, note = '') => {
      const delta = js[name] - js.floor;
      return [
        `${name}${note}`,
        kb(js[name]),
        `${delta >= 0 ? '+' : ''}${kb(delta)} (${(js[name] / js.floor).toFixed(2)}x)`,
        limitKb === undefined ? '-' : `<= floor + ${limitKb} kB`,
        limitKb === undefined ? 'info' : pass(delta <= limitKb * 1000),
      ];
    };
    const httpP50 = percentile(http.times, 50);
    const httpP99 = percentile(http.times, 99);
    const fnP50 = percentile(inProcess, 50);
    const fnP99 = percentile(inProcess, 99);
    const rows = [
      { section: `Throughput at ${CONNECTIONS} connections (${SECONDS} s each)` },
      [
        `floor ${pages.floor}`,
        `${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms`,
        '1.00x',
        `(runs: ${runs.floorBefore.rps.toFixed(0)}, ${runs.floorAfter.rps.toFixed(0)} req/s)`,
        runs.floorBefore.bad + runs.floorAfter.bad ? 'FAIL' : 'base',
      ],
      pageRow('home'),
      pageRow('detail'),
      pageRow('listing'),
      pageRow('qr'),
      {
        section: `Through the shipped front (front/nginx.conf), ${CONNECTIONS} connections, Accept-Encoding: br, gzip`,
      },
      [
        `floor ${pages.floor} via the front`,
        `${frontFloor.toFixed(0)} req/s`,
        '1.00x',
        `(runs: ${cached.floorBefore.rps.toFixed(0)}, ${cached.floorAfter.rps.toFixed(0)} req/s)`,
        cached.floorBefore.bad + cached.floorAfter.bad ? 'FAIL' : 'base',
      ],
      cachedRow('home'),
      cachedRow('detail'),
      cachedRow('listing'),
      cachedRow('qr'),
      [
        `home via a cache ignoring Vary, CDN_IGNORES_VARY=1 (${cached.homeIgnoringVary.cache ?? 'no status'})`,
        `${cached.homeIgnoringVary.rps.toFixed(0)} req/s, p99 ${cached.homeIgnoringVary.p99} ms`,
        `${(cached.homeIgnoringVary.rps / runs.home.rps).toFixed(2)}x origin`,
        'private: passes through',
        cached.homeIgnoringVary.bad || cached.homeIgnoringVary.cache === 'HIT' ? 'FAIL' : 'info',
      ],
      { section: 'First Load JS (gzip)' },
      [`floor`, kb(js.floor), '-', '-', 'base'],
      jsRow('home', TARGET.homeJsKb),
      jsRow('detail', TARGET.detailJsKb),
      jsRow('listing'),
      jsRow('qr', TARGET.qrJsKb, ' (route handler, no JS)'),
      {
        section: `Search at ${SEARCH_SCALE.toLocaleString('en')} records (${http.times.length} requests)`,
      },
      [
        '/api/v1/search p50',
        ms(httpP50),
        '-',
        `<= ${TARGET.searchP50Ms} ms`,
        pass(httpP50 <= TARGET.searchP50Ms),
      ],
      [
        '/api/v1/search p99',
        ms(httpP99),
        '-',
        `<= ${TARGET.searchP99Ms} ms`,
        pass(httpP99 <= TARGET.searchP99Ms),
      ],
      ['searchFigures() p50, in-process', ms(fnP50), '-', '-', 'info'],
      ['searchFigures() p99, in-process', ms(fnP99), '-', '-', 'info'],
    ];
    printTable(rows);
    const failed = rows.filter((r) => Array.isArray(r) && r[4] === 'FAIL').length;
    console.log(
      `\n${failed ? `${failed} figure(s) miss their target` : 'Every target met'}; ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, Node ${process.version}, ${Math.round((Date.now() - started) / 1000)} s, load average now ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const jsonFile = option('json', undefined);
    if (typeof jsonFile === 'string') {
      fs.writeFileSync(
        jsonFile,
        JSON.stringify(
          {
            date: new Date().toISOString(),
            cpus: os.cpus().length,
            node: process.version,
            buildId,
            runs,
            cached,
            floor,
            js,
            search: { httpP50, httpP99, fnP50, fnP99 },
          },
          null,
          2,
        ),
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server?.stop();
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
