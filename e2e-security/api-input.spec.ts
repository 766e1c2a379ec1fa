import { expect, test } from '../e2e/fixtures';
import { uniqueClientIp } from '../e2e/helpers';
import { expectClean, followOnSite, raw, withE2eDatabase } from './helpers';

/**
 * Query strings and path ids of the API and the dynamic pages (issue 8 part 3): a bad value is
 * a 400 or 404 with a short message, never a 5xx; nothing leaks and nothing is changed.
 */
const AZ = { 'accept-language': 'az', cookie: 'NEXT_LOCALE=az' };

type Figures = { success: boolean; figures: unknown[] };

function json(body: string, what: string) {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    throw new Error(`${what}: not JSON: ${body.slice(0, 200)}`);
  }
}

test.describe('search', () => {
  const SEARCHES: [label: string, query: string, status: 200 | 400, results?: 'none' | 'some'][] = [
    ['10,000 characters', `key=${'a'.repeat(10_000)}`, 400],
    ['101 characters', `key=${'a'.repeat(101)}`, 400],
    ['100 characters', `key=${'a'.repeat(100)}`, 200, 'none'],
    ['SQL: quote OR 1=1', `key=${encodeURIComponent("' OR 1=1--")}`, 200, 'none'],
    [
      'SQL: a second statement',
      `key=${encodeURIComponent('x"; DROP TABLE deceased;--')}`,
      200,
      'none',
    ],
    [
      'SQL: UNION SELECT',
      `key=${encodeURIComponent("' UNION SELECT name FROM sqlite_master--")}`,
      200,
      'none',
    ],
    ['a LIKE wildcard %', 'key=%25', 200, 'none'],
    ['LIKE wildcards %_%', 'key=%25_%25', 200, 'none'],
    ['a LIKE escape \\', `key=${encodeURIComponent('\\%')}`, 200, 'none'],
    ['a null byte', 'key=niz%00ami', 200],
    ['malformed percent-encoding', 'key=%E0%A4%A', 200],
    ['lone surrogates', 'key=%ED%A0%80', 200],
    ['emoji and combining marks', `key=${encodeURIComponent('😀 Z̸̢a̴l̷g̸o')}`, 200],
    ['bidi overrides', `key=${encodeURIComponent('\u202Eimazin\u202C')}`, 200],
    ['Cyrillic', `key=${encodeURIComponent('Низами')}`, 200, 'some'],
    ['a repeated key', 'key=nizami&key=%25', 200, 'some'],
    ['a bracketed key', 'key[]=nizami', 200, 'none'],
    ['HTML', `key=${encodeURIComponent('<script>alert(1)</script>')}`, 200, 'none'],
  ];

  for (const [label, query, status, results] of SEARCHES) {
    test(`search ${label}: ${status}`, async ({ baseURL }) => {
      const res = await raw(baseURL!, `/api/v1/search?${query}`);
      expectClean(res, label);
      expect(res.status, label).toBe(status);
      const body = json(res.body, label);
      if (status === 400) {
        expect(body.success).toBe(false);
        expect(String(body.message).length).toBeLessThan(200);
        return;
      }
      const { figures } = body as Figures;
      expect(Array.isArray(figures)).toBe(true);
      expect(figures.length).toBeLessThanOrEqual(20);
      if (results === 'none') expect(figures, label).toEqual([]);
      if (results === 'some') expect(figures.length, label).toBeGreaterThan(0);
    });
  }

  test('search: the store is untouched after the SQL-shaped keys', async () => {
    const tables = withE2eDatabase((db) =>
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((t) => t.name),
    );
    expect(tables).toEqual(expect.arrayContaining(['deceased', 'genealogies', 'contact_messages']));
    const { n } = withE2eDatabase(
      (db) => db.prepare('SELECT COUNT(*) AS n FROM deceased').get() as { n: number },
    );
    expect(n).toBeGreaterThan(0);
  });
});

test.describe('paging', () => {
  const BAD = [
    'page=-1',
    'page=0',
    'page=1e3',
    'page=99999999999999999999',
    'page=1.5',
    'page=abc',
    'page=%00',
    'page=0x10',
    'page=%201',
    'page=',
    'limit=100000',
    'limit=0',
    'limit=-5',
    'limit=1e2',
  ];
  for (const query of BAD) {
    for (const call of ['/api/v1/martyrs', '/api/v1/genealogy-all']) {
      test(`paging ${call}?${query}: 400`, async ({ baseURL }) => {
        const res = await raw(baseURL!, `${call}?${query}`);
        expectClean(res, query);
        expect(res.status, `${call}?${query}`).toBe(400);
        expect(json(res.body, query)).toEqual({
          success: false,
          message: expect.stringMatching(/^(page|limit) must be/),
        });
      });
    }
  }

  test('paging: the largest limit and page are answered, a repeated page takes the first', async ({
    baseURL,
  }) => {
    for (const query of ['limit=50', 'page=10000', 'page=2&page=-1']) {
      const res = await raw(baseURL!, `/api/v1/public-figures?${query}`);
      expectClean(res, query);
      expect(res.status, query).toBe(200);
    }
  });
});

test.describe('ids', () => {
  const PAGES = [
    '/category/martyrs/1e3',
    '/category/martyrs/0x10',
    '/category/martyrs/-1',
    '/category/martyrs/0',
    '/category/martyrs/1.0',
    '/category/public-figures/..%2F..%2Fabout',
    '/category/public-figures/%00',
    `/category/public-figures/${'9'.repeat(5000)}`,
    '/category/historical-monuments/99999999999999999999',
    '/category/no-such-category/1',
    '/genealogy/abc',
    '/genealogy/1/-1',
    '/genealogy/1e3/1',
    '/photos/0x10',
    '/videos/-1',
    '/audio/1e3/az',
    '/en/qrcode/not-a-uuid',
    `/qrcode/${'f'.repeat(5000)}`,
  ];
  for (const path of PAGES) {
    test(`id ${path.slice(0, 60)}: a 404`, async ({ baseURL }) => {
      const last = await followOnSite(baseURL!, path, AZ);
      // %00: the front's 400 before the site (front/nginx.conf), which would answer 404.
      if (path.endsWith('%00') && last.status === 400) return;
      expect(last.status, path.slice(0, 80)).toBe(404);
    });
  }

  const API = [
    '/api/v1/deceased/1e3/details',
    '/api/v1/deceased/-1/details',
    '/api/v1/deceased/0x10/details',
    `/api/v1/deceased/${'9'.repeat(400)}/details`,
    '/api/v1/genealogy/abc',
    '/api/v1/genealogy/deceased/1.5/details',
    '/api/v1/qrcode/not-a-uuid',
    "/api/v1/qrcode/'%20OR%201=1--",
    '/api/v1/no-such-category',
    '/api/v1/deceased/%ff/details',
    '/api/v1/genealogy/%00',
  ];
  for (const path of API) {
    test(`id ${path.slice(0, 60)}: a 400 or 404 in JSON`, async ({ baseURL }) => {
      const res = await raw(baseURL!, path);
      expectClean(res, path);
      expect([400, 404], path).toContain(res.status);
      if (path.endsWith('%00') && /^text\/plain/.test(String(res.headers['content-type']))) {
        // The front's 400 before the site (front/nginx.conf): one line, no HTML.
        expect(res.body).toMatch(/^Bad request[^<]*\n$/);
        return;
      }
      const body = json(res.body, path);
      expect(body.success, path).toBe(false);
      expect(String(body.message).length).toBeLessThan(200);
    });
  }
});

test.describe('revalidation secret', () => {
  const SECRET = 'e2e-revalidate-secret-0123456789';
  // A path no page has: a right secret is answered 200 and changes nothing anyone else reads.
  const BODY = JSON.stringify({ paths: ['/no-such-page-e2e'] });
  const revalidate = (baseURL: string, authorization: string | undefined, client: string) =>
    raw(baseURL, '/api/revalidate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(authorization === undefined ? {} : { authorization }),
      },
      body: BODY,
    });

  test('revalidate: only Authorization: Bearer <secret> is taken', async ({ baseURL }) => {
    const client = uniqueClientIp();
    for (const authorization of [undefined, SECRET, `Basic ${SECRET}`, `Bearer${SECRET}`]) {
      const res = await revalidate(baseURL!, authorization, client);
      expectClean(res, String(authorization));
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    expect((await revalidate(baseURL!, `Bearer ${SECRET}`, client)).status).toBe(200);
  });

  test('revalidate: 10 wrong secrets from a client, then 429 for it, the right one too; other clients unaffected', async ({
    baseURL,
  }) => {
    const client = uniqueClientIp();
    for (let i = 0; i < 10; i++) {
      const res = await revalidate(baseURL!, `Bearer wrong-guess-${i}-0123456789`, client);
      expect(res.status, `guess ${i + 1}`).toBe(401);
    }
    for (const authorization of ['Bearer wrong-guess-again-0123456789', `Bearer ${SECRET}`]) {
      const res = await revalidate(baseURL!, authorization, client);
      expectClean(res, authorization);
      expect(res.status, authorization).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(JSON.parse(res.body).message).toMatch(/Too many wrong secrets/);
    }
    expect((await revalidate(baseURL!, `Bearer ${SECRET}`, uniqueClientIp())).status).toBe(200);
  });
});
