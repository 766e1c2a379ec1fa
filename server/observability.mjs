import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import { CLIENT_ADDRESS_HEADER } from '../lib/runtime/client-address.mjs';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

const MAX_LOGGED_PATH = 2048;

/** @param {string | string[] | undefined} incoming @param {number} trustedHops */
export function requestIdOf(incoming, trustedHops) {
  if (trustedHops > 0 && typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) {
    return incoming;
  }
  return randomUUID();
}

/**
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
 * @param {string[]} routes e.g. `/[lang]/about`, `/api/v1/[category]`
 * @param {readonly string[]} languages
 * @returns {(pathname: string) => string}
 */
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

export const requestContext = new AsyncLocalStorage();

/**
 * @typedef {{ request(route: string, status: number, seconds: number, cache: string): void }} RequestMetrics
 * @typedef {{ trustedHops: number, metrics?: RequestMetrics, routeOf?: (pathname: string) => string,
 *   write?: (line: string) => void }} ObserveOptions
 */

// One write per event-loop turn: each write to a pipe is a system call that wakes the reader.
let pending = '';
function flush() {
  const lines = pending;
  pending = '';
  if (lines) process.stdout.write(lines);
}
/** @param {string} line */
function writeStdout(line) {
  if (pending === '') setImmediate(flush);
  pending += line;
}
process.on('exit', flush);

/** @param {ObserveOptions} options */
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
    // The socket's count: counting each chunk would mean measuring every string written.
    const sentBefore = socket.bytesWritten;
    const id = requestIdOf(req.headers[REQUEST_ID_HEADER], trustedHops);
    res.setHeader(REQUEST_ID_HEADER, id);
    // Not run(): the handler is the event's next listener, called by Node, not by us.
    requestContext.enterWith(id);
    res.once('close', () => {
      const ms = performance.now() - started;
      const aborted = !res.writableFinished;
      const status = res.headersSent || !aborted ? res.statusCode : 499;
      const path = res.pathname ?? '/';
      const cache = res.cacheState ?? '';
      const bytes = socket.bytesWritten - sentBefore;
      const client = String(req.headers[CLIENT_ADDRESS_HEADER] ?? socket.remoteAddress);
      write(
        `${accessLogLine({ time, method: req.method, path, status, ms, bytes, cache, client, id, aborted })}\n`,
      );
      metrics?.request(routeOf(path), status, ms / 1000, cache);
    });
  };
}

/** @param {(line: string) => void} [write] */
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

/**
 * A log stream that can no longer be written (EPIPE: whatever read the pipe is gone; ENOSPC) loses
 * its lines and nothing else. Unhandled, the write error was an uncaught exception, which Next
 * logs to the same stream: the server spun on that loop at full CPU and answered no request. The
 * other stream is told once (a write there that fails too is dropped the same way).
 * @param {NodeJS.WriteStream[]} [streams]
 */
export function keepServingWithoutLogs(streams = [process.stdout, process.stderr]) {
  for (const [index, stream] of streams.entries()) {
    const name = index === 0 ? 'standard output' : 'standard error';
    stream.once('error', (error) => {
      stream.on('error', () => {});
      const other = streams[1 - index];
      if (other && !other.destroyed) {
        const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message;
        const message = `${name} cannot be written (${code}): its lines are dropped until restart`;
        other.write(
          `${JSON.stringify({ level: 'error', time: new Date().toISOString(), message })}\n`,
        );
      }
    });
  }
}
