// What an operator watches (issue 26): one JSON line per request on standard output, a request id
// sent back as X-Request-Id and carried by every error logged while the request runs, and the
// request's figures for the metrics (server/metrics.mjs). Cheap on purpose: it runs for every
// request, so one small object and one write per response, nothing read back.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import { CLIENT_ADDRESS_HEADER } from './shared-state.mjs';
import { LISTED_CATEGORIES } from './rewrites.mjs';

export const REQUEST_ID_HEADER = 'x-request-id';

/** nginx's $request_id (32 hex digits), a UUID, or any id a proxy makes of these characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Longer paths are cut in the log (Node takes targets up to 16 kB). */
const MAX_LOGGED_PATH = 2048;

/**
 * The request's id: the one the proxy in front sent when there is a trusted proxy and it looks
 * safe to log, else a fresh one. A client without a proxy never chooses its own.
 * @param {string | string[] | undefined} incoming the X-Request-Id header
 * @param {number} trustedHops
 */
export function requestIdOf(incoming, trustedHops) {
  if (trustedHops > 0 && typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) {
    return incoming;
  }
  return randomUUID();
}

/**
 * One access log line, without its line break. `aborted`: the connection closed before the
 * response was whole (status is then what was sent, or 499, nginx's "client closed request").
 * @param {{ time: number, method: string | undefined, path: string, status: number, ms: number,
 *   bytes: number, cache: string, client: string, id: string, aborted: boolean }} entry
 */
export function accessLogLine(entry) {
  const line = {
    time: new Date(entry.time).toISOString(),
    method: entry.method,
    path: entry.path.length > MAX_LOGGED_PATH ? entry.path.slice(0, MAX_LOGGED_PATH) : entry.path,
    status: entry.status,
    ms: Math.round(entry.ms * 10) / 10,
    bytes: entry.bytes,
    cache: entry.cache || undefined,
    client: entry.client,
    id: entry.id,
    aborted: entry.aborted || undefined,
  };
  return JSON.stringify(line);
}

const PAGES = new Set([
  '/about',
  '/contact',
  '/general-rules',
  '/user-agreement',
  '/genealogy',
  '/search',
  '/404',
  '/media/photo-gallery',
  '/media/video-gallery',
  '/services/memorial-page',
  '/services/obituary',
  '/services/genealogy-compilation',
  '/services/virtual-cemetery',
  '/services/qr-code-dog-tag',
]);
const LISTINGS = new Set(LISTED_CATEGORIES);
const LANGUAGES = new Set(['az', 'en', 'ru']);
const VIEWERS = new Set(['photos', 'videos', 'qrcode']);
/** The content API's calls without an id (app/api/v1), and the two operations under /api. */
const API_ROUTES = new Set([
  '/api/health',
  '/api/revalidate',
  ...[
    'about',
    'contact',
    'contact2',
    'genealogy',
    'genealogy-all',
    'homepage',
    'main/content',
    'memorial',
    'obituary',
    'photo-gallery',
    'qr-code-badge',
    'search',
    'terms',
    'terms2',
    'video-gallery',
    'virtual-cemetery',
    'vr',
  ].map((name) => `/api/v1/${name}`),
]);
/** Files and Next's own paths, by their first segment. */
const FILE_ROOTS = new Map([
  ['og', '/og'],
  ['calendar', '/calendar'],
  ['sitemaps', '/sitemaps'],
  ['locales', '/locales'],
  ['bench', '/bench'],
]);
const FILES = new Set(['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg', '/logo.svg']);

/**
 * The route a path belongs to, as a metric label: a pattern from a fixed list (`/`, `/[lang]`,
 * `/category/[slug]/[id]`, `/api/v1/contact`, `/_next/static` ...) or `other`, never the path
 * itself, so made-up URLs cannot grow the metrics. Pages are named without their language.
 * @param {string} pathname
 */
export function routeOf(pathname) {
  if (pathname === '/') return '/';
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = path.split('/');
  const first = segments[1] ?? '';
  if (first === '_next') {
    if (segments[2] === 'static') return '/_next/static';
    if (segments[2] === 'image') return '/_next/image';
    return '/_next';
  }
  if (first === 'api') return apiRoute(path, segments);
  const root = FILE_ROOTS.get(first);
  if (root) return root;
  if (FILES.has(path)) return path;
  if (first === 'media' && !PAGES.has(path)) return '/media';
  const inLanguage = LANGUAGES.has(first);
  if (inLanguage && segments.length === 2) return '/[lang]';
  return pageRoute(inLanguage ? segments.slice(2) : segments.slice(1));
}

/** @param {string[]} s the segments after the language */
function pageRoute(s) {
  const path = `/${s.join('/')}`;
  if (PAGES.has(path)) return path;
  const [a = '', b = '', c = ''] = s;
  if (s.length === 1 && LISTINGS.has(a)) return '/[listing]';
  if (a === 'category' && LISTINGS.has(b)) {
    if (s.length === 2) return '/category/[slug]';
    if (s.length === 3 && c) return '/category/[slug]/[id]';
  }
  if (a === 'genealogy' && b) {
    if (s.length === 2) return '/genealogy/[id]';
    if (s.length === 3 && c) return '/genealogy/[id]/[member]';
  }
  if (VIEWERS.has(a) && s.length === 2 && b) return `/${a}/[id]`;
  if (a === 'audio' && s.length === 3 && b && c) return '/audio/[id]/[voice]';
  return 'other';
}

/**
 * @param {string} path
 * @param {string[]} segments
 */
function apiRoute(path, segments) {
  if (API_ROUTES.has(path)) return path;
  const [, , version, a = '', b = '', c = '', d] = segments;
  if (version !== 'v1') return 'other';
  if (segments.length === 4 && LISTINGS.has(a)) return '/api/v1/[category]';
  if (a === 'deceased' && b && c === 'details' && segments.length === 6) {
    return '/api/v1/deceased/[id]/details';
  }
  if (a === 'genealogy' && b === 'deceased' && c && d === 'details' && segments.length === 7) {
    return '/api/v1/genealogy/deceased/[id]/details';
  }
  if (a === 'genealogy' && b && segments.length === 5) return '/api/v1/genealogy/[id]';
  if (a === 'qrcode' && b && segments.length === 5) return '/api/v1/qrcode/[uuid]';
  return 'other';
}

/** The request id of the code running now (undefined outside a request). */
export const requestContext = new AsyncLocalStorage();

/**
 * @typedef {{ request(route: string, status: number, seconds: number, cache: string): void }} RequestMetrics
 * @typedef {{
 *   trustedHops: number,
 *   metrics?: RequestMetrics,
 *   write?: (line: string) => void,
 * }} ObserveOptions
 */

let pending = '';
function flush() {
  const lines = pending;
  pending = '';
  if (lines) process.stdout.write(lines);
}
/**
 * The lines of one turn of the event loop leave in one write: a write to a pipe is a system call
 * that wakes the reader (journald, docker), so once per turn under load, not once per request.
 * @param {string} line
 */
function writeStdout(line) {
  if (pending === '') setImmediate(flush);
  pending += line;
}
process.on('exit', flush);

/**
 * The server's first 'request' listener (`server.prependListener`): gives the request its id
 * (X-Request-Id on the response), enters its context for whatever the next listener starts, and
 * logs the response once its connection is done with it. The path and the cache state are read
 * then from the response (server/main.mjs PolicyResponse).
 * @param {ObserveOptions} options
 */
export function requestObserver({ trustedHops, metrics, write = writeStdout }) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse & { pathname?: string, cacheState?: string }} res
   */
  return (req, res) => {
    const time = Date.now();
    const started = performance.now();
    const socket = req.socket;
    // The socket's count, not the body's: counting each chunk would measure every string written.
    const sentBefore = socket.bytesWritten;
    const id = requestIdOf(req.headers[REQUEST_ID_HEADER], trustedHops);
    res.setHeader(REQUEST_ID_HEADER, id);
    // Not run(): the handler is the next listener of the same event, called by Node, not by us.
    // enterWith holds for the rest of this event and everything it starts.
    requestContext.enterWith(id);
    res.once('close', () => {
      const ms = performance.now() - started;
      const aborted = !res.writableFinished;
      const status = res.headersSent || !aborted ? res.statusCode : 499;
      const path = res.pathname ?? '/';
      const cache = res.cacheState ?? '';
      const bytes = socket.bytesWritten - sentBefore;
      // As server/main.mjs worked it out (the socket's, or the one the trusted proxies named).
      const client = String(req.headers[CLIENT_ADDRESS_HEADER] ?? socket.remoteAddress);
      write(
        `${accessLogLine({ time, method: req.method, path, status, ms, bytes, cache, client, id, aborted })}\n`,
      );
      metrics?.request(routeOf(path), status, ms / 1000, cache);
    });
  };
}

/**
 * console.error and console.warn inside a request write one JSON line with the request's id
 * (`{time, level, id, message}`, the message as console would print it, stack and all); outside
 * a request they print as before. Installed before Next loads, which wraps console in its turn.
 * @param {(line: string) => void} [write]
 */
export function installRequestConsole(write = (line) => void process.stderr.write(line)) {
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    const plain = console[level].bind(console);
    console[level] = (...args) => {
      const id = requestContext.getStore();
      if (id === undefined) return plain(...args);
      write(
        `${JSON.stringify({ time: new Date().toISOString(), level, id, message: format(...args) })}\n`,
      );
    };
  }
}
