import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { POSTER_WIDTH } from '../lib/media/video';
import { buildDir } from '../lib/runtime/settings.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import az from '../messages/az.json';
import en from '../messages/en.json';
import ru from '../messages/ru.json';

/** A free port where a site can listen: it binds localhost (vercel/next.js#94745), maybe ::1. */
export const freeSitePort = () => freePort('localhost');

export const LANGS = ['az', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const MESSAGES = { az, en, ru } as const;

/** A path inside a language: az has no prefix. */
export const inLang = (lang: Lang, path: string) =>
  lang === 'az' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`;

/** Fills an ICU message's simple {placeholders}. */
export const format = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: ' ',
};

/** Text or an attribute value of some HTML with its entities read. */
export const decodeEntities = (html: string) =>
  html.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e]!);

/** The visible text of some HTML, whitespace collapsed: for comparing server HTML with API HTML. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The content of every `<meta property|name="key">` of a page's HTML, in order. */
export const metaContents = (html: string, key: string): string[] =>
  [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)]
    .filter((m) => m[1] === key)
    .map((m) => decodeEntities(m[2]!));

/** The width and height in a PNG's IHDR chunk. */
export function pngSize(body: Buffer): { width: number; height: number } {
  if (body.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('Not a PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Each path answers `status` with the site's JSON error (lib/api/http.ts): a message, no trace. */
export async function expectJsonErrors(
  request: APIRequestContext,
  paths: string[],
  status: number,
) {
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    expect(await res.json(), path).toEqual({ success: false, message: expect.any(String) });
  }
}

/** A share image as link previews take it: a 1200x630 PNG under 300 kB. */
export async function expectShareImage(url: string): Promise<void> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toBe('image/png');
  const body = Buffer.from(await res.arrayBuffer());
  expect(body.length, url).toBeLessThan(300_000);
  expect(pngSize(body), url).toEqual({ width: 1200, height: 630 });
}

/** A video's poster: WebP the server drew from a frame with something in it (not the fade from black). */
export async function expectPoster(url: string): Promise<{ width: number; height: number }> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toBe('image/webp');
  expect(res.headers.get('cache-control'), url).toMatch(/^public, max-age=\d+/);
  const image = sharp(Buffer.from(await res.arrayBuffer()));
  const { format, width = 0, height = 0 } = await image.metadata();
  expect(format, url).toBe('webp');
  expect(width, url).toBeLessThanOrEqual(POSTER_WIDTH);
  const { channels } = await image.stats();
  expect(Math.max(...channels.map((c) => c.stdev)), url).toBeGreaterThan(10);
  return { width, height };
}

/** The text of the first paragraph of some HTML that is longer than 40 characters. */
export function longParagraph(html: string): string {
  const paragraph = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)]
    .map((m) => textOf(m[1]!))
    .find((t) => t.length > 40);
  if (!paragraph) throw new Error('No paragraph of more than 40 characters');
  return paragraph;
}

/** The first `n` characters of the text of some HTML. */
export const opening = (html: string, n = 60) => textOf(html).slice(0, n);

let clients = 0;

/**
 * A client address of its own, in 198.18.0.0/15 (set aside for tests). The e2e server trusts one
 * proxy hop (scripts/test/e2e-server.mjs), and the test plays that proxy: it names the client in
 * X-Forwarded-For, so the contact rate limit counts each test apart.
 */
export function uniqueClientIp(): string {
  const n = (process.pid * 997 + clients++) % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The e2e server's SQLite store (scripts/test/e2e-server.mjs writes its path), opened read-only.
 */
export function openE2eDatabase() {
  const file = fs.readFileSync(path.join('test-results', 'e2e-db-path.txt'), 'utf8').trim();
  return new Database(file, { readonly: true, fileMustExist: true });
}

/** The settings of a site in remote mode against a stand-in of the operator's API. */
export const remoteSite = (
  api: { apiUrl: string; adminUrl: string },
  extra: Record<string, string> = {},
): Record<string, string> => ({
  E2E_API_URL: api.apiUrl,
  E2E_ADMIN_URL: api.adminUrl,
  API_TIMEOUT_MS: '1500',
  ...extra,
});

/**
 * A server's own copy of the build (its NEXT_DIST_DIR, removed by the caller): pages it regenerates
 * (another hero, another SITE_URL) must not land in the build the main test server serves.
 */
export function copyOfBuild(port: number, buildId?: string): string {
  const distDir = `.next-e2e-${port}`;
  const built = buildDir();
  fs.cpSync(built, distDir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !source.startsWith(path.join(built, 'cache')),
  });
  // A later deploy, as the browser sees one: the same files under another build id.
  if (buildId) fs.writeFileSync(path.join(distDir, 'BUILD_ID'), buildId);
  return distDir;
}

/**
 * A second production server on a free port with extra environment (e.g. HERO_TYPE=video), on
 * its own temporary store. Resolves once it answers. `readyPath`: what must answer before the
 * server counts as started; a page that reads no content (`/robots.txt`) for a server that must
 * not have read anything yet. `buildId`: its build's id, for a deploy.
 */
export async function startExtraServer(
  env: Record<string, string>,
  {
    readyPath = '/api/v1/homepage',
    port: chosen,
    buildId,
  }: { readyPath?: string; port?: number; buildId?: string } = {},
): Promise<{ baseURL: string; stop: () => Promise<void>; dbPath: () => string; port: number }> {
  const port = chosen ?? (await freeSitePort());
  const pathFile = path.join(os.tmpdir(), `xatire-e2e-extra-${port}.txt`);
  const distDir = copyOfBuild(port, buildId);
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/test/e2e-server.mjs', String(port)],
    {
      env: { ...process.env, ...env, E2E_DB_PATH_FILE: pathFile, NEXT_DIST_DIR: distDir },
      stdio: 'ignore',
    },
  );
  const baseURL = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(distDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The extra server exited with ${child.exitCode}`);
    try {
      const dbPath = () => fs.readFileSync(pathFile, 'utf8').trim();
      if ((await fetch(`${baseURL}${readyPath}`)).ok) return { baseURL, stop, dbPath, port };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The extra server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** axe's serious and critical violations, one line each (rule and where): [] when there are none. */
export function seriousViolations(results: {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
}): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The revalidation secret of the browser tests' servers (scripts/test/e2e-server.mjs). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';
export const REVALIDATE_AUTH = { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` };

/** An edit in a server's own store, then the whole site revalidated, as the operator would. */
export async function editAndRevalidate(
  server: { baseURL: string; dbPath: () => string },
  edit: (db: Database.Database) => unknown,
) {
  const db = new Database(server.dbPath());
  try {
    edit(db);
  } finally {
    db.close();
  }
  const refreshed = await fetch(`${server.baseURL}/api/revalidate`, {
    method: 'POST',
    headers: REVALIDATE_AUTH,
  });
  expect(refreshed.status).toBe(200);
}

/** The dear memories of the server at `base` (its API), as the listing shows them first. */
export async function dearMemoryList(base: string, limit = 50) {
  const res = await fetch(`${base}/api/v1/dear-memories?limit=${limit}`);
  return ((await res.json()) as { figures: { id: number; name: { en: string } }[] }).figures;
}
