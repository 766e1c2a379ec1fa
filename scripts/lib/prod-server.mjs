// Shared by `npm run bench` and `npm run test:load`: the production build, a seeded temporary
// content store and the production server (server/main.mjs) on it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { buildDir } from '../../lib/runtime/settings.mjs';
import { waitForAccessLine } from './access-log.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const distDir = path.join(root, buildDir());
/** Builds the site when there is no production build yet (or when `force`). */
export function ensureBuild({ force = false } = {}) {
  if (!force && fs.existsSync(path.join(distDir, 'BUILD_ID'))) return false;
  console.log('No production build: running next build ...');
  const result = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  return true;
}

/**
 * A fresh store at `file` (or at `env.DATABASE_URL`): the demo content, plus generated records up
 * to `scale` when given. Answers what db:seed printed.
 */
export function seedStore(file, scale, env = {}) {
  const args = ['--conditions=react-server', 'lib/content/seed/cli.ts'];
  if (scale) args.push('--scale', String(scale));
  const result = spawnSync(bin('tsx'), args, {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: file, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`db:seed failed:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** Real ids and paths from a seeded store, for the pages under test. */
export function sampleRecords(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const first = (category) =>
      db
        .prepare(
          'select id from deceased where category_id = ? and genealogy_id is null order by position limit 1',
        )
        .get(category).id;
    const member = db
      .prepare(
        'select id, genealogy_id from deceased where genealogy_id is not null order by genealogy_id, position limit 1',
      )
      .get();
    return {
      publicFigure: first(1),
      historicalFigure: first(2),
      martyr: first(3),
      dearMemory: first(4),
      monument: first(5),
      genealogy: member.genealogy_id,
      genealogyMember: member.id,
      qrUuid: db.prepare('select random_uuid from qr_codes order by random_uuid limit 1').get()
        .random_uuid,
    };
  } finally {
    db.close();
  }
}

/**
 * The production server on `port`, bound to localhost, with the store at `databasePath` (never
 * 127.0.0.1: the az rewrites loop there, vercel/next.js#94745) and the benchmark floor on.
 * Resolves once the server answers.
 */
export async function startServer({ port, databasePath, env: extra = {} }) {
  const origin = `http://localhost:${port}`;
  // The embedded store unless `extra` names the operator's API.
  const { API_URL, ADMIN_URL, MEDIA_URL, ...inherited } = process.env;
  void [API_URL, ADMIN_URL, MEDIA_URL];
  const env = {
    ...inherited,
    DATABASE_PATH: databasePath,
    SITE_URL: origin,
    NODE_ENV: 'production',
    BENCH_FLOOR: '1',
    ...extra,
  };
  // Its standard output (the access log, a line per request) goes straight to a file: no copy
  // through this process, which shares the CPU with the server under load.
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-server-log-'));
  const logFile = path.join(logDir, 'stdout.log');
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    ['server/main.mjs', '-p', String(port), '-H', 'localhost'],
    {
      cwd: root,
      env,
      stdio: ['ignore', logFd, 'pipe'],
    },
  );
  fs.closeSync(logFd);
  const stdout = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const output = () => `${stdout()}${stderr}`;
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once('exit', (code) => resolve((exited = code ?? 0))),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited (${exited}):\n${output()}`);
    try {
      const res = await fetch(`${origin}/api/v1/homepage`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    origin,
    pid: child.pid,
    /** Resolves with the exit code once the server is gone. */
    exited: exit,
    /** What the server printed so far: its standard output (the access log), then its errors. */
    output,
    /** Access log lines printed so far. */
    accessLines: () =>
      (stdout().match(/^\{"level":"info","time":"[^"]*","method":/gm) ?? []).length,
    /** The access log line of the response with these headers (by its X-Request-Id). */
    accessLine: (headers) => waitForAccessLine(stdout, headers.get('x-request-id') ?? ''),
    stop: async () => {
      if (exited === null) {
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }
      await exit;
      fs.rmSync(logDir, { recursive: true, force: true });
    },
  };
}
