// Self-test of scripts/lib/services.mjs: starts PostgreSQL, Redis and nginx (in front of a tiny
// Node upstream), checks that each answers, stops them and checks that their ports are closed and
// their directories gone. Usage: sh scripts/with-node.sh node scripts/test/services-selftest.mjs
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { freePort, startNginx, startPostgres, startRedis, stopAll } from '../lib/services.mjs';

const results = [];
const timings = [];

function check(name, ok, detail = '') {
  results.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

async function timed(label, fn) {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings.push(`${label} ${Math.round(performance.now() - start)} ms`);
  }
}

function run(file, args) {
  return new Promise((resolve) => {
    execFile(file, args, { encoding: 'utf8', timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ ok: !error, out: `${stdout}${stderr}`.trim() }),
    );
  });
}

function psqlBinary() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => b - a) : [];
  const candidates = versions.map((v) => `${base}/${v}/bin/psql`).concat('/usr/bin/psql');
  return candidates.find((file) => fs.existsSync(file)) ?? 'psql';
}

function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(2000, () => socket.destroy(new Error('timeout')));
    socket.on('error', reject);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply.trim());
      }
    });
  });
}

function portClosed(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function startUpstream(port) {
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk) => (bytes += chunk.length));
    req.on('end', () => {
      if (req.url === '/headers') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(req.headers));
      } else if (req.method === 'POST') {
        res.end(`received ${bytes}`);
      } else {
        res.end('ok');
      }
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let upstream;
let pg;
let redis;
let nginx;
try {
  const upstreamPort = await freePort();
  upstream = await startUpstream(upstreamPort);

  [pg, redis, nginx] = await Promise.all([
    timed('postgres start', () => startPostgres()),
    timed('redis start', () => startRedis()),
    timed('nginx start', () => startNginx({ upstreams: [`127.0.0.1:${upstreamPort}`] })),
  ]);
  console.log(`postgres ${pg.url}  redis ${redis.url}  nginx ${nginx.url}`);

  const select = await run(psqlBinary(), [pg.url, '-X', '-Atc', 'select 1, current_database()']);
  check('postgres answers select 1 on the xatire database', select.out === '1|xatire', select.out);
  const admin = await run(psqlBinary(), [pg.adminUrl, '-X', '-Atc', 'show max_connections']);
  check('postgres admin URL works, max_connections=200', admin.out === '200', admin.out);

  check('redis answers PING', (await redisCommand(redis.port, 'PING')) === '+PONG');
  await redisCommand(redis.port, 'SET selftest 42');
  check('redis keeps a value', (await redisCommand(redis.port, 'GET selftest')).endsWith('42'));

  const got = await fetch(`${nginx.url}/`);
  const body = await got.text();
  check('GET through nginx returns "ok"', got.status === 200 && body === 'ok', `${got.status}`);

  const headers = await (await fetch(`${nginx.url}/headers`)).json();
  check(
    'nginx passes Host and X-Forwarded-*',
    headers.host === `localhost:${nginx.port}` &&
      headers['x-forwarded-for'] === '127.0.0.1' &&
      headers['x-forwarded-proto'] === 'http',
    `host=${headers.host}`,
  );

  // Larger than client_body_buffer_size: nginx's worker spools it to client_body_temp.
  const big = 'x'.repeat(256 * 1024);
  const posted = await fetch(`${nginx.url}/upload`, { method: 'POST', body: big });
  const postedBody = await posted.text();
  check(
    'nginx worker spools a 256 KiB body to its temp dir',
    postedBody === `received ${big.length}`,
    `${posted.status} ${postedBody.slice(0, 80)}`,
  );

  await timed('nginx reload', () => nginx.reload());
  const again = await fetch(`${nginx.url}/`);
  check('nginx answers after reload()', (await again.text()) === 'ok');
  check('nginx error.log has no [emerg]/[alert]', !/\[(emerg|alert)\]/.test(nginx.logs()));
} catch (error) {
  check('services started and answered', false, error.stack);
}

const services = { postgres: pg, redis, nginx };
await Promise.all(
  Object.entries(services)
    .filter(([, service]) => service)
    .map(([name, service]) => timed(`${name} stop`, () => service.stop())),
);
await stopAll();
if (pg) await pg.stop(); // idempotent
upstream?.close();

for (const [name, service] of Object.entries(services)) {
  if (!service) continue;
  check(`${name} port ${service.port} closed after stop`, await portClosed(service.port));
  check(`${name} dir removed`, !fs.existsSync(service.dir), service.dir);
}

const failed = results.filter((r) => !r.ok);
console.log(`timings: ${timings.join(', ')}`);
console.log(
  failed.length
    ? `FAIL: ${failed.length} of ${results.length} checks failed`
    : `PASS: ${results.length} checks`,
);
process.exitCode = failed.length ? 1 : 0;
