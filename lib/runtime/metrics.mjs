// Prometheus metrics on METRICS_PORT, never the public port (docs/operations.md), started by
// instrumentation.ts; the registry lives on globalThis, where the app and the server find it.
import http from 'node:http';
import client from 'prom-client';
import { METRICS } from './app-metrics.mjs';

// From a cached page (about 1 ms) to a render waiting on a slow source (API_TIMEOUT_MS is 5 s).
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Metrics label each request by its route in the build's manifest, never by its raw path. */
export function routeLabeler(routes, languages) {
  const isParameter = (segment) => /^\[[^.].*\]$/.test(segment);
  const compiled = [...new Set(routes)]
    .filter((route) => !route.startsWith('/_') && !route.includes('[...'))
    .map((route) => {
      const segments = route.split('/').slice(1);
      const page = segments[0] === '[lang]';
      const label = page ? `/${segments.slice(1).join('/')}` : route;
      return { segments: page ? segments.slice(1) : segments, page, label };
    })
    .sort((a, b) => a.segments.filter(isParameter).length - b.segments.filter(isParameter).length);
  const matches = (route, segments) =>
    route.segments.length === segments.length &&
    route.segments.every((s, i) => s === segments[i] || (isParameter(s) && segments[i] !== ''));
  return (pathname) => {
    if (!pathname.startsWith('/')) return 'other';
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const segments = path === '/' ? [] : path.split('/').slice(1);
    const inPage = languages.includes(segments[0] ?? '') ? segments.slice(1) : segments;
    const route = compiled.find((r) => matches(r, r.page ? inPage : segments));
    if (route) return route.label;
    if (segments[0] === '_next') {
      return ['static', 'image'].includes(segments[1]) ? `/_next/${segments[1]}` : '/_next';
    }
    return segments[0] === 'media' ? '/media' : 'other';
  };
}

export function createMetrics() {
  const register = new client.Registry();
  client.collectDefaultMetrics({ register });
  const registers = [register];
  const requests = new client.Histogram({
    name: 'xatire_http_request_duration_seconds',
    help: 'Requests by route pattern and status: time from the request to its response ending (_count is the number of requests)',
    labelNames: ['route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const cache = new client.Counter({
    name: 'xatire_cache_responses_total',
    help: 'Responses Next answered from its cache (HIT), from a stale copy while it renders anew (STALE), or rendered because it had none (MISS), by route pattern',
    labelNames: ['route', 'state'],
    registers,
  });
  const upstream = new client.Histogram({
    name: 'xatire_upstream_duration_seconds',
    help: "Calls to the operator's API (remote mode) by call, failed or not (_count is the number of calls)",
    labelNames: ['call'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const upstreamFailures = new client.Counter({
    name: 'xatire_upstream_failures_total',
    help: "Calls to the operator's API that failed, by call and reason (timeout, unreachable, status, invalid_json, shape)",
    labelNames: ['call', 'reason'],
    registers,
  });
  const dependencyFailures = new client.Counter({
    name: 'xatire_dependency_failures_total',
    help: 'Calls to Redis or the store that failed, by dependency and reason (timeout: past its deadline; error: refused, unreachable or failed)',
    labelNames: ['dependency', 'reason'],
    registers,
  });
  const stored = new client.Counter({
    name: 'xatire_contact_messages_stored_total',
    help: 'Contact messages stored (a resend under the same Idempotency-Key counts again, but is stored once)',
    registers,
  });
  const delivered = new client.Counter({
    name: 'xatire_contact_messages_delivered_total',
    help: "Contact messages the outbox delivered to the operator's API (remote mode)",
    registers,
  });

  const metrics = {
    register,
    /** @param {string} route @param {number} status @param {number} seconds @param {string} state */
    request(route, status, seconds, state) {
      requests.observe({ route, status }, seconds);
      if (state) cache.inc({ route, state });
    },
    /** @param {string} call @param {number} seconds */
    upstreamCall(call, seconds) {
      upstream.observe({ call }, seconds);
    },
    /** @param {string} call @param {import('./app-metrics.mjs').UpstreamFailure} reason */
    upstreamFailure(call, reason) {
      upstreamFailures.inc({ call, reason });
    },
    /** @param {'redis' | 'store'} dependency @param {'timeout' | 'error'} reason */
    dependencyFailure(dependency, reason) {
      dependencyFailures.inc({ dependency, reason });
    },
    contactStored() {
      stored.inc();
    },
    contactDelivered() {
      delivered.inc();
    },
  };
  /** @type {any} */ (globalThis)[METRICS] = metrics;
  return metrics;
}

/** @returns {ReturnType<typeof createMetrics> | undefined} */
export const liveMetrics = () => /** @type {any} */ (globalThis)[METRICS];

/** The registry, served on `port` (a port taken stops the server at start). */
export async function startMetrics(
  /** @type {number} */ port,
  /** @type {string | undefined} */ hostname,
) {
  const metrics = createMetrics();
  await serveMetrics(metrics, port, hostname);
  return metrics;
}

// Beside settings.mjs's check: -p may differ from PORT.
/** @param {number | undefined} metricsPort @param {number} port */
export function metricsPortProblem(metricsPort, port) {
  if (metricsPort === undefined || metricsPort !== port) return null;
  return `METRICS_PORT must differ from the port the server listens on (${port}): metrics are never served on the public port`;
}

/** @param {{ register: client.Registry }} metrics @returns {Promise<http.Server>} */
export function serveMetrics(
  metrics,
  /** @type {number} */ port,
  /** @type {string | undefined} */ hostname,
) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.register.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.register.contentType }).end(text);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`${error instanceof Error ? error.message : error}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}
