// `npm run test:load`: the production server on a fresh store holds LOAD_CONNECTIONS concurrent
// connections for LOAD_SECONDS across pages in three languages, listings, details, the QR page, the
// content API and deliberate 404s, and must answer every request: no socket errors or timeouts, no
// 5xx, every path with its expected status. Then, serving alone, the site holds no more than
// CLIENT_CONNECTIONS sockets of one client while another is answered. Needs a production build.
//
//   LOAD_CONNECTIONS (default 50; 10 when CI is set)  LOAD_SECONDS (default 60; 10 when CI is set)
//   LOAD_PORT, LOAD_METRICS_PORT (default: free ports): the site, and its metrics read before and
//   after the load  LOAD_TIMEOUT_SECONDS (a request without an answer by then fails; 10)
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib/free-port.mjs';
import { distDir, sampleRecords, seedStore, startServer } from '../lib/prod-server.mjs';
import { percentile } from '../lib/stats.mjs';

const CI = Boolean(process.env.CI);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? (CI ? 10 : 50));
const SECONDS = Number(process.env.LOAD_SECONDS ?? (CI ? 10 : 60));
const PORT = Number(process.env.LOAD_PORT ?? (await freePort()));
const TIMEOUT_SECONDS = Number(process.env.LOAD_TIMEOUT_SECONDS ?? 10);
let METRICS_PORT = Number(process.env.LOAD_METRICS_PORT ?? (await freePort()));
while (METRICS_PORT === PORT) METRICS_PORT = await freePort();
// The load's own connections and the client's keep-alive ones, with room: the cap never bites them.
const PER_CLIENT = CONNECTIONS + 10;

/** The server's requests by status, and its event-loop lag, from its metrics. */
async function readMetrics() {
  const text = await (await fetch(`http://localhost:${METRICS_PORT}/metrics`)).text();
  const byStatus = new Map();
  const lag = {};
  for (const line of text.split('\n')) {
    const count = /^xatire_http_request_duration_seconds_count\{.*status="(\d+)".*\} (\d+)$/.exec(
      line,
    );
    if (count)
      byStatus.set(Number(count[1]), (byStatus.get(Number(count[1])) ?? 0) + Number(count[2]));
    const loop = /^nodejs_eventloop_lag_(p99|max)_seconds (\S+)$/.exec(line);
    if (loop) lag[loop[1]] = Number(loop[2]) * 1000;
  }
  return { byStatus, lag };
}

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
    server = await startServer({
      port: PORT,
      databasePath: file,
      env: {
        METRICS_PORT: String(METRICS_PORT),
        TRUSTED_PROXY_HOPS: '0',
        CLIENT_CONNECTIONS: String(PER_CLIENT),
      },
    });

    // Every path once, alone, so a wrong expectation shows up before the load does.
    for (const [p, expected] of paths) {
      const res = await fetch(server.origin + p, { redirect: 'manual' });
      await res.arrayBuffer();
      if (!expected.includes(res.status)) {
        throw new Error(
          `${p} answered ${res.status} before any load; expected ${expected.join(' or ')}`,
        );
      }
    }

    // Per path: statuses, latencies, and requests lost in flight (a timeout or a dropped socket
    // moves a connection on to its next path without a response).
    const seen = new Map(paths.map(([p]) => [p, { statuses: new Map(), times: [], lost: 0 }]));
    // The warm-up's last line is written when its response closes, a moment after the client has
    // its body: read the counts before the load once it is in (it made the log one line over).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const linesBefore = server.accessLines();
    const metricsBefore = await readMetrics();
    console.log(
      `Load: ${CONNECTIONS} connections for ${SECONDS} s across ${paths.length} paths on ${server.origin}`,
    );
    // One autocannon instance per connection, each rotating through every path from its own
    // starting point: the connections do not march in step, and a short run still reaches every
    // path. setupRequest runs just before each request is written.
    const connection = (i) => {
      const offset = Math.floor((i * paths.length) / CONNECTIONS);
      const order = [...paths.slice(offset), ...paths.slice(0, offset)];
      let inFlight;
      let started = 0;
      return autocannon({
        url: server.origin,
        connections: 1,
        duration: SECONDS,
        timeout: TIMEOUT_SECONDS,
        requests: order.map(([p]) => ({
          method: 'GET',
          path: p,
          setupRequest: (request) => {
            if (inFlight) seen.get(inFlight).lost++;
            inFlight = p;
            started = performance.now();
            return request;
          },
          onResponse: (status) => {
            const entry = seen.get(p);
            entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
            entry.times.push(performance.now() - started);
            inFlight = undefined;
          },
        })),
      });
    };
    const results = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => connection(i)));

    const sum = (pick) => results.reduce((n, r) => n + pick(r), 0);
    const statusCounts = new Map();
    for (const r of results) {
      for (const [status, { count }] of Object.entries(r.statusCodeStats ?? {})) {
        statusCounts.set(Number(status), (statusCounts.get(Number(status)) ?? 0) + Number(count));
      }
    }
    const errors = sum((r) => r.errors);
    const timeouts = sum((r) => r.timeouts);

    const problems = [];
    if (errors > 0)
      problems.push(
        `${errors} request errors, of which ${timeouts} timeouts (> ${TIMEOUT_SECONDS} s)`,
      );
    for (const [p, expected] of paths) {
      const { statuses: counts, lost } = seen.get(p);
      if (counts.size === 0) problems.push(`${p}: no response at all`);
      if (lost > 0)
        problems.push(`${p}: ${lost} request(s) without a response (timeout or dropped)`);
      for (const [status, n] of counts) {
        if (!expected.includes(status))
          problems.push(`${p}: ${n} x ${status} (expected ${expected.join(' or ')})`);
      }
    }
    const fiveHundreds = [...statusCounts]
      .filter(([status]) => status >= 500)
      .reduce((n, [, c]) => n + c, 0);
    if (fiveHundreds > 0) problems.push(`${fiveHundreds} responses with a 5xx status`);

    const pct = (values, q) => percentile(values, q * 100) ?? NaN;
    const all = [...seen.values()].flatMap((e) => e.times).sort((a, b) => a - b);
    console.log(
      `${all.length} responses (${(all.length / SECONDS).toFixed(0)} per second), latency p50 ${pct(all, 0.5).toFixed(0)} ms, p99 ${pct(all, 0.99).toFixed(0)} ms, max ${pct(all, 1).toFixed(0)} ms; statuses ${[...statusCounts].map(([status, n]) => `${status}: ${n}`).join(', ')}`,
    );
    console.log(
      `\n${'path'.padEnd(52)} ${'count'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  statuses`,
    );
    const rows = paths.map(([p]) => {
      const { statuses: counts, times, lost } = seen.get(p);
      return { p, counts, times: times.sort((a, b) => a - b), lost };
    });
    for (const { p, counts, times, lost } of rows.sort(
      (a, b) => (pct(b.times, 0.99) || 0) - (pct(a.times, 0.99) || 0),
    )) {
      const statuses =
        [...counts].map(([status, n]) => `${status} x${n}`).join(', ') +
        (lost ? `, lost x${lost}` : '');
      const cells = [0.5, 0.99, 1].map((q) => pct(times, q).toFixed(0).padStart(7)).join(' ');
      console.log(
        `${decodeURI(p).slice(0, 52).padEnd(52)} ${String(times.length).padStart(6)} ${cells}  ${statuses}`,
      );
    }
    console.log('');

    // What an operator would see of the run: a line per response, and the metrics counting as many.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const metricsAfter = await readMetrics();
    const responses = [...statusCounts].reduce((n, [, c]) => n + c, 0);
    const logged = server.accessLines() - linesBefore;
    const counted = new Map(
      [...metricsAfter.byStatus].map(([status, n]) => [
        status,
        n - (metricsBefore.byStatus.get(status) ?? 0),
      ]),
    );
    console.log(
      `Access log: ${logged} lines for ${responses} responses; metrics: ${[...counted].map(([status, n]) => `${status}: ${n}`).join(', ')} (the scrape itself not counted: it has its own port); event-loop lag p99 ${metricsAfter.lag.p99?.toFixed(1)} ms, max ${metricsAfter.lag.max?.toFixed(1)} ms since the scrape before the load`,
    );
    // Each connection may leave one request in flight when the load stops: answered (or cut off)
    // and logged by the server, never counted by the client.
    const beyondInFlight = (n) => n < 0 || n > CONNECTIONS;
    const countedTotal = [...counted.values()].reduce((n, c) => n + c, 0);
    if (beyondInFlight(logged - responses))
      problems.push(`the access log has ${logged} lines for ${responses} responses`);
    if (beyondInFlight(countedTotal - responses))
      problems.push(`the metrics count ${countedTotal} requests for ${responses} responses`);
    for (const [status, n] of statusCounts) {
      if (beyondInFlight((counted.get(status) ?? 0) - n))
        problems.push(`the metrics count ${counted.get(status) ?? 0} x ${status}, the client ${n}`);
    }

    const serverErrors = server
      .output()
      .split('\n')
      .filter((line) => /⨯|Error:|\[proxy\]/.test(line));
    if (serverErrors.length > 0) {
      problems.push(
        `the server logged ${serverErrors.length} error line(s):\n    ${serverErrors.slice(0, 5).join('\n    ')}`,
      );
    }

    problems.push(...(await perClientCap(PORT)));

    if (problems.length > 0) {
      console.error(`Load test FAILED:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        'Load test passed: no errors, no timeouts, no 5xx, every path answered as expected.',
      );
    }
  } finally {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One client opens PER_CLIENT + 5 sockets and keeps PER_CLIENT; another is answered meanwhile. */
async function perClientCap(port) {
  const open = (localAddress) =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port, localAddress });
      socket.once('connect', () => resolve(socket)).once('error', reject);
      socket.on('close', () => (socket.closedAt = performance.now()));
    });
  const sockets = await Promise.all(
    Array.from({ length: PER_CLIENT + 5 }, () => open('127.0.0.3')),
  );
  const started = performance.now();
  while (sockets.filter((s) => s.closedAt).length < 5 && performance.now() - started < 2000)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const held = sockets.filter((s) => !s.closedAt).length;
  const closedWithin = Math.round(performance.now() - started);
  const other = await open('127.0.0.4');
  const answer = await new Promise((resolve) => {
    other.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    let text = '';
    other.on('data', (chunk) => (text += chunk)).once('close', () => resolve(text));
  });
  sockets[0].destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const again = await open('127.0.0.3');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const readmitted = !again.closedAt;
  for (const socket of [...sockets, again]) socket.destroy();
  console.log(
    `Connections: one client held ${held} of ${PER_CLIENT + 5} (CLIENT_CONNECTIONS ${PER_CLIENT}), the rest closed within ${closedWithin} ms; another client answered ${answer.split('\r\n')[0]}; one closed, one more let in: ${readmitted}`,
  );
  const problems = [];
  if (held !== PER_CLIENT) problems.push(`one client held ${held} sockets, not ${PER_CLIENT}`);
  if (!/^HTTP\/1\.1 200/.test(answer)) problems.push(`another client got ${answer.slice(0, 40)}`);
  if (!readmitted) problems.push('a socket closed did not free its place');
  return problems;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
