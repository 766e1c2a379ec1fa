// `npm run test:load`: the production server on a fresh store holds LOAD_CONNECTIONS concurrent
// connections for LOAD_SECONDS across pages in three languages, listings, details, the QR page, the
// content API and deliberate 404s, and must answer every request: no socket errors or timeouts, no
// 5xx, every path with its expected status. Needs a production build (`next build`).
//
//   LOAD_CONNECTIONS (default 50; 10 when CI is set)  LOAD_SECONDS (default 60; 10 when CI is set)
//   LOAD_PORT (default 3360)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { distDir, sampleRecords, seedStore, startServer } from './lib/prod-server.mjs';

const CI = Boolean(process.env.CI);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? (CI ? 10 : 50));
const SECONDS = Number(process.env.LOAD_SECONDS ?? (CI ? 10 : 60));
const PORT = Number(process.env.LOAD_PORT ?? 3360);

/** Every path with the statuses it may answer; a 2xx unless it is a deliberate miss. */
function scenario(ids) {
  const ok = [200];
  const missing = [404];
  return [
    ['/', ok],
    ['/en', ok],
    ['/ru', ok],
    ['/public-figures', ok],
    ['/en/martyrs', ok],
    ['/ru/category/historical-monuments', ok],
    ['/genealogy', ok],
    [`/category/public-figures/${ids.publicFigure}`, ok],
    [`/en/category/martyrs/${ids.martyr}`, ok],
    [`/ru/category/historical-monuments/${ids.monument}`, ok],
    [`/genealogy/${ids.genealogy}`, ok],
    [`/en/genealogy/${ids.genealogy}/${ids.genealogyMember}`, ok],
    [`/qrcode/${ids.qrUuid}`, ok],
    ['/about', ok],
    ['/api/v1/search?key=nizami', ok],
    [`/api/v1/search?key=${encodeURIComponent('Üzeyir')}`, ok],
    [`/api/v1/search?key=${encodeURIComponent('низами')}`, ok],
    ['/api/v1/public-figures?limit=12&page=2', ok],
    ['/api/v1/genealogy-all?limit=9&page=1', ok],
    [`/api/v1/deceased/${ids.publicFigure}/details`, ok],
    ['/api/v1/homepage', ok],
    // Deliberate misses: the 404 page itself, an unknown memorial and an unknown API record.
    ['/404', missing],
    ['/en/404', missing],
    ['/category/public-figures/987654321', missing],
    ['/api/v1/deceased/987654321/details', missing],
    // An unknown path redirects to /404 (spec §2).
    ['/no-such-page', [307, 308]],
  ];
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error('No production build: run `npx next build` (or `npm run build`) first');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-load-'));
  let server;
  try {
    const file = path.join(dir, 'content.sqlite');
    seedStore(file);
    const paths = scenario(sampleRecords(file));
    server = await startServer({ port: PORT, databasePath: file });

    // Every path once, alone, so a wrong expectation shows up before the load does.
    for (const [p, expected] of paths) {
      const res = await fetch(server.origin + p, { redirect: 'manual' });
      await res.arrayBuffer();
      if (!expected.includes(res.status)) {
        throw new Error(`${p} answered ${res.status} before any load; expected ${expected.join(' or ')}`);
      }
    }

    const seen = new Map(paths.map(([p]) => [p, new Map()]));
    console.log(
      `Load: ${CONNECTIONS} connections for ${SECONDS} s across ${paths.length} paths on ${server.origin}`,
    );
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: paths.map(([p]) => ({
        method: 'GET',
        path: p,
        onResponse: (status) => {
          const counts = seen.get(p);
          counts.set(status, (counts.get(status) ?? 0) + 1);
        },
      })),
    });

    const problems = [];
    if (result.errors > 0) problems.push(`${result.errors} connection errors`);
    if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
    for (const [p, expected] of paths) {
      const counts = seen.get(p);
      if (counts.size === 0) problems.push(`${p}: no response at all`);
      for (const [status, n] of counts) {
        if (!expected.includes(status)) problems.push(`${p}: ${n} x ${status} (expected ${expected.join(' or ')})`);
      }
    }
    const fiveHundreds = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => Number(status) >= 500)
      .reduce((n, [, s]) => n + Number(s.count), 0);
    if (fiveHundreds > 0) problems.push(`${fiveHundreds} responses with a 5xx status`);

    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, s]) => `${status}: ${s.count}`)
      .join(', ');
    console.log(
      `${result.requests.total} requests (${result.requests.average.toFixed(0)} req/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; statuses ${statuses}`,
    );
    const serverErrors = server
      .output()
      .split('\n')
      .filter((line) => /⨯|Error:|\[proxy\]/.test(line));
    if (serverErrors.length > 0) {
      problems.push(`the server logged ${serverErrors.length} error line(s):\n    ${serverErrors.slice(0, 5).join('\n    ')}`);
    }

    if (problems.length > 0) {
      console.error(`Load test FAILED:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('Load test passed: no errors, no timeouts, no 5xx, every path answered as expected.');
    }
  } finally {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
