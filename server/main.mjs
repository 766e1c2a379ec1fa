// Next in a plain Node server, for the few things Next cannot do (docs/code-map.md, "Around Next").
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { policyResponse } from './response.mjs';
import { liveMetrics, routeLabeler } from '../lib/runtime/metrics.mjs';
import {
  installRequestConsole,
  keepServingWithoutLogs,
  log,
  requestObserver,
} from './observability.mjs';
import { closeRedis } from '../lib/runtime/redis.mjs';
import { buildDir, readSettings } from '../lib/runtime/settings.mjs';
import { LOCALES } from '../lib/site.mjs';
import {
  PEER_ADDRESS_HEADER,
  clientKey,
  markServedByXatireServer,
} from '../lib/runtime/client-address.mjs';

process.env.NODE_ENV = 'production';
const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
if (args.port) process.env.PORT = args.port;
if (args.hostname) process.env.HOSTNAME = args.hostname;
const root = path.join(import.meta.dirname, '..');
(await import('@next/env')).default.loadEnvConfig(root); // Next's .env files, read as Next will
const hostname = process.env.HOSTNAME || undefined;

let settings;
try {
  settings = readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { PORT: port, TRUSTED_PROXY_HOPS: trustedHops, BENCH_FLOOR: benchFloor } = settings;
let stopping = false;

keepServingWithoutLogs();
installRequestConsole();
const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
markServedByXatireServer();

const ServerResponse = policyResponse(settings, () => stopping);
const FRONT_TAKES = /^(?:GET|HEAD) |^(?:POST|PUT|PATCH|DELETE|OPTIONS) \/api\//;
const REFUSED = { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' };
const server = http.createServer({ ServerResponse }, (req, res) => {
  res.started = Date.now();
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''; // Next does not tell a route
  req.url = (req.url ?? '/').replace(/^https?:\/\/[^/?#]*\/?/i, '/'); // absolute-form: its path
  res.pathname = URL.parse(req.url, 'http://n')?.pathname ?? '/';
  if (!FRONT_TAKES.test(`${req.method} ${res.pathname}`))
    return res.writeHead(405, REFUSED).end('Method Not Allowed\n');
  if (!req.url.startsWith('/')) return res.writeHead(400).end('Not a path\n');
  if (!benchFloor && /^\/bench(?:\/|$)/.test(res.pathname)) req.url = '/404';
  handle(req, res).catch((error) => {
    console.error('[server] request failed:', error instanceof Error ? error.message : error);
    if (res.headersSent) return res.destroy();
    res.writeHead(500).end();
  });
});

// A client that stops reading: cut after two of these (Node spares a write in progress once).
server.timeout = 14_000;
// Serving alone, one client holds CLIENT_CONNECTIONS sockets at most; a front caps its own.
const held = new Map();
if (trustedHops === 0)
  server.on('connection', (socket) => {
    const who = clientKey(socket.remoteAddress ?? '');
    if ((held.get(who) ?? 0) >= settings.CLIENT_CONNECTIONS) return socket.destroy();
    held.set(who, (held.get(who) ?? 0) + 1);
    socket.once('close', () => held.set(who, held.get(who) - 1).get(who) || held.delete(who));
  });

const manifest = path.join(root, buildDir(), 'app-path-routes-manifest.json');
const routeOf =
  settings.METRICS_PORT === undefined
    ? undefined
    : routeLabeler(Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8'))), LOCALES);
const observe = requestObserver({ trustedHops, metrics: routeOf && liveMetrics, routeOf });
server.prependListener('request', observe);
server.listen(port, hostname, () =>
  log.info({ message: `Ready on http://${hostname ?? 'localhost'}:${port}` }),
);

function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ message: `${signal}: finishing requests in flight` });
  server.close(async () => {
    const store = await globalThis.contentDb?.catch(() => undefined);
    await Promise.allSettled([store?.destroy(), closeRedis()]);
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 10_000).unref();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => shutdown(signal));
