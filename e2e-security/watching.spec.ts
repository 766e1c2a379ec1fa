import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import {
  copyOfBuild,
  freeSitePort,
  remoteSite,
  startExtraServer,
  uniqueClientIp,
} from '../e2e/helpers';
import { startOperatorApi, type OperatorApi } from '../e2e/operator-api/server.mjs';
import { raw, type RawResponse } from './helpers';

/**
 * What an operator sees (issue 26): a known sequence of requests to the production build in
 * remote mode, then its access log, its errors and its metrics, read back line by line.
 */
test.describe.configure({ mode: 'serial' });

/** The production server itself, no wrapper: on `port`, with `env` over this process's. */
const spawnSite = (port: number, env: Record<string, string>) =>
  spawn(process.execPath, ['server/main.mjs', '-p', String(port), '-H', 'localhost'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

type AccessLine = {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  cache?: string;
  client: string;
  id: string;
  aborted?: boolean;
};
type ErrorLine = { time: string; level: string; id: string; message: string };
type Line = AccessLine | ErrorLine | { level: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: OperatorApi;
let site: Awaited<ReturnType<typeof startExtraServer>>;
let logFile: string;
let metricsURL: string;

/** Everything the server printed, as JSON lines (its start-up lines are plain text). */
function serverLines(): Line[] {
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

const accessLines = () => serverLines().filter((l): l is AccessLine => 'method' in l);
const errorLines = () =>
  serverLines().filter((l): l is ErrorLine => 'level' in l && /^(error|warn)$/.test(l.level));

/** The one access log line of a response, by the id it was sent back with. */
async function lineOf(res: RawResponse): Promise<AccessLine> {
  const id = String(res.headers['x-request-id']);
  let found: AccessLine[] = [];
  await expect
    .poll(() => (found = accessLines().filter((l) => l.id === id)).length, { timeout: 5_000 })
    .toBe(1);
  return found[0]!;
}

/** The metrics as a map of series to value (`name{labels}` -> number). */
async function scrape(): Promise<Map<string, number>> {
  const res = await fetch(metricsURL);
  expect(res.status).toBe(200);
  const series = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

/** What the connection carried for a response: its body and a head (at most a few kB). */
function expectBytes(line: AccessLine, res: RawResponse) {
  const body = Buffer.byteLength(res.body);
  expect(line.bytes).toBeGreaterThan(body + 100);
  expect(line.bytes).toBeLessThan(body + 8192);
}

const requests = (route: string, status: number) =>
  `xatire_http_request_duration_seconds_count{route="${route}",status="${status}"}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startOperatorApi({ prefix: '/api' });
  logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-watch-')), 'server.log');
  const metricsPort = await freeSitePort();
  metricsURL = `http://localhost:${metricsPort}/metrics`;
  site = await startExtraServer(
    remoteSite(api, { METRICS_PORT: String(metricsPort), E2E_SERVER_LOG: logFile }),
  );
});

test.afterAll(async () => {
  await site?.stop();
  await api?.close();
  if (logFile) fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
});

test('a known sequence of requests: one line each in the access log, and the metrics moved by as much', async () => {
  test.setTimeout(60_000);
  const before = await scrape();
  const client = uniqueClientIp();
  const asClient = { 'x-forwarded-for': client };

  // A page twice: rendered, then from the cache. The query never reaches the log.
  const first = await raw(site.baseURL, '/en/about?q=private+search+words', { headers: asClient });
  const second = await raw(site.baseURL, '/en/about', {
    headers: { ...asClient, 'x-request-id': 'nginx-0123456789abcdef0123' },
  });
  // A memorial the source does not have, a message, and a message that is not JSON.
  const missing = await raw(site.baseURL, '/en/category/public-figures/987654', {
    headers: asClient,
  });
  const contact = (body: string) =>
    raw(site.baseURL, '/api/v1/contact', {
      method: 'POST',
      headers: {
        ...asClient,
        'content-type': 'application/json',
        origin: site.baseURL,
        'sec-fetch-site': 'same-origin',
      },
      body,
    });
  const sent = await contact(
    JSON.stringify({
      firstName: 'Anar',
      phone: '+994 50 222 33 44',
      email: 'watching@example.az',
      message: 'Salam',
      consent: true,
    }),
  );
  const bad = await contact('{"firstName":');
  // An id a client makes up is not one to log.
  const unsafe = await raw(site.baseURL, '/robots.txt', {
    headers: { ...asClient, 'x-request-id': 'has spaces and "quotes"' },
  });
  expect([first, second, missing, sent, bad, unsafe].map((r) => r.status)).toEqual([
    200, 200, 404, 201, 400, 200,
  ]);

  const a = await lineOf(first);
  expect(a).toEqual({
    level: 'info',
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    method: 'GET',
    path: '/en/about',
    status: 200,
    ms: expect.any(Number),
    bytes: expect.any(Number),
    cache: 'MISS',
    client,
    id: expect.stringMatching(UUID),
  });
  expect(Date.now() - Date.parse(a.time)).toBeLessThan(60_000);
  expectBytes(a, first);
  const b = await lineOf(second);
  // The trusted proxy's id is the request's id.
  expect(second.headers['x-request-id']).toBe('nginx-0123456789abcdef0123');
  expect(b).toMatchObject({ path: '/en/about', status: 200, cache: 'HIT', client });
  expect(b.ms).toBeLessThan(a.ms);
  expect(await lineOf(missing)).toMatchObject({
    path: '/en/category/public-figures/987654',
    status: 404,
    client,
  });
  const stored = await lineOf(sent);
  expect(stored).toMatchObject({ method: 'POST', path: '/api/v1/contact', status: 201 });
  expectBytes(stored, sent);
  expect(await lineOf(bad)).toMatchObject({ method: 'POST', path: '/api/v1/contact', status: 400 });
  expect(unsafe.headers['x-request-id']).toMatch(UUID);
  expect(await lineOf(unsafe)).toMatchObject({
    path: '/robots.txt',
    id: unsafe.headers['x-request-id'],
  });
  expect(fs.readFileSync(logFile, 'utf8')).not.toContain('private');

  // The outbox forwards the message to the operator's API within seconds.
  await expect
    .poll(async () => (await scrape()).get('xatire_contact_messages_delivered_total'), {
      timeout: 20_000,
    })
    .toBe((before.get('xatire_contact_messages_delivered_total') ?? 0) + 1);

  const after = await scrape();
  const moved = (series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0);
  expect(moved(requests('/about', 200))).toBe(2);
  expect(moved('xatire_cache_responses_total{route="/about",state="MISS"}')).toBe(1);
  expect(moved('xatire_cache_responses_total{route="/about",state="HIT"}')).toBe(1);
  expect(moved(requests('/category/[category]/[id]', 404))).toBe(1);
  expect(moved(requests('/api/v1/contact', 201))).toBe(1);
  expect(moved(requests('/api/v1/contact', 400))).toBe(1);
  expect(moved(requests('/robots.txt', 200))).toBe(1);
  expect(moved('xatire_contact_messages_stored_total')).toBe(1);
  expect(moved('xatire_contact_messages_delivered_total')).toBe(1);
  // The memorial was asked of the source by its call's name, and the message delivered to it.
  expect(
    moved('xatire_upstream_duration_seconds_count{call="/v1/deceased/{id}/details"}'),
  ).toBeGreaterThanOrEqual(1);
  expect(moved('xatire_upstream_duration_seconds_count{call="/v1/contact"}')).toBe(1);
  expect(after.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  // No label is a raw path or a query.
  for (const series of after.keys()) expect(series).not.toMatch(/987654|private/);
});

test("an error logged while a request runs carries the request's id, in a page render and in a route", async () => {
  api.setMode('/v1/obituary', 'error');
  const page = await raw(site.baseURL, '/en/services/obituary');
  const route = await raw(site.baseURL, '/api/v1/obituary');
  expect(page.status).toBe(503);
  expect(route.status).toBe(503);
  for (const res of [page, route]) {
    const id = String(res.headers['x-request-id']);
    await expect
      .poll(
        () => errorLines().filter((l) => l.id === id && /\/v1\/obituary/.test(l.message)).length,
        {
          timeout: 5_000,
        },
      )
      .toBeGreaterThanOrEqual(1);
    expect(await lineOf(res)).toMatchObject({ status: 503, id });
  }
  const [line] = errorLines().filter((l) => l.id === page.headers['x-request-id']);
  expect(line).toEqual({
    time: expect.stringMatching(/Z$/),
    level: 'error',
    id: page.headers['x-request-id'],
    message: expect.stringContaining('Content API answered 500'),
  });
  // And counted as the source's failure, by call and reason.
  const metrics = await scrape();
  expect(
    metrics.get('xatire_upstream_failures_total{call="/v1/obituary",reason="status"}'),
  ).toBeGreaterThanOrEqual(1);
  // Nothing logged outside a request carries an id, and nothing in a request is left plain.
  for (const entry of errorLines()) expect(entry.id).toBeTruthy();
});

test('/metrics on the public port is an unknown path like any other', async () => {
  for (const [target, unknown] of [
    ['/metrics', '/no-such-thing'],
    ['/en/metrics', '/en/no-such-thing'],
    ['/metrics?format=prometheus', '/no-such-thing?format=prometheus'],
  ] as const) {
    const [res, other] = [await raw(site.baseURL, target), await raw(site.baseURL, unknown)];
    expect(res.status, target).toBe(other.status);
    expect(res.headers.location, target).toBe(other.headers.location);
    expect(res.body, target).not.toMatch(/# (HELP|TYPE)|xatire_|nodejs_/);
  }
  const followed = await fetch(new URL('/metrics', site.baseURL));
  expect(followed.status).toBe(404);
  expect(await followed.text()).not.toMatch(/# (HELP|TYPE)|xatire_|nodejs_/);
});

test('METRICS_PORT may not be the port the server listens on, whichever way that was set', async () => {
  const port = await freeSitePort();
  const child = spawnSite(port, {
    DATABASE_PATH: '/nonexistent/never-opened.sqlite',
    PORT: '',
    METRICS_PORT: String(port),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  expect(code).toBe(1);
  expect(output).toContain('Invalid settings, the server cannot start');
  expect(output).toContain('METRICS_PORT must differ from PORT');
  expect(output).not.toMatch(/\n\s+at /);
  expect(output).not.toContain('Ready on');
});

test('a server whose log pipes are closed keeps answering, at rest, and stops on SIGTERM', async () => {
  test.setTimeout(90_000);
  const port = await freeSitePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-logs-gone-'));
  const distDir = copyOfBuild(port);
  // The operator's API is a closed port.
  const closed = await freeSitePort();
  const child = spawnSite(port, {
    NEXT_DIST_DIR: distDir,
    DATABASE_PATH: path.join(dir, 'content.sqlite'),
    API_URL: `http://localhost:${closed}/api`,
    ADMIN_URL: `http://localhost:${closed}`,
    API_TIMEOUT_MS: '500',
    METRICS_PORT: '',
  });

  const origin = `http://localhost:${port}`;
  const answers = async (pathname: string) => {
    const res = await fetch(origin + pathname, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status;
  };
  const cpuSeconds = () => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in 1/100 s (USER_HZ)
  };
  try {
    await expect.poll(() => answers('/robots.txt').catch(() => 0), { timeout: 60_000 }).toBe(200);
    // Whatever read the server's output is gone (a log shipper restarted, a parent killed).
    child.stdout!.destroy();
    child.stderr!.destroy();
    // Its access-log line and, the source being down, an error: writes to both closed pipes.
    expect(await answers('/en/about')).toBe(503);
    for (const pathname of ['/robots.txt', '/en/about', '/ru/contact', '/robots.txt']) {
      expect([200, 503]).toContain(await answers(pathname));
    }
    const before = cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(cpuSeconds() - before).toBeLessThan(0.5);
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
