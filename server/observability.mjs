// What an operator watches (issue 26): one JSON line per request on standard output, a request id
// sent back as X-Request-Id and carried by every error logged while the request runs, and the
// request's figures for the metrics (server/metrics.mjs). Cheap on purpose: it runs for every
// request, so one small object and one write per response, nothing read back.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import { CLIENT_ADDRESS_HEADER } from './shared-state.mjs';

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

/**
 * Labels a path, for the metrics, with the route the build serves it by: `routes` is the build's
 * own list (`.next/app-path-routes-manifest.json`), so every page and route handler has its label
 * and none is written here. Pages are named without their language (`/about`, `/` for a home,
 * `/category/[category]/[id]`), handlers as they are (`/api/v1/deceased/[id]/details`), files by
 * where they live (`/_next/static`, `/_next/image`, `/media`); a path no route takes (the
 * catch-all 404s included) is `other`, so no made-up URL becomes a label.
 * @param {string[]} routes the app's routes, e.g. `/[lang]/about`, `/api/v1/[category]`
 * @param {readonly string[]} languages the language prefixes (`[lang]`)
 * @returns {(pathname: string) => string}
 */
export function routeLabeler(routes, languages) {
  const isParameter = (segment) => /^\[[^.].*\]$/.test(segment);
  const compiled = [...new Set(routes)]
    // Next's own (/_not-found, /_global-error) and the catch-alls that render the 404 page.
    .filter((route) => !route.startsWith('/_') && !route.includes('[...'))
    .map((route) => {
      const segments = route.split('/').slice(1);
      const page = segments[0] === '[lang]';
      const label = page ? `/${segments.slice(1).join('/')}` : route;
      return { segments: page ? segments.slice(1) : segments, page, label };
    })
    // A fixed segment wins over a parameter: /api/v1/genealogy-all before /api/v1/[category].
    .sort((a, b) => a.segments.filter(isParameter).length - b.segments.filter(isParameter).length);
  const matches = (route, segments) =>
    route.segments.length === segments.length &&
    route.segments.every((s, i) => s === segments[i] || (isParameter(s) && segments[i] !== ''));
  const languageSet = new Set(languages);
  return (pathname) => {
    if (!pathname.startsWith('/')) return 'other';
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const segments = path === '/' ? [] : path.split('/').slice(1);
    // Pages: after a language prefix, or without one (Azerbaijani).
    const inPage = languageSet.has(segments[0] ?? '') ? segments.slice(1) : segments;
    for (const route of compiled) {
      if (matches(route, route.page ? inPage : segments)) return route.label;
    }
    if (segments[0] === '_next') {
      return segments[1] === 'static' || segments[1] === 'image'
        ? `/_next/${segments[1]}`
        : '/_next';
    }
    if (segments[0] === 'media') return '/media';
    return 'other';
  };
}

/** The request id of the code running now (undefined outside a request). */
export const requestContext = new AsyncLocalStorage();

/**
 * @typedef {{ request(route: string, status: number, seconds: number, cache: string): void }} RequestMetrics
 * @typedef {{
 *   trustedHops: number,
 *   metrics?: RequestMetrics,
 *   routeOf?: (pathname: string) => string,
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
export function requestObserver({
  trustedHops,
  metrics,
  routeOf = () => 'other',
  write = writeStdout,
}) {
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
