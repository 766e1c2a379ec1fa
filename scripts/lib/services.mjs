// Throw-away PostgreSQL, Redis and nginx servers for tests: each on a loopback port, with its
// files in its own temporary directory, run as a child process (never daemonized) so that it is
// stopped by pid. Node built-ins only, so a Jest globalSetup and plain Node scripts can import it.
// Whatever is still running when the process exits, or on SIGINT/SIGTERM, is stopped too.
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const SETUP_HINT =
  'run `sh scripts/setup.sh --services` (or apt-get install postgresql redis-server nginx)';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Services started here and not stopped yet. */
const running = new Set();

export { freePort };
import { descendants, firstExecutable, isExecutable, readText, which } from './proc.mjs';

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * A fresh cluster (trust auth, superuser `postgres`) with an empty `xatire` database.
 * As root, initdb and postgres run as the `postgres` system user.
 */
export async function startPostgres({ port, settings = [] } = {}) {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(`PostgreSQL server binaries (initdb, postgres) not found; ${SETUP_HINT}`);
  }
  await assertPortFree(port);
  const env = postgresEnv();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  try {
    if (isRoot) chownRecursive(dir, postgresUser());

    let init;
    for (const locale of ['C.UTF-8', 'C']) {
      const args = ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8'];
      const [file, argv, ids] = asPostgres(path.join(bin, 'initdb'), [
        ...args,
        `--locale=${locale}`,
        '--no-sync',
      ]);
      init = await run(file, argv, { ...ids, cwd: dir, env });
      if (init.ok) break;
    }
    if (!init.ok) throw new Error(`initdb failed:\n${init.output}`);

    const started = await withPortRetry(port, async (p) => {
      // The socket path has a 107-byte limit; TCP is what the tests use anyway.
      const socketDir = `${dir}/.s.PGSQL.${p}`.length < 100 ? dir : '';
      const args = ['-D', data, '-p', String(p), '-k', socketDir];
      for (const setting of [
        'listen_addresses=127.0.0.1',
        'fsync=off',
        'synchronous_commit=off',
        'full_page_writes=off',
        'max_connections=200',
        'shared_buffers=128MB',
        ...settings,
      ]) {
        args.push('-c', setting);
      }
      const [file, argv, ids] = asPostgres(path.join(bin, 'postgres'), args);
      const child = spawnLogged(file, argv, logFile, { ...ids, cwd: dir, env });
      const pgIsReady = pgIsReadyCheck(bin, p, env);
      // Our own postmaster.pid must say ready on this port: a server already on the port would
      // answer pg_isready too, while ours fails to bind and exits.
      const isReady = async () => {
        const lines = readText(path.join(data, 'postmaster.pid')).split('\n');
        return lines[3]?.trim() === String(p) && lines[7]?.trim() === 'ready' && pgIsReady();
      };
      await readyOrKilled(isReady, {
        child,
        timeoutMs: 30_000,
        what: `postgres on port ${p}`,
        logFile,
      });
      return { child, port: p };
    });
    const { child } = started;
    port = started.port;
    // Under runuser/su the child is the wrapper; signals go to the postmaster itself.
    const postmasterPid = readPostmasterPid(data) ?? child.pid;
    const pids = () => [postmasterPid, ...descendants(postmasterPid), child.pid];

    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const service = register({
      name: `postgres:${port}`,
      dir,
      child,
      // Fast shutdown; then immediate shutdown (releases shared memory); then SIGKILL.
      stopSignals: [
        ['SIGINT', 10_000],
        ['SIGQUIT', 2_000],
      ],
      // A crash for the clients, but the postmaster still frees its shared memory.
      killSignals: [['SIGQUIT', 2_000]],
      pids,
      killSync: () => {
        signal([postmasterPid], 'SIGQUIT');
        if (!waitGoneSync([postmasterPid], 2000)) signal(pids(), 'SIGKILL');
      },
    });
    try {
      const psql = firstExecutable([path.join(bin, 'psql'), '/usr/bin/psql']) ?? 'psql';
      const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port)];
      args.push('-U', 'postgres', '-d', 'postgres', '-c', 'create database xatire');
      const created = await run(psql, args, { env });
      if (!created.ok) throw new Error(`create database xatire failed:\n${created.output}`);
    } catch (error) {
      await service.stop();
      throw error;
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/xatire`,
      adminUrl,
      port,
      dir,
      pid: postmasterPid,
      stop: service.stop,
      kill: service.kill,
      logs: () => readText(logFile),
    };
  } catch (error) {
    removeDir(dir);
    throw error;
  }
}

/** initdb and postgres from /usr/lib/postgresql/<highest version>/bin, else from the PATH. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = fs
      .readdirSync(base)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    // no Debian layout
  }
  const hasServer = (dir) => ['initdb', 'postgres'].every((n) => isExecutable(path.join(dir, n)));
  for (const version of versions) {
    const dir = path.join(base, version, 'bin');
    if (hasServer(dir)) return dir;
  }
  const postgres = which('postgres');
  return postgres && hasServer(path.dirname(postgres)) ? path.dirname(postgres) : null;
}

/** The environment without PG* variables (PGHOST, PGOPTIONS, ...) that would redirect tools. */
function postgresEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^PG/.test(key)));
}

let postgresIds;
function postgresUser() {
  if (!postgresIds) {
    const id = (flag) => {
      const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
      const value = Number.parseInt(result.stdout, 10);
      if (result.status !== 0 || !Number.isInteger(value)) {
        throw new Error(`running as root, but there is no 'postgres' system user; ${SETUP_HINT}`);
      }
      return value;
    };
    postgresIds = { uid: id('-u'), gid: id('-g') };
  }
  return postgresIds;
}

/** [file, args, spawnOptions] running `file` as the postgres user when this process is root. */
function asPostgres(file, args) {
  if (!isRoot) return [file, args, {}];
  const runuser = firstExecutable(['/usr/sbin/runuser', '/sbin/runuser']) ?? which('runuser');
  if (runuser) return [runuser, ['-u', 'postgres', '--', file, ...args], {}];
  const su = firstExecutable(['/usr/bin/su', '/bin/su']) ?? which('su');
  if (su) {
    const command = `exec ${[file, ...args].map(shellQuote).join(' ')}`;
    return [su, ['postgres', '-s', '/bin/sh', '-c', command], {}];
  }
  // Neither: let Node drop the privileges itself.
  return [file, args, postgresUser()];
}

function pgIsReadyCheck(bin, port, env) {
  const pgIsReady = firstExecutable([path.join(bin, 'pg_isready'), '/usr/bin/pg_isready']);
  const args = ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres'];
  if (pgIsReady) return async () => (await run(pgIsReady, [...args, '-t', '2'], { env })).ok;
  let openedAt = 0;
  return async () => {
    if (!(await canConnect(port))) return false;
    openedAt ||= Date.now();
    return Date.now() - openedAt > 500;
  };
}

function readPostmasterPid(data) {
  const pid = Number.parseInt(readText(path.join(data, 'postmaster.pid')).split('\n')[0], 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

// ---------------------------------------------------------------------------------------------
// Redis

/** An in-memory Redis (no persistence, allkeys-lru under 256 MB). */
export async function startRedis({ port } = {}) {
  const redisServer = firstExecutable(['/usr/bin/redis-server']) ?? which('redis-server');
  if (!redisServer) throw new Error(`redis-server not found; ${SETUP_HINT}`);
  await assertPortFree(port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-redis-'));
  const logFile = path.join(dir, 'redis.log');
  try {
    const started = await withPortRetry(port, async (p) => {
      const args = ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
        .concat(['--daemonize', 'no', '--protected-mode', 'yes', '--maxmemory', '256mb'])
        .concat(['--maxmemory-policy', 'allkeys-lru', '--dir', dir]);
      const child = spawnLogged(redisServer, args, logFile, { cwd: dir });
      await readyOrKilled(() => redisPing(p, child.pid), {
        child,
        timeoutMs: 15_000,
        what: `redis-server on port ${p}`,
        logFile,
      });
      return { child, port: p };
    });
    const { child } = started;
    port = started.port;
    const service = register({
      name: `redis:${port}`,
      dir,
      child,
      stopSignals: [['SIGTERM', 5_000]],
      pids: () => [child.pid],
      killSync: () => signal([child.pid], 'SIGKILL'),
    });
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      dir,
      pid: child.pid,
      stop: service.stop,
      kill: service.kill,
      logs: () => readText(logFile),
    };
  } catch (error) {
    removeDir(dir);
    throw error;
  }
}

/**
 * True when a PING is answered with +PONG by the redis-server with process id `pid` (INFO
 * server's process_id): not by another server that already holds the port.
 */
function redisPing(port, pid) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\nINFO server\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (!reply.includes('\r\n')) return;
      if (!reply.startsWith('+PONG\r\n')) return done(false);
      const bulk = /^\+PONG\r\n\$(\d+)\r\n/.exec(reply);
      if (bulk && reply.length >= bulk[0].length + Number(bulk[1])) {
        done(new RegExp(`^process_id:${pid}\r?$`, 'm').test(reply));
      } else if (/^\+PONG\r\n-/.test(reply)) {
        done(false);
      }
    });
    socket.on('end', () => done(false));
  });
}

// ---------------------------------------------------------------------------------------------
// nginx

/**
 * nginx as a reverse proxy to `upstreams` ('host:port' each): one worker, everything it writes
 * (pid, logs, temp files) inside its own directory. `reload(options?)` rewrites the config when
 * given new upstreams/extraServerConfig, sends SIGHUP and waits for the new worker. `cache: true`
 * puts a proxy_cache with nginx's default rules in front, and an X-Cache-Status header on answers;
 * `forwardedProto: 'https'` plays a proxy that terminated TLS.
 */
export async function startNginx({
  port,
  upstreams,
  extraServerConfig = '',
  cache = false,
  forwardedProto = '$scheme',
} = {}) {
  const nginx = firstExecutable(['/usr/sbin/nginx']) ?? which('nginx');
  if (!nginx) throw new Error(`nginx not found; ${SETUP_HINT}`);
  checkUpstreams(upstreams);
  await assertPortFree(port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-nginx-'));
  // As root the workers run as nobody: they must reach the temp directories (nginx creates them
  // and hands them to the worker user) inside this one.
  fs.chmodSync(dir, 0o755);
  const confFile = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  const accessLog = path.join(dir, 'access.log');
  const stderrLog = path.join(dir, 'stderr.log');
  let config = { upstreams, extraServerConfig, cache, forwardedProto };
  const logs = () => readText(stderrLog) + readText(errorLog);
  try {
    const started = await withPortRetry(port, async (p) => {
      fs.writeFileSync(confFile, nginxConfig({ dir, port: p, ...config }));
      fs.rmSync(errorLog, { force: true });
      const args = ['-p', `${dir}/`, '-e', errorLog, '-c', confFile, '-g', 'daemon off;'];
      const child = spawnLogged(nginx, args, stderrLog, { cwd: dir });
      // nginx writes its pid file after binding: ours, not a server already on the port.
      const isReady = async () =>
        readText(path.join(dir, 'nginx.pid')).trim() === String(child.pid) && canConnect(p);
      await readyOrKilled(isReady, {
        child,
        timeoutMs: 15_000,
        what: `nginx on port ${p}`,
        logFile: [stderrLog, errorLog],
      });
      return { child, port: p };
    });
    const { child } = started;
    port = started.port;
    const pids = () => [child.pid, ...descendants(child.pid)];
    const service = register({
      name: `nginx:${port}`,
      dir,
      child,
      stopSignals: [['SIGQUIT', 5_000]],
      pids,
      killSync: () => signal(pids(), 'SIGKILL'),
    });

    async function reload(options = {}) {
      if (options.upstreams || options.extraServerConfig !== undefined) {
        if (options.upstreams) checkUpstreams(options.upstreams);
        config = { ...config, ...options };
        fs.writeFileSync(confFile, nginxConfig({ dir, port, ...config }));
      }
      const before = new Set(descendants(child.pid));
      const errorsBefore = readText(errorLog).length;
      process.kill(child.pid, 'SIGHUP');
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        await sleep(50);
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`nginx exited during reload:\n${tail(logs())}`);
        }
        const now = descendants(child.pid);
        if (now.some((pid) => !before.has(pid))) return;
        const newErrors = readText(errorLog).slice(errorsBefore);
        if (/\[emerg\]/.test(newErrors)) throw new Error(`nginx reload failed:\n${newErrors}`);
      }
      throw new Error(`nginx did not start a new worker within 5 s of SIGHUP:\n${tail(logs())}`);
    }

    return {
      url: `http://localhost:${port}`,
      port,
      dir,
      pid: child.pid,
      stop: service.stop,
      kill: service.kill,
      reload,
      logs: () => readText(errorLog),
      accessLog: () => readText(accessLog),
    };
  } catch (error) {
    removeDir(dir);
    throw error;
  }
}

function checkUpstreams(upstreams) {
  if (!Array.isArray(upstreams) || upstreams.length === 0) {
    throw new Error("startNginx: upstreams must be a non-empty array of 'host:port'");
  }
  for (const upstream of upstreams) {
    if (!/^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$/i.test(upstream)) {
      throw new Error(`startNginx: upstream '${upstream}' is not 'host:port'`);
    }
  }
}

const CACHE_LOCATION = `      proxy_cache pages;
      add_header X-Cache-Status $upstream_cache_status always;
`;

function nginxConfig({ dir, port, upstreams, extraServerConfig, cache, forwardedProto }) {
  const at = (name) => path.join(dir, name);
  return `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  log_format upstreams '$remote_addr "$request" $status $body_bytes_sent '
                       'upstream=$upstream_addr upstream_status=$upstream_status rt=$request_time';
  access_log ${at('access.log')} upstreams;
  client_body_temp_path ${at('client_body_temp')};
  proxy_temp_path ${at('proxy_temp')};
  fastcgi_temp_path ${at('fastcgi_temp')};
  uwsgi_temp_path ${at('uwsgi_temp')};
  scgi_temp_path ${at('scgi_temp')};
${
  cache
    ? `  # A shared cache with nginx's default rules: it keeps what Cache-Control allows, never a
  # response that sets a cookie, and one copy per value of the headers a response Varies by.
  proxy_cache_path ${at('cache')} levels=1:2 keys_zone=pages:10m max_size=256m inactive=1h use_temp_path=off;
`
    : ''
}
  upstream app {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # 'https' plays a proxy that terminated TLS in front.
      proxy_set_header X-Forwarded-Proto ${forwardedProto};
      # POSTs are resent too: the site's one write (a contact message) carries an Idempotency-Key.
      proxy_next_upstream error timeout http_502 http_504 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
${cache ? CACHE_LOCATION : ''}    }
${extraServerConfig}
  }
}
`;
}

// ---------------------------------------------------------------------------------------------
// The registry, stopAll and the exit/signal handlers

/** Stops every service started here that is still running. */
export async function stopAll() {
  await Promise.allSettled([...running].map((service) => service.stop()));
}

function register({ name, dir, child, stopSignals, killSignals = [], pids, killSync }) {
  let done;
  // The service stays in the registry until it is down, for the exit handler.
  const finish = async (steps) => {
    try {
      for (const [sig, timeoutMs] of steps) {
        if (await terminate(child, pids, sig, timeoutMs)) break;
      }
      removeDir(dir);
    } finally {
      running.delete(service);
      if (running.size === 0) uninstallHandlers();
    }
  };
  const service = {
    name,
    dir,
    child,
    stop: () => (done ??= finish([...stopSignals, ['SIGKILL', 5_000]])),
    kill: () => (done ??= finish([...killSignals, ['SIGKILL', 5_000]])),
    killSync: () => {
      running.delete(service);
      killSync();
      waitGoneSync(pids(), 2000);
      removeDir(dir);
    },
  };
  running.add(service);
  installHandlers();
  return service;
}

let handlersInstalled = false;
let interrupted = false;

function onExit() {
  for (const service of [...running]) {
    try {
      service.killSync();
    } catch {
      // best effort: the process is going away
    }
  }
}

function onSignal(sig, code) {
  if (interrupted) {
    onExit();
    process.exit(code);
  }
  interrupted = true;
  stopAll().finally(() => process.exit(code));
}
const onSigint = () => onSignal('SIGINT', 130);
const onSigterm = () => onSignal('SIGTERM', 143);

function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', onExit);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
}

function uninstallHandlers() {
  if (!handlersInstalled || interrupted) return;
  handlersInstalled = false;
  process.off('exit', onExit);
  process.off('SIGINT', onSigint);
  process.off('SIGTERM', onSigterm);
}

// ---------------------------------------------------------------------------------------------
// Processes

/** Spawns `file` with stdout and stderr appended to `logFile`; the child does not hold the loop. */
function spawnLogged(file, args, logFile, options) {
  const fd = fs.openSync(logFile, 'a');
  try {
    const child = spawn(file, args, { ...options, stdio: ['ignore', fd, fd] });
    child.on('error', (error) => (child.spawnError = error)); // waitUntil reports it
    child.unref();
    return child;
  } finally {
    fs.closeSync(fd);
  }
}

/** Resolves true once `child` has exited after `sig` to `pids()`, false after `timeoutMs`. */
async function terminate(child, pids, sig, timeoutMs) {
  const exited = () => child.exitCode !== null || child.signalCode !== null || !child.pid;
  if (exited()) return true;
  let timer;
  const outcome = new Promise((resolve) => {
    child.once('exit', () => resolve(true));
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // SIGKILL goes to the whole tree (a killed master leaves its workers behind); the others to the
  // main process (the postmaster, nginx's master), which takes its children down itself. A tree a
  // test froze is woken first: runuser stops itself when its child is stopped and stays so after
  // the thaw, and a stopped wrapper never exits (a PostgreSQL stop took 12 s, to the SIGKILL).
  signal(pids(), 'SIGCONT');
  signal(sig === 'SIGKILL' ? pids() : pids().slice(0, 1), sig);
  const ok = await outcome;
  clearTimeout(timer);
  return ok || exited();
}

function signal(pids, sig) {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      // already gone
    }
  }
}

/** False for a process that is gone or a zombie (which is what an unreaped child becomes). */
function alive(pid) {
  if (fs.existsSync('/proc/self/stat')) {
    const stat = readText(`/proc/${pid}/stat`);
    return stat !== '' && !/^\d+ \(.*\) [ZX]/s.test(stat);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitGoneSync(pids, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (pids.some(alive)) {
    if (Date.now() > deadline) return false;
    Atomics.wait(pause, 0, 0, 20);
  }
  return true;
}

/** Polls `check` until true; fails early when `child` exits, with the log tail in the error. */
/** waitUntil, and the child killed when it never gets ready. */
async function readyOrKilled(check, options) {
  try {
    await waitUntil(check, options);
  } catch (error) {
    const { child } = options;
    await terminate(child, () => [child.pid, ...descendants(child.pid)], 'SIGKILL', 1000);
    throw error;
  }
}

async function waitUntil(check, { child, timeoutMs, what, logFile }) {
  const deadline = Date.now() + timeoutMs;
  const logs = () => [logFile].flat().map(readText).join('');
  for (;;) {
    if (child.spawnError) throw new Error(`${what}: ${child.spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      const status = child.exitCode ?? child.signalCode;
      const error = new Error(`${what} exited (${status}) before it was ready:\n${tail(logs())}`);
      error.logs = logs();
      throw error;
    }
    if (await check()) return;
    if (Date.now() > deadline) {
      throw new Error(`${what} not ready after ${timeoutMs / 1000} s:\n${tail(logs())}`);
    }
    await sleep(50);
  }
}

/** Runs `start(port)` on the given port, or on free ports until one is not taken meanwhile. */
async function withPortRetry(port, start) {
  if (port) return start(port);
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= 3 || !/already in use|Address in use/i.test(error.logs ?? '')) throw error;
    }
  }
}

/** Runs a command to completion: { ok, output } with stdout and stderr. */
function run(file, args, options = {}) {
  return new Promise((resolve) => {
    const all = { timeout: 120_000, maxBuffer: 16 << 20, encoding: 'utf8', ...options };
    execFile(file, args, all, (error, stdout, stderr) => {
      const output = `${stdout ?? ''}${stderr ?? ''}${error && !stderr ? error.message : ''}`;
      resolve({ ok: !error, output });
    });
  });
}

/** A clear error up front for a requested port that is taken. */
async function assertPortFree(port) {
  if (!port) return;
  const free = await new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.on('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free) throw new Error(`port ${port} on 127.0.0.1 is already in use`);
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function chownRecursive(target, { uid, gid }) {
  fs.chownSync(target, uid, gid);
  if (!fs.lstatSync(target).isDirectory()) return;
  for (const entry of fs.readdirSync(target)) {
    chownRecursive(path.join(target, entry), { uid, gid });
  }
}

function shellQuote(word) {
  return `'${String(word).replaceAll("'", `'\\''`)}'`;
}

function tail(text, lines = 30) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

function removeDir(dir) {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // best effort
  }
}
