// Next inside a plain Node HTTP server, for what Next cannot do from inside a request: the client
// address from the socket, never a header the client wrote (Next only fills X-Forwarded-For when
// it is missing); 405 for a method the path does not take (Next answers TRACE with a 500, PUT on a
// page with the page); security headers on every response (Next's own 308s carry none); the status
// a rendered page stands for, 404 or 503 with Retry-After (server/page-state.mjs).
// Usage: node server/main.mjs [-p PORT] [-H HOSTNAME]   (PORT and HOSTNAME from the env too)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  clientAddress,
  methodPolicy,
  responseHeaders,
  routedPath,
  sharedCacheHeaders,
} from './http-policy.mjs';
import { createMetrics, metricsPortProblem, serveMetrics } from './metrics.mjs';
import { scheduleMidnightRenewal } from './midnight.mjs';
import { installRequestConsole, requestObserver, routeLabeler } from './observability.mjs';
import { closeRedis } from './redis.mjs';
import { isFilePath, LANGUAGES } from './rewrites.mjs';
import { securityHeaders } from './security-headers.mjs';
import { mediaOrigin, readSettings } from './settings.mjs';
import { isRenderedPage, pageResponse, reportedStateSince, STATUS_HEADER } from './page-state.mjs';
import { CLIENT_ADDRESS_HEADER, markServedByXatireServer } from './shared-state.mjs';

process.env.NODE_ENV = 'production';

let settings;
try {
  settings = readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function option(short, long, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === short || a === long);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
}

const port = Number(option('-p', '--port', String(settings.PORT)));
// Bind to a name, not a literal loopback IP: with 127.0.0.1 next-intl's az rewrites loop
// (vercel/next.js#94745).
const hostname = option('-H', '--hostname', process.env.HOSTNAME || undefined);
const trustedHops = settings.TRUSTED_PROXY_HOPS;
const cdnMaxAge = settings.CDN_MAX_AGE_SECONDS;
const benchFloor = settings.BENCH_FLOOR;
const ignoresVary = settings.CDN_IGNORES_VARY;
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;

const security = securityHeaders({ dev: false, media: mediaOrigin(settings) });
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

// The files under public/media (fixed once built). A path there with an extension that names no
// file gets the site's 404 page, server-rendered like any other: without this it would get Next's
// bare root not-found, whose text appears only after scripts run.
const mediaFiles = new Set(
  fs
    .readdirSync(path.join(root, 'public', 'media'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(path.join(root, 'public'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    ),
);
// A path under /media with an extension is a file, never a page (NOT_PAGES, server/rewrites.mjs).
const UNDER_MEDIA = /^\/media\//;

function isUnknownMediaFile(pathname) {
  if (!UNDER_MEDIA.test(pathname) || !isFilePath(pathname)) return false;
  try {
    return !mediaFiles.has(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

// What an operator watches (server/observability.mjs): the console learns request ids before Next
// wraps it; the metrics exist only when they have a port of their own.
const metricsProblem = metricsPortProblem(settings.METRICS_PORT, port);
if (metricsProblem) {
  console.error(`Invalid settings, the server cannot start:\n  ${metricsProblem}`);
  process.exit(1);
}
installRequestConsole();
const metrics = settings.METRICS_PORT === undefined ? undefined : createMetrics();

/** The build's routes (pages and route handlers), for the metrics' route labels. */
function appRoutes() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const manifest = path.join(root, distDir, 'app-path-routes-manifest.json');
  return Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')));
}

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
markServedByXatireServer();

/**
 * Decides status and headers when the response starts, whichever way Next starts it. A page Next
 * rendered (not a cached copy) keeps its head until its first bytes are written: a render shared
 * by several requests at once says in its HTML whether it is the 404 or the 503 page. A subclass,
 * not per-response wrappers: every response keeps one shape (a page served from cache costs the
 * same as before).
 */
class PolicyResponse extends http.ServerResponse {
  pathname = '/';
  started = 0;
  /** Next's cache state of the response (HIT, STALE, MISS, or ''), read before its header goes. */
  cacheState = '';
  /** Asked for Next's flight (RSC) payload; read before Next, which may strip the header. */
  flight = false;
  #decided = false;
  /** @type {[number, string | undefined] | null} */
  #deferred = null;

  #decide(status, reason, chunk) {
    this.#decided = true;
    this.cacheState = String(this.getHeader('x-nextjs-cache') ?? '');
    const contentType = String(this.getHeader('content-type') ?? '');
    // The 404 or 503 page (server/page-state.mjs), or the proxy's rewrite to the 404 page.
    const decided = pageResponse({
      status,
      contentType,
      cacheState: this.cacheState,
      forced: this.getHeader(STATUS_HEADER),
      chunk,
      reported: () => reportedStateSince(this.pathname, this.started),
    });
    this.removeHeader(STATUS_HEADER);
    const code = decided.status;
    if (code !== status) this.removeHeader('etag');
    if (decided.retryAfter !== undefined) this.setHeader('retry-after', String(decided.retryAfter));
    // Shutting down: the connection closes after this response instead of idling to its timeout.
    if (stopping) this.setHeader('connection', 'close');
    const pathname = this.pathname;
    const policy = responseHeaders(
      {
        status: code,
        pathname,
        contentType,
        has: (name) => this.hasHeader(name),
        names: this.getHeaderNames(),
        flight: this.flight,
      },
      security,
    );
    for (const [key, value] of policy.set) this.setHeader(key, value);
    const shared = sharedCacheHeaders(
      { pathname, status: code, get: (name) => this.getHeader(name) },
      { cdnMaxAge, ignoresVary },
    );
    for (const [key, value] of shared) this.setHeader(key, value);
    // Last: the shared cache's rules read Next's cache state.
    for (const name of policy.remove) this.removeHeader(name);
    return reason === undefined ? super.writeHead(code) : super.writeHead(code, reason);
  }

  // Before the first bytes go out: the head kept back, or one never written (an implicit head).
  #start(chunk) {
    if (this.#deferred) {
      const [status, reason] = this.#deferred;
      this.#deferred = null;
      this.#decide(status, reason, chunk);
    } else if (!this.#decided && !this.headersSent) {
      this.#decide(this.statusCode, undefined, chunk);
    }
  }

  writeHead(status, ...rest) {
    const reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
    const headers = rest[0];
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [key, value] of Object.entries(headers)) this.setHeader(key, value);
    }
    if (this.#decided) return super.writeHead(status, reason);
    if (
      isRenderedPage({
        status,
        contentType: this.getHeader('content-type'),
        cacheState: this.getHeader('x-nextjs-cache'),
      })
    ) {
      this.#deferred = [status, reason];
      return this;
    }
    return this.#decide(status, reason, undefined);
  }

  flushHeaders() {
    // A head kept back leaves with the first bytes.
    if (!this.#deferred) super.flushHeaders();
  }

  write(chunk, ...rest) {
    this.#start(chunk);
    return super.write(chunk, ...rest);
  }

  end(chunk, ...rest) {
    this.#start(typeof chunk === 'function' ? undefined : chunk);
    return super.end(chunk, ...rest);
  }
}

function refuse(res, status, text, allow) {
  res.statusCode = status;
  if (allow) res.setHeader('allow', allow);
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(`${text}\n`);
}

const server = http.createServer(
  {
    ServerResponse: PolicyResponse,
    headersTimeout: settings.HEADERS_TIMEOUT_MS,
    requestTimeout: settings.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: settings.KEEP_ALIVE_TIMEOUT_MS,
    // How often the two limits above are enforced (Node's default, 30 s, would let a slow client
    // hold a connection up to 30 s past them).
    connectionsCheckingInterval: 1000,
  },
  onRequest,
);
server.maxConnections = settings.MAX_CONNECTIONS;

function onRequest(req, res) {
  res.started = Date.now();
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustedHops,
  );
  // Every check below sees the path Next will serve (`/api/../about` is `/about`).
  const pathname = routedPath(req.url);
  if (pathname === null) {
    res.pathname = String(req.url);
    // `OPTIONS *` asks what the server allows: the methods every path takes.
    if (req.url === '*' && req.method === 'OPTIONS') {
      refuse(res, 405, 'Method not allowed', methodPolicy('OPTIONS', '*').allow);
    } else {
      refuse(res, 400, 'Bad request target: a path starting with / is expected');
    }
    return;
  }
  res.pathname = pathname;
  res.flight = req.headers.rsc === '1';

  const method = methodPolicy(req.method, pathname);
  if (!method.ok) {
    refuse(res, 405, 'Method not allowed', method.allow);
    return;
  }
  if (!benchFloor && /^\/bench(?:\/|$)/.test(pathname)) req.url = '/404';
  if (isUnknownMediaFile(pathname)) req.url = '/404';

  handle(req, res).catch((error) => {
    console.error('[server] request failed:', error instanceof Error ? error.message : error);
    if (!res.headersSent) {
      refuse(res, 500, 'Internal server error');
    } else {
      res.destroy();
    }
  });
}

// Before the handler above: the request's id, its context, and its line in the access log.
server.prependListener(
  'request',
  requestObserver({
    trustedHops,
    metrics,
    routeOf: metrics && routeLabeler(appRoutes(), LANGUAGES),
  }),
);
if (metrics) {
  await serveMetrics(metrics, settings.METRICS_PORT, hostname).catch((error) => {
    console.error(`METRICS_PORT ${settings.METRICS_PORT}: ${error.message}`);
    process.exit(1);
  });
}

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
  scheduleMidnightRenewal(`http://${hostname ?? 'localhost'}:${port}`);
});

function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: finishing requests in flight`);
  server.close(() => {
    // Every response is out: the store's connections and Redis close after the last query.
    releaseConnections().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}

async function releaseConnections() {
  // lib/content/db.ts keeps the app's store on globalThis.contentDb (the app is bundled apart).
  const store = await globalThis.contentDb?.catch(() => undefined);
  await Promise.allSettled([store?.destroy(), closeRedis()]);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
