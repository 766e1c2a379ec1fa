import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect } from '../e2e/fixtures';
import { cacheState } from '../e2e/server-log';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request sent as written: Playwright's and fetch's URL parsing would normalize
 * `/media/../x`, `//evil.com` or a backslash before the server ever saw them.
 */
export function raw(
  baseURL: string,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${target} timed out`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Traces of internals a response body must never carry. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>[\] ]+ \((?:\/|file:|node:)/],
  ['a server path', /\/\.next\/server\/|\/node_modules\/|webpack-internal:/],
  ['a database error', /SqliteError|SQLITE_[A-Z]+|no such (?:table|column)/],
  ['a Node internal', /node:internal|ERR_[A-Z_]{6,}/],
];

/** The server keeps `target`: asked again, it answers from its cache (a stale copy renews first). */
export async function expectKept(baseURL: string, target: string) {
  await expect
    .poll(async () => cacheState((await raw(baseURL, target)).headers), { timeout: 5_000 })
    .toBe('HIT');
}

export function expectNoLeak(body: string, what: string) {
  for (const [name, pattern] of LEAKS) expect(body, `${what}: ${name}`).not.toMatch(pattern);
}

/** Answered, not crashed: a status below 500 and nothing internal in the body. */
export function expectClean(res: { status: number; body: string }, what: string) {
  expect(res.status, `${what}: status`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${what}: status`).toBeLessThan(500);
  expectNoLeak(res.body, what);
}

const FRAME_HOSTS = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.youtube-nocookie.com',
];

/** The headers every response carries (issue 8 part 2). */
export function expectSecurityHeaders(headers: http.IncomingHttpHeaders, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
  if (directives.has('sandbox')) {
    // Next's image optimizer answers with its own, stricter policy: no script, no frames.
    expect(directives.get('script-src'), `${what}: script-src`).toEqual(["'none'"]);
  } else {
    expect(directives.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
    expect(directives.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
    expect(directives.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
    expect(directives.get('form-action'), `${what}: form-action`).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
    const mediaHost = (directives.get('media-src') ?? []).filter(
      (v) => !["'self'", 'blob:'].includes(v),
    );
    expect(directives.get('connect-src'), `${what}: connect-src`).toEqual(["'self'", ...mediaHost]);
    expect(directives.get('img-src'), `${what}: img-src`).toContain("'self'");
    expect(directives.get('media-src'), `${what}: media-src`).toContain("'self'");
    const frames = directives.get('frame-src') ?? [];
    expect(frames.length, `${what}: frame-src`).toBeGreaterThan(0);
    for (const source of frames)
      expect(FRAME_HOSTS, `${what}: frame-src ${source}`).toContain(source);
    for (const [name, values] of directives) {
      expect(values, `${what}: ${name} allows any host`).not.toContain('*');
    }
  }
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe(
    'strict-origin-when-cross-origin',
  );
  const permissions = String(headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    expect(permissions, `${what}: Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  }
  expect(headers['strict-transport-security'], `${what}: HSTS`).toMatch(/max-age=\d{7,}/);
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

/** A redirect's target must stay on the site: a path, or the very origin asked. */
export function expectOnSite(location: string | undefined, baseURL: string, what: string) {
  if (location === undefined) return;
  expect(location, `${what}: Location is a path, not //host`).not.toMatch(/^(?:\/\/|\/\\|\\)/);
  const target = new URL(location, baseURL);
  expect(target.origin, `${what}: Location ${location}`).toBe(new URL(baseURL).origin);
}

/**
 * Follows redirects by hand (at most 5), checking every Location stays on the site; resolves
 * with the last answer.
 */
export async function followOnSite(
  baseURL: string,
  target: string,
  headers: Record<string, string> = {},
) {
  let current = target;
  for (let hop = 0; hop < 6; hop++) {
    const res = await raw(baseURL, current, { headers });
    expectClean(res, current);
    // Next answers some redirects itself before any header rule applies (a doubled slash or a
    // backslash: 308 to the cleaned path): a redirect carries no page, so only its target counts.
    if (res.status < 300 || res.status >= 400) {
      expectSecurityHeaders(res.headers, current);
      return { ...res, path: current, hops: hop };
    }
    const location = res.headers.location;
    expectOnSite(location, baseURL, current);
    const next = new URL(location!, new URL(current, baseURL));
    current = next.pathname + next.search;
  }
  throw new Error(`${target}: more than 5 redirects`);
}

/** The e2e server's store, writable: these tests put hostile records into it. */
export function openWritableE2eDatabase() {
  const file = fs.readFileSync(path.join('test-results', 'e2e-db-path.txt'), 'utf8').trim();
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Read-only access to the store, for checking what was kept. */
export function withE2eDatabase<T>(read: (db: Database.Database) => T): T {
  const db = openWritableE2eDatabase();
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export type HostileRecord = {
  category: 'martyrs' | 'genealogy-member';
  name?: string;
  text?: string;
  location?: string | null;
  social?: Record<string, string | null>;
  photo?: string | null;
  media?: { kind: 'image' | 'video' | 'youtube' | 'audio' | 'quran'; url: string; name?: string }[];
  genealogyTitle?: string;
};

const CATEGORY_ID = { martyrs: 3, 'genealogy-member': 10 } as const;
const NOW = '2025-06-01T00:00:00.000Z';

/**
 * Inserts a record the way the admin's content would arrive, hostile fields and all. Pages read
 * the store per request, and a new id has no cached copy, so the next visit renders it.
 * Members get a collection of their own. Resolves with the ids to visit and a cleanup.
 */
export function insertHostileRecord(record: HostileRecord): {
  id: number;
  genealogyId: number | null;
  remove: () => void;
} {
  const db = openWritableE2eDatabase();
  try {
    return db
      .transaction(() => {
        let genealogyId: number | null = null;
        if (record.category === 'genealogy-member') {
          const title = record.genealogyTitle ?? 'Hostile family';
          genealogyId = Number(
            db
              .prepare(
                `INSERT INTO genealogies (position, title_az, title_en, title_ru, head_az, head_en, head_ru, date, search_text, created_at, updated_at)
               VALUES (9000, ?, ?, ?, 'Head', 'Head', 'Head', '1900', 'hostile', ?, ?)`,
              )
              .run(title, title, title, NOW, NOW).lastInsertRowid,
          );
        }
        const name = record.name ?? 'Hostile Record';
        const text = record.text ?? '<p>Plain description.</p>';
        const id = Number(
          db
            .prepare(
              `INSERT INTO deceased (category_id, genealogy_id, position, name_az, name_en, name_ru, text_az, text_en, text_ru, date,
               photo_title, photo_title_cdn, share, social_media, location, search_text, created_at, updated_at)
             VALUES (?, ?, 9000, ?, ?, ?, ?, ?, ?, '1990 - 2020', ?, NULL, 1, ?, ?, 'zzhostile', ?, ?)`,
            )
            .run(
              CATEGORY_ID[record.category],
              genealogyId,
              name,
              name,
              name,
              text,
              text,
              text,
              record.photo ?? null,
              JSON.stringify(record.social ?? {}),
              record.location ?? null,
              NOW,
              NOW,
            ).lastInsertRowid,
        );
        const media = db.prepare(
          `INSERT INTO deceased_media (deceased_id, kind, position, url, original_name, file_size, file_type, upload_date)
         VALUES (?, ?, ?, ?, ?, 0, '', ?)`,
        );
        for (const [i, m] of (record.media ?? []).entries())
          media.run(id, m.kind, i, m.url, m.name ?? m.url, NOW);
        const remove = () =>
          withE2eDatabase((w) => {
            w.prepare('DELETE FROM deceased_media WHERE deceased_id = ?').run(id);
            w.prepare('DELETE FROM deceased WHERE id = ?').run(id);
            if (genealogyId !== null)
              w.prepare('DELETE FROM genealogies WHERE id = ?').run(genealogyId);
          });
        return { id, genealogyId, remove };
        // IMMEDIATE: take the write lock up front (waiting out busy_timeout); a deferred transaction
        // that finds another worker's write after its first read fails at once with "locked".
      })
      .immediate();
  } finally {
    db.close();
  }
}

/**
 * Traps for script that should never run: every payload calls window.__xssHit() (or alert and
 * friends), each of which records the hit. Install before the first navigation.
 */
export async function installXssTraps(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const hits: string[] = [];
    w.__xssHits = hits;
    w.__xssHit = (label: unknown) => hits.push(String(label));
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = (label: unknown) => hits.push(`${name}(${String(label)})`);
    }
  });
  return { dialogs };
}

/** Everything in the page's DOM that could run script or load from elsewhere. */
export async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const allowedFrame =
      /^https:\/\/(?:www\.google\.com\/maps\/embed|www\.youtube-nocookie\.com\/embed\/)/;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const tag = el.tagName.toLowerCase();
      if (['object', 'embed', 'base', 'applet'].includes(tag)) found.push(`<${tag}>`);
      if (tag === 'iframe' && !allowedFrame.test(el.getAttribute('src') ?? '')) {
        found.push(`iframe ${el.getAttribute('src')}`);
      }
      if (tag === 'meta' && el.getAttribute('http-equiv')) found.push('meta http-equiv');
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) || attr.name === 'srcdoc' || attr.name === 'formaction') {
          found.push(`${tag}[${attr.name}]`);
        }
        if (['href', 'src', 'action', 'data', 'poster', 'xlink:href'].includes(attr.name)) {
          const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (/^(?:javascript|vbscript|data:text|data:application)/.test(value)) {
            found.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`);
          }
        }
      }
    }
    return found;
  });
}

/** No trap fired, no dialog opened, nothing dangerous in the DOM. */
export async function expectNoScriptRan(page: Page, dialogs: string[], what: string) {
  // Give lazy handlers (onerror of a broken image, onload of a frame) a moment to fire.
  await page.waitForTimeout(150);
  expect(
    await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits),
    `${what}: traps`,
  ).toEqual([]);
  expect(dialogs, `${what}: dialogs`).toEqual([]);
  expect(await dangerousMarkup(page), `${what}: markup`).toEqual([]);
}
