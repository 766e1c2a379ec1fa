// `npm run test:latency` (part of npm test, run alone so that the figure is the network's, not the
// other tests'): the production build in remote mode against the operator stand-in answering
// every call after 200 ms. A page never rendered before must send its whole HTML in under 500 ms:
// its reads start together (one wave of calls, measured from the stand-in's log), not one after
// another. Each route's code is loaded first on another record, so what is timed is the reads.
// Needs a production build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOperatorApi } from '../../e2e/operator-api/server.mjs';
import { distDir, startServer } from '../lib/prod-server.mjs';
import { freePort } from '../lib/services.mjs';

const LATENCY_MS = 200;
const BUDGET_MS = 500;
/** Calls of one wave start within this of each other (a second wave starts LATENCY_MS later). */
const WAVE_MS = 100;

// [route code warmed on, page timed]: none of the timed pages' own reads is made before.
// Home's code cannot be loaded without its reads: it is timed with its code loading too.
const PAGES = [
  [null, '/ru'],
  ['/en/category/historical-monuments/502', '/ru/category/historical-monuments/501'],
  ['/en/genealogy/42/4201', '/ru/genealogy/41/4101'],
  ['/en/public-figures', '/ru/martyrs'],
  // Pages 1 to 3 of a listing read together (lib/memorial/listing-pages.ts, five at a time).
  ['/en/public-figures?page=2', '/ru/dear-memories?page=3'],
  ['/en/services/obituary', '/ru/services/virtual-cemetery'],
  ['/en/media/photo-gallery', '/ru/about'],
];

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  throw new Error('No production build: run `npx next build` (or `npm run build`) first');
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-latency-'));
const api = await startOperatorApi({ prefix: '/api' });
const server = await startServer({
  port: await freePort(),
  databasePath: path.join(dir, 'store.sqlite'),
  env: { API_URL: api.apiUrl, ADMIN_URL: api.adminUrl, BENCH_FLOOR: '0' },
});
const failures = [];
try {
  for (const [warm] of PAGES) {
    if (!warm) continue;
    const res = await fetch(server.origin + warm);
    await res.text();
    if (res.status !== 200) throw new Error(`${warm} answered ${res.status}`);
  }
  // The site's own index walks the lists at start: timed pages must not share the log with it.
  for (let seen = -1; seen !== api.requests.length;) {
    seen = api.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  api.setLatency(LATENCY_MS);
  console.log(`Every call of the operator's API answers after ${LATENCY_MS} ms:`);
  for (const [, page] of PAGES) {
    const before = api.requests.length;
    const started = Date.now();
    const res = await fetch(server.origin + page);
    await res.text();
    const ms = Date.now() - started;
    const calls = api.requests.slice(before).filter((r) => !r.route?.startsWith('/uploads/'));
    const spread = calls.length ? Math.max(...calls.map((c) => c.at)) - calls[0].at : 0;
    const names = calls.map((c) => c.route).join(', ');
    console.log(`  ${page}: ${res.status} in ${ms} ms; ${calls.length} call(s) together: ${names}`);
    if (res.status !== 200) failures.push(`${page} answered ${res.status}`);
    if (calls.length === 0) failures.push(`${page} made no call: its reads were cached already`);
    if (spread > WAVE_MS) failures.push(`${page}: its calls started ${spread} ms apart`);
    if (ms >= BUDGET_MS) failures.push(`${page} took ${ms} ms (budget ${BUDGET_MS} ms)`);
  }
} finally {
  await server.stop();
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nEvery page within ${BUDGET_MS} ms, its reads in one wave.`);
