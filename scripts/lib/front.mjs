// The front (front/nginx.conf) and the site behind it on one box: the config's one renderer, the
// settings of `npm run serve`, the start and stop. Shared by serve.mjs and test/front-test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_STATES } from '../../lib/runtime/page-state.mjs';
import { securityHeaders } from '../../lib/runtime/security-headers.mjs';
import { mediaOrigin, readSettings } from '../../lib/runtime/settings.mjs';
import { FORM_BODY_LIMIT, LOCALES } from '../../lib/site.mjs';
import { isExecutable, readText, which } from './proc.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const TEMPLATE = path.join(root, 'front', 'nginx.conf');

const MODULES_DIR = '/usr/lib/nginx/modules';
export const MODULES = [
  ['ngx_http_brotli_filter_module.so', 'libnginx-mod-http-brotli-filter'],
  ['ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
  ['ngx_http_headers_more_filter_module.so', 'libnginx-mod-http-headers-more-filter'],
].map(([file, pkg]) => ({ file: path.join(MODULES_DIR, file), pkg }));

const SETUP_HINT = 'sh scripts/setup.sh --front';

/** The one command that runs the site; `next start -p PORT -H localhost` would fit here too. */
export function siteCommand(port) {
  return {
    file: process.execPath,
    args: ['server/main.mjs', '-p', String(port), '-H', 'localhost'],
  };
}

/**
 * `directives` ({ send_timeout: '2s' }) replace values the template sets, each exactly once.
 * @param {{ runDir: string, staticDir: string, listen: string, upstreams: string[],
 *   tls?: { listen: string, cert: string, key: string },
 *   directives?: Record<string, string>, securityHeaders?: { key: string, value: string }[],
 *   clientConnections?: number, template?: string }} options
 */
export function renderFrontConfig({
  runDir,
  staticDir,
  listen,
  upstreams,
  tls,
  directives = {},
  securityHeaders = siteSecurityHeaders(),
  clientConnections = readSettings().CLIENT_CONNECTIONS,
  template = fs.readFileSync(TEMPLATE, 'utf8'),
}) {
  const word = (name, value, pattern) => {
    if (typeof value !== 'string' || !pattern.test(value)) {
      throw new Error(`renderFrontConfig: ${name} ${JSON.stringify(value)} is not ${pattern}`);
    }
    return value;
  };
  const filePath = /^\/[^\s;{}'"$\\#]*$/;
  const address = /^(?:(?:[\w.-]+|\[[\da-f:]+\]):)?\d{1,5}$/i;
  const values = {
    RUN_DIR: word('runDir', runDir.replace(/\/+$/, ''), filePath),
    STATIC_DIR: word('staticDir', staticDir.replace(/\/+$/, ''), filePath),
    FRONT_LISTEN: word('listen', String(listen), address),
    TLS_LISTEN: tls ? word('tls.listen', String(tls.listen), address) : '',
    TLS_CERT: tls ? word('tls.cert', tls.cert, filePath) : '',
    TLS_KEY: tls ? word('tls.key', tls.key, filePath) : '',
    CLIENT_CONNECTIONS: word('clientConnections', String(clientConnections), /^[1-9]\d*$/),
    BODY_LIMIT: String(FORM_BODY_LIMIT),
    RETRY_AFTER: String(PAGE_STATES.unavailable.retryAfter),
    UNAVAILABLE_PAGE: word('the unavailable page', unavailablePage(), /^[^'\\$\n]+$/),
    ...securityDirectives(securityHeaders),
  };
  if (!Array.isArray(upstreams) || upstreams.length === 0) {
    throw new Error('renderFrontConfig: upstreams must name at least one host:port');
  }
  for (const upstream of upstreams) word('upstream', upstream, /^(?:[\w.-]+|\[[\da-f:]+\]):\d+$/i);

  let section = null;
  const lines = [];
  for (const line of template.split('\n')) {
    const marker = /^\s*\{\{([#/])(\w+)\}\}\s*$/.exec(line);
    if (marker) {
      section = marker[1] === '#' ? marker[2] : null;
      continue;
    }
    if (section === 'TLS' && !tls) continue;
    if (line.trimStart().startsWith('#')) {
      lines.push(line);
      continue;
    }
    if (line.includes('{{UPSTREAM}}')) {
      for (const upstream of upstreams) lines.push(line.replaceAll('{{UPSTREAM}}', upstream));
      continue;
    }
    lines.push(line.replace(/\{\{(\w+)\}\}/g, (all, name) => values[name] ?? all));
  }
  let config = lines.join('\n');
  for (const [name, value] of Object.entries(directives)) {
    word(name, value, /^[^;{}\n]+$/);
    const directive = new RegExp(`^(\\s*${name}\\s+)[^;]*;`, 'gm');
    const count = config.match(directive)?.length ?? 0;
    if (count !== 1) {
      throw new Error(`renderFrontConfig: directive ${name} is set ${count} times, not once`);
    }
    config = config.replace(directive, `$1${value};`);
  }
  const left = /^[^#\n]*(\{\{[^}]*\}\})/m.exec(config)?.[1];
  if (left) throw new Error(`renderFrontConfig: ${left} left unfilled`);
  return config;
}

/** The front's answer when no instance can (the site's own 503 page is the site's): the three languages. */
export function unavailablePage() {
  const [az, ...others] = LOCALES.map((lang) => ({
    lang,
    ...JSON.parse(fs.readFileSync(path.join(root, 'messages', `${lang}.json`), 'utf8')).Unavailable,
  }));
  return [
    `<!doctype html><html lang="az"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${az.title}</title>`,
    '<style>body{margin:0;background:#faf8f5;color:#1f2328;font:1.0625rem/1.65 system-ui,sans-serif}main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1,h2{font:500 1.75rem/1.25 Georgia,serif;margin:0 0 .5rem}h2{font-size:1.25rem;margin-top:2rem}section{border-top:1px solid #e6e1da;margin-top:2rem}</style>',
    `<main><h1>${az.title}</h1><p>${az.text}</p>`,
    ...others.map((m) => `<section lang="${m.lang}"><h2>${m.title}</h2><p>${m.text}</p></section>`),
    '</main></html>',
  ].join('');
}

/** The site's own (next.config.ts), for the settings in `env`. */
export function siteSecurityHeaders(env = process.env) {
  return securityHeaders({ dev: false, media: mediaOrigin(readSettings(env)) });
}

/** Each header the upstream did not send, as the site would send it. @param {{ key: string, value: string }[]} headers */
function securityDirectives(headers) {
  const maps = [];
  const sets = [];
  for (const [index, { key, value }] of headers.entries()) {
    if (!/^[\w-]+$/.test(key) || /["\\$\n]/.test(value)) {
      throw new Error(`renderFrontConfig: the header ${key} cannot be written into nginx.conf`);
    }
    const upstream = `$upstream_http_${key.toLowerCase().replaceAll('-', '_')}`;
    maps.push(`map ${upstream} $security_${index} { "" "${value}"; default ${upstream}; }`);
    sets.push(`"${key}: $security_${index}"`);
  }
  return {
    SECURITY_MAPS: maps.join('\n  '),
    SECURITY_HEADERS: `more_set_headers ${sets.join('\n      ')};`,
  };
}

/** @param {Record<string, string | undefined>} env */
export function frontSettings(env = process.env) {
  const problems = [];
  const set = (name) => (env[name] ?? '').trim() !== '';
  const portOf = (name, fallback) => {
    if (!set(name)) return fallback;
    const raw = String(env[name]).trim();
    if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65_535) {
      problems.push(`${name} must be a port number from 1 to 65535, not "${env[name]}"`);
      return undefined;
    }
    return Number(raw);
  };
  const port = portOf('PORT', 3000);
  const frontPort = portOf('FRONT_PORT', 8080);
  const tlsPort = portOf('FRONT_TLS_PORT', undefined);
  const metricsPort = portOf('METRICS_PORT', undefined);
  const named = [
    ['PORT', port],
    ['FRONT_PORT', frontPort],
    ['FRONT_TLS_PORT', tlsPort],
    ['METRICS_PORT', metricsPort],
  ].filter(([, value]) => value !== undefined);
  for (const [i, [name, value]] of named.entries()) {
    const same = named.slice(0, i).find(([, other]) => other === value);
    if (same) problems.push(`${name} must differ from ${same[0]} (both are ${value})`);
  }

  const file = (name) => {
    if (!set(name)) return undefined;
    const resolved = path.resolve(root, String(env[name]).trim());
    try {
      fs.accessSync(resolved, fs.constants.R_OK);
      if (!fs.statSync(resolved).isFile()) throw new Error('not a file');
    } catch {
      problems.push(`${name}: ${resolved} is not a readable file`);
    }
    return resolved;
  };
  const cert = file('FRONT_TLS_CERT');
  const key = file('FRONT_TLS_KEY');
  if (set('FRONT_TLS_CERT') !== set('FRONT_TLS_KEY')) {
    problems.push('FRONT_TLS_CERT and FRONT_TLS_KEY go together: set both or neither');
  }
  if ((set('FRONT_TLS_CERT') || set('FRONT_TLS_KEY')) && !set('FRONT_TLS_PORT')) {
    problems.push('FRONT_TLS_CERT and FRONT_TLS_KEY need FRONT_TLS_PORT, the port of HTTPS');
  }
  const runDir = set('FRONT_RUN_DIR') ? path.resolve(root, String(env.FRONT_RUN_DIR).trim()) : '';
  if (runDir && /[\s;{}'"$\\#]/.test(runDir)) {
    problems.push(`FRONT_RUN_DIR must be a path without spaces, quotes or ;{}$#, not "${runDir}"`);
  }

  if (set('TRUSTED_PROXY_HOPS') && /^0+$/.test(String(env.TRUSTED_PROXY_HOPS).trim())) {
    problems.push(
      'TRUSTED_PROXY_HOPS must be at least 1 behind the front, which is one proxy (0 reads every visitor as 127.0.0.1)',
    );
  }

  if (problems.length > 0) {
    throw new Error(`Invalid settings, the front cannot start:\n  ${problems.join('\n  ')}`);
  }
  return { port, frontPort, tlsPort, cert, key, runDir: runDir || undefined };
}

export function frontProblems({ selfSigned = false } = {}) {
  const problems = [];
  const nginx = nginxBinary();
  if (!nginx) problems.push('nginx is not installed (Debian package nginx)');
  for (const { file, pkg } of MODULES) {
    if (!fs.existsSync(file)) problems.push(`${file} is missing (Debian package ${pkg})`);
  }
  if (selfSigned && !which('openssl')) {
    problems.push(
      'openssl, which makes the throw-away certificate, is missing (Debian package openssl)',
    );
  }
  return problems.length === 0
    ? []
    : [...problems, `install them with \`${SETUP_HINT}\` (apt-get as root or through sudo)`];
}

export function nginxBinary() {
  return ['/usr/sbin/nginx'].find(isExecutable) ?? which('nginx');
}

export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const result = spawnSync(
    'openssl',
    [
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
      ['-days', '7', '-subj', '/CN=localhost'],
      ['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    ].flat(),
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`openssl could not make a certificate:\n${result.stderr ?? result.error}`);
  }
  return { cert, key };
}

/**
 * brotli_static answers with the Last-Modified of the `.br` file, written after its chunk: both
 * get the chunk's second, so every encoding has one date. An older copy is refused, as the site
 * does (lib/build/static-copies.mjs).
 */
export function alignBrotliCopies(staticDir) {
  const dir = path.join(staticDir, 'chunks');
  if (!fs.existsSync(dir)) return 0;
  let aligned = 0;
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.br')) continue;
    const copy = path.join(dir, name);
    const file = copy.slice(0, -3);
    if (!fs.existsSync(file)) continue;
    const chunk = fs.statSync(file);
    const brotli = fs.statSync(copy);
    if (brotli.mtimeMs < chunk.mtimeMs) {
      throw new Error(`${copy} is older than its file: run \`npm run build\` again`);
    }
    const second = Math.floor(chunk.mtimeMs / 1000);
    if (
      Math.floor(brotli.mtimeMs) === second * 1000 &&
      Math.floor(chunk.mtimeMs) === second * 1000
    ) {
      continue;
    }
    fs.utimesSync(file, chunk.atime, second);
    fs.utimesSync(copy, brotli.atime, second);
    aligned++;
  }
  return aligned;
}

/** Node binds `localhost`'s first address (127.0.0.1 or ::1); nginx would try each in turn. */
export async function localhostAddress(port) {
  const { address, family } = await dns.promises.lookup('localhost');
  return family === 6 ? `[${address}]:${port}` : `${address}:${port}`;
}

/**
 * The site, then nginx. `exited` resolves with the first of the two to exit.
 * @param {{ port: number, frontPort: number, tlsPort?: number, cert?: string, key?: string,
 *   runDir: string, distDir: string, env?: NodeJS.ProcessEnv, siteEnv?: Record<string, string>,
 *   directives?: Record<string, string>, stdio?: 'inherit' | number, signal?: AbortSignal,
 *   log?: (line: string) => void }} options
 */
export async function startFront({
  port,
  frontPort,
  tlsPort,
  cert,
  key,
  runDir,
  distDir,
  env = process.env,
  siteEnv = {},
  directives,
  stdio = 'inherit',
  signal,
  log = (line) => console.log(line),
}) {
  const nginx = nginxBinary();
  for (const [name, value, at] of [
    ['PORT', port, 'localhost'],
    ['FRONT_PORT', frontPort, '0.0.0.0'],
    ['FRONT_TLS_PORT', tlsPort, '0.0.0.0'],
  ]) {
    if (value !== undefined && !(await portFree(value, at))) {
      throw new Error(`${name} ${value} is already in use on ${at}`);
    }
  }
  fs.mkdirSync(runDir, { recursive: true });
  const staticDir = path.join(distDir, 'static');
  if (process.getuid?.() === 0) {
    // As root, nginx's workers run as nobody: they write in the run folder, read the build's files.
    fs.chmodSync(runDir, 0o755);
    for (const dir of [runDir, staticDir]) {
      const closed = closedToOthers(dir);
      if (closed) {
        throw new Error(
          `nginx's workers (user nobody) cannot reach ${dir}: ${closed} is closed to others (chmod o+rx)`,
        );
      }
    }
  }
  alignBrotliCopies(staticDir);

  let tls;
  if (tlsPort !== undefined) {
    const pair = cert && key ? { cert, key } : selfSignedCertificate(runDir);
    tls = { listen: String(tlsPort), ...pair };
  }

  const children = [];
  let stopping = false;
  /** @type {(exit: { who: string, code: number | null, signal: string | null }) => void} */
  let onExit = () => {};
  const exited = new Promise((resolve) => (onExit = resolve));
  const watch = (who, child) => {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', (code, signal) => onExit({ who, code, signal }));
    children.push({ who, child, gone });
    return child;
  };

  const { file, args } = siteCommand(port);
  const site = watch(
    'site',
    spawn(file, args, {
      cwd: root,
      env: { ...env, NODE_ENV: 'production', ...siteEnv },
      stdio: ['ignore', stdio, stdio],
      // Its own process group: a Ctrl-C reaches this process only, which stops nginx first.
      detached: true,
    }),
  );
  const upstream = await localhostAddress(port);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // nginx first, which finishes what it is sending (worker_shutdown_timeout), then the site.
    for (const [who, sig, waitMs] of [
      ['nginx', 'SIGQUIT', 15_000],
      ['site', 'SIGTERM', 15_000],
    ]) {
      const entry = children.find((c) => c.who === who);
      if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) continue;
      entry.child.kill(sig);
      const timer = setTimeout(() => killGroup(entry.child), waitMs);
      await entry.gone;
      clearTimeout(timer);
    }
  };

  try {
    await waitFor(() => answersHttp(upstream), site, 'the site', 120_000, signal);
    const confFile = path.join(runDir, 'nginx.conf');
    fs.writeFileSync(
      confFile,
      renderFrontConfig({
        runDir,
        staticDir,
        listen: String(frontPort),
        upstreams: [upstream],
        tls,
        directives,
        securityHeaders: siteSecurityHeaders({ ...env, ...siteEnv }),
      }),
    );
    const errorLog = path.join(runDir, 'error.log');
    const nginxArgs = ['-p', `${runDir}/`, '-e', errorLog, '-c', confFile];
    const test = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused ${confFile}:\n${test.stderr}`);
    const front = watch(
      'nginx',
      spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], {
        stdio: ['ignore', stdio, stdio],
        detached: true,
      }),
    );
    const pidFile = path.join(runDir, 'nginx.pid');
    const ready = async () =>
      readText(pidFile).trim() === String(front.pid) && (await canConnect(frontPort));
    await waitFor(ready, front, `nginx (its error log: ${errorLog})`, 15_000, signal);
  } catch (error) {
    await stop();
    throw error;
  }

  log(`front: http://localhost:${frontPort} (nginx, front/nginx.conf) -> the site on ${upstream}`);
  if (tls) {
    const which = cert ? tls.cert : `a throw-away certificate for localhost, ${tls.cert}`;
    log(`front: https://localhost:${tlsPort} (HTTP/2; ${which})`);
  }
  log(`front: nginx's files and logs in ${runDir}`);
  return {
    upstream,
    runDir,
    accessLog: path.join(runDir, 'access.log'),
    errorLog: path.join(runDir, 'error.log'),
    pids: () => children.map(({ child }) => child.pid),
    exited,
    stop,
    kill: () => {
      for (const { child } of children) killGroup(child);
    },
    stopping: () => stopping,
  };
}

function closedToOthers(dir) {
  let at = path.resolve(dir);
  const chain = [];
  for (;;) {
    chain.unshift(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  return chain.find((folder) => (fs.statSync(folder).mode & 0o005) !== 0o005);
}

function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

function portFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Any HTTP answer, a 503 of /api/health included. */
function answersHttp(hostPort) {
  const [, hostname, portText] = /^\[?([^\]]+)\]?:(\d+)$/.exec(hostPort) ?? [];
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(portText) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(5000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () =>
      socket.write('HEAD /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    );
    socket.on('data', (chunk) => done(chunk.toString('latin1').startsWith('HTTP/1.1 ')));
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('close', () => resolve(false));
    socket.on('error', () => resolve(false));
  });
}

async function waitFor(check, child, what, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) throw new Error(`stopped while waiting for ${what}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it answered`);
    }
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function temporaryRunDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-front-'));
}
