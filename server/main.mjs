// Next inside a plain Node HTTP server, for what Next cannot do in a request (docs/security.md).
// Usage: node server/main.mjs [-p PORT] [-H HOSTNAME]   (PORT and HOSTNAME from the env too)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  clientAddress,
  IMMUTABLE,
  methodPolicy,
  responseHeaders,
  routedPath,
  sharedCacheHeaders,
} from './http-policy.mjs';
import { createMetrics, metricsPortProblem, serveMetrics } from './metrics.mjs';
import { scheduleMidnightRenewal } from '../lib/runtime/midnight.mjs';
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
import { responseCompression } from './compression.mjs';
import { brotliStaticFiles } from './static-files.mjs';
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
const metrics = settings.METRICS_PORT === undefined ? undefined : createMetrics();

function appRoutes() {
  const manifest = path.join(root, buildDir(), 'app-path-routes-manifest.json');
  return Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')));
}

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
markServedByXatireServer();
// Not behind a cache that ignores Vary: it would hand brotli to a client that asked for gzip.
const brotli = !ignoresVary;
const brotliCopies = brotli
  ? brotliStaticFiles(path.join(root, buildDir()), { cacheControl: IMMUTABLE })
  : undefined;
const compress = responseCompression({ brotli });

// A rendered page's head waits for its first bytes: a render shared by several requests says only
// in its HTML whether it is the 404 or 503 page. A subclass, not wrappers (docs/performance.md):
// only the two that must see a chunk before compression does (noteUncompressed).
class PolicyResponse extends http.ServerResponse {
  pathname = '/';
  started = 0;
  cacheState = '';
  /** Read before Next, which may strip the RSC header. */
  flight = false;
  /** The body's first bytes as Next wrote them, before compression: a shared render's page state. */
  #firstChunk = undefined;
  #decided = false;
  /** @type {[number, string | undefined] | null} */
  #deferred = null;

  #decide(status, reason, chunk) {
    this.#decided = true;
    // Compression calls writeHead again on each write until the head is out.
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
      this.#decide(status, reason, this.#firstChunk ?? chunk);
    } else if (!this.#decided && !this.headersSent) {
      this.#decide(this.statusCode, undefined, this.#firstChunk ?? chunk);
    }
  }

  #note(chunk) {
    if (this.#firstChunk === undefined && chunk?.length > 0 && typeof chunk !== 'function') {
      this.#firstChunk = chunk;
    }
  }

  /** Sees each chunk before the compression installed on this response does. */
  noteUncompressed() {
    const { write, end } = this;
    this.write = (chunk, ...rest) => {
      this.#note(chunk);
      return write.call(this, chunk, ...rest);
    };
    this.end = (chunk, ...rest) => {
      this.#note(chunk);
      return end.call(this, chunk, ...rest);
    };
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

  if (!brotliCopies?.serve(req, res, pathname, () => toNext(req, res))) toNext(req, res);
}

function toNext(req, res) {
  compress(req, res, () => {
    res.noteUncompressed();
    handle(req, res).catch((error) => {
      console.error('[server] request failed:', error instanceof Error ? error.message : error);
      if (!res.headersSent) {
        refuse(res, 500, 'Internal server error');
      } else {
        res.destroy();
      }
    });
  });
}

server.prependListener(
  'request',
  requestObserver({
    trustedHops,
    metrics,
    routeOf: metrics && routeLabeler(appRoutes(), LOCALES),
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
