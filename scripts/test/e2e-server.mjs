// Serves the production build for the browser tests on a fresh, temporary content store.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDir } from '../../lib/runtime/settings.mjs';
import { freePort } from '../lib/free-port.mjs';
import { root, startFront, temporaryRunDir } from '../lib/front.mjs';

const port = process.argv[2] ?? '3100';
// E2E_FRONT=1: the front (front/nginx.conf) on the port, the site behind it on a port of its own.
const throughFront = process.env.E2E_FRONT === '1';
const SITE_URL_FILE = path.join('test-results', 'e2e-site-url.txt');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-e2e-'));
const env = {
  ...process.env,
  DATABASE_PATH: path.join(dir, 'content.sqlite'),
  SITE_URL: `http://localhost:${port}`,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789',
  // The tests play the reverse proxy in front: each names its client in X-Forwarded-For
  // (e2e/helpers.ts uniqueClientIp). The default of 0 hops is tested on a server of its own.
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? (throughFront ? '2' : '1'),
  // Parallel specs send hundreds of messages a minute between them; the site-wide ceiling is
  // tested on a server of its own (e2e-security/contact.spec.ts).
  CONTACT_SITE_LIMIT: process.env.CONTACT_SITE_LIMIT ?? '100000',
};
delete env.API_URL;
delete env.ADMIN_URL;
delete env.MEDIA_URL;
// Remote-mode suites point one server at the operator's API stand-in (e2e/operator-api/).
if (process.env.E2E_API_URL) env.API_URL = process.env.E2E_API_URL;
if (process.env.E2E_ADMIN_URL) env.ADMIN_URL = process.env.E2E_ADMIN_URL;

// The browser tests read the store directly to check that a sent message was kept.
const pathFile = process.env.E2E_DB_PATH_FILE ?? path.join('test-results', 'e2e-db-path.txt');
fs.mkdirSync(path.dirname(pathFile), { recursive: true });
fs.writeFileSync(pathFile, env.DATABASE_PATH);

// Its standard output (the access log, a JSON line per request) goes to a file beside the store,
// not to the test report: the tests read a response's cache state there by its X-Request-Id
// (e2e/server-log.ts), as the server sends no header that tells it. Errors reach the report on
// standard error, unless E2E_SERVER_LOG names a file to take everything the server prints.
const logPath = process.env.E2E_SERVER_LOG ?? path.join(dir, 'server.log');
const log = fs.openSync(logPath, 'a');
const cleanUp = () => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (fs.existsSync(pathFile) && fs.readFileSync(pathFile, 'utf8') === env.DATABASE_PATH)
    fs.rmSync(pathFile);
};
if (throughFront) {
  // Not inside the store's folder, which only this user may enter: nginx's workers write here.
  const runDir = temporaryRunDir();
  const sitePort = await freePort();
  // Tests of the site's own caches ask it directly (e2e/server-log.ts siteURL).
  fs.writeFileSync(SITE_URL_FILE, `http://localhost:${sitePort}`);
  const front = await startFront({
    port: sitePort,
    frontPort: Number(port),
    runDir,
    distDir: path.join(root, buildDir()),
    env,
    stdio: log,
  });
  fs.closeSync(log);
  process.on('exit', () => front.kill());
  const stop = () => void front.stop();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const first = await front.exited;
  await front.stop();
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.rmSync(SITE_URL_FILE, { force: true });
  cleanUp();
  process.exit(front.stopping() ? 0 : (first.code ?? 1));
}
const child = spawn(process.execPath, ['server/main.mjs', '-p', port, '-H', 'localhost'], {
  env,
  stdio: ['ignore', log, process.env.E2E_SERVER_LOG ? log : 'inherit'],
});
fs.closeSync(log);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
