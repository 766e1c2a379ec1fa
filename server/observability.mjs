import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import pino from 'pino';
import { clientAddress } from '../lib/runtime/client-address.mjs';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const MAX_LOGGED_PATH = 2048;

export function jsonLogger(destination) {
  const options = {
    base: undefined,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return pino(options, destination);
}

// Asynchronous (pino flushes at exit): many requests' lines leave in one write (performance.md).
const destinations = [1, 2].map((dest) => pino.destination({ dest, sync: false }));
export const log = jsonLogger(destinations[0]);
const errorLog = jsonLogger(destinations[1]);

export function requestIdOf(incoming, trustedHops) {
  const trusted = trustedHops > 0 && typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming);
  return trusted ? incoming : randomUUID();
}

export const requestContext = new AsyncLocalStorage();

export function requestObserver({ trustedHops, metrics, routeOf = () => 'other', logger = log }) {
  return (req, res) => {
    const started = performance.now();
    const socket = req.socket;
    const sentBefore = socket.bytesWritten;
    const id = requestIdOf(req.headers[REQUEST_ID_HEADER], trustedHops);
    res.setHeader(REQUEST_ID_HEADER, id);
    // Not run(): the handler is the event's next listener, called by Node, not by us.
    requestContext.enterWith(id);
    let timedOut = false;
    const onTimeout = () => (timedOut = true);
    socket.once('timeout', onTimeout);
    res.once('close', () => {
      socket.off('timeout', onTimeout);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const aborted = !res.writableFinished;
      const status = res.headersSent || !aborted ? res.statusCode : timedOut ? 408 : 499;
      const path = (res.pathname ?? '/').slice(0, MAX_LOGGED_PATH);
      const cache = res.cacheState || undefined;
      const forwarded = req.headers['x-forwarded-for'];
      const client = clientAddress(socket.remoteAddress, forwarded, trustedHops);
      const bytes = socket.bytesWritten - sentBefore;
      const entry = { method: req.method, path, status, ms, bytes, cache, client, id };
      logger.info(aborted ? { ...entry, aborted, ...(timedOut && { timedOut }) } : entry);
      metrics?.()?.request(routeOf(path), status, ms / 1000, cache ?? '');
    });
  };
}

export function installRequestConsole(logger = errorLog) {
  for (const level of ['error', 'warn']) {
    const plain = console[level].bind(console);
    console[level] = (...args) => {
      const id = requestContext.getStore();
      if (id === undefined) return plain(...args);
      logger[level]({ id, message: format(...args) });
    };
  }
}

/** A stream that cannot be written (its reader gone) loses its lines, not the server (docs/operations.md). */
export function keepServingWithoutLogs(
  streams = [process.stdout, process.stderr, ...destinations],
  loggers = [log, errorLog, log, errorLog],
) {
  for (const [index, stream] of streams.entries()) {
    stream.once('error', (error) => {
      stream.on('error', () => {});
      if (loggers[index]) loggers[index].level = 'silent';
      const message = `${index % 2 === 0 ? 'standard output' : 'standard error'} cannot be written (${error.code ?? error.message}): its lines are dropped until restart`;
      loggers[(index + 1) % 2]?.error({ message });
    });
  }
}
