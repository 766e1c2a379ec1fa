// Next inside a plain Node HTTP server, for what Next cannot do in a request (docs/security.md).
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
import { liveMetrics, metricsPortProblem } from '../lib/runtime/metrics.mjs';
import {
  installRequestConsole,
  keepServingWithoutLogs,
  requestObserver,
  routeLabeler,
} from './observability.mjs';
import { closeRedis } from '../lib/runtime/redis.mjs';
import { isFilePath } from '../lib/runtime/rewrites.mjs';
import { securityHeaders } from '../lib/runtime/security-headers.mjs';
import { buildDir, mediaOrigin, readSettings } from '../lib/runtime/settings.mjs';
import { LOCALES } from '../lib/site.mjs';
import {
  isRenderedPage,
  pageResponse,
  reportedUnavailableSince,
} from '../lib/runtime/page-state.mjs';
import { CLIENT_ADDRESS_HEADER, markServedByXatireServer } from '../lib/runtime/client-address.mjs';

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
// A name, not a literal loopback IP: with 127.0.0.1 the az rewrites loop (vercel/next.js#94745).
const hostname = option('-H', '--hostname', process.env.HOSTNAME || undefined);
const trustedHops = settings.TRUSTED_PROXY_HOPS;
const cdnMaxAge = settings.CDN_MAX_AGE_SECONDS;
const benchFloor = settings.BENCH_FLOOR;
const ignoresVary = settings.CDN_IGNORES_VARY;
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;

const security = securityHeaders({ dev: false, media: mediaOrigin(settings) });
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

// A missing media file gets the site's 404 page, not Next's bare one, whose text needs scripts.
const mediaFiles = new Set(
  fs
    .readdirSync(path.join(root, 'public', 'media'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(path.join(root, 'public'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    ),
);
const UNDER_MEDIA = /^\/media\//;

function isUnknownMediaFile(pathname) {
  if (!UNDER_MEDIA.test(pathname) || !isFilePath(pathname)) return false;
  try {
    return !mediaFiles.has(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

const metricsProblem = metricsPortProblem(settings.METRICS_PORT, port);
if (metricsProblem) {
  console.error(`Invalid settings, the server cannot start:\n  ${metricsProblem}`);
  process.exit(1);
}
// Before Next loads: Next wraps console in its turn.
installRequestConsole();
keepServingWithoutLogs();

function appRoutes() {
  const manifest = path.join(root, buildDir(), 'app-path-routes-manifest.json');
  return Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')));
}

// instrumentation.ts serves metrics and renews pages at midnight on these.
process.env.PORT = String(port);
if (hostname) process.env.HOSTNAME = hostname;
const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
markServedByXatireServer();
// A rendered page's head waits for its first bytes: a render shared by several requests says only
// in its HTML whether it is the 503 page (docs/next-upstream.md). A subclass, not wrappers
// (docs/performance.md). Nothing compresses here (the front does): the bytes are Next's own.
class PolicyResponse extends http.ServerResponse {
  pathname = '/';
  started = 0;
  cacheState = '';
  /** Read before Next, which may strip the RSC header. */
  flight = false;
  #decided = false;
  /** @type {[number, string | undefined] | null} */
  #deferred = null;

  #decide(status, reason, chunk) {
    this.#decided = true;
    this.#deferred = null;
    this.cacheState = String(this.getHeader('x-nextjs-cache') ?? '');
    const contentType = String(this.getHeader('content-type') ?? '');
    const decided = pageResponse({
      status,
      contentType,
      cacheState: this.cacheState,
      chunk,
      reported: () => reportedUnavailableSince(this.pathname, this.started),
    });
    const code = decided.status;
    if (code !== status) this.removeHeader('etag');
    if (decided.retryAfter !== undefined) this.setHeader('retry-after', String(decided.retryAfter));
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
    // Last: sharedCacheHeaders reads x-nextjs-cache.
    for (const name of policy.remove) this.removeHeader(name);
    return reason === undefined ? super.writeHead(code) : super.writeHead(code, reason);
  }

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
    // Node's default, 30 s, lets a slow client hold a connection up to 30 s past the limits.
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
  const pathname = routedPath(req.url);
  if (pathname === null) {
    res.pathname = String(req.url);
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

// The registry is instrumentation.ts's, made as Next starts: looked up when a request ends.
const routeOf =
  settings.METRICS_PORT === undefined ? undefined : routeLabeler(appRoutes(), LOCALES);
server.prependListener(
  'request',
  requestObserver({
    trustedHops,
    metrics: routeOf && { request: (...args) => liveMetrics()?.request(...args) },
    routeOf,
  }),
);

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: finishing requests in flight`);
  server.close(() => {
    releaseConnections().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}

async function releaseConnections() {
  // lib/content/db.ts keeps the app's store on globalThis (the app is bundled apart).
  const store = await globalThis.contentDb?.catch(() => undefined);
  await Promise.allSettled([store?.destroy(), closeRedis()]);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
