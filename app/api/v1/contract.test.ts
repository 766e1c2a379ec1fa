/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely here */
/**
 * The /api/v1 contract (spec §7): every call answers the fields the spec reads, over a real,
 * freshly seeded SQLite file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ID_RULE } from '@/lib/paging';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-contract-'));
process.env.DATABASE_PATH = path.join(dir, 'content.sqlite');

type Handler = (request: Request, ctx: any) => Promise<Response>;

async function call(
  mod: Promise<{ GET?: Handler; POST?: Handler }>,
  url: string,
  params: Record<string, string> = {},
  init?: RequestInit,
) {
  const handlers = await mod;
  const handler = (init?.method === 'POST' ? handlers.POST : handlers.GET)!;
  const res = await handler(new Request(`http://localhost${url}`, init), {
    params: Promise.resolve(params),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, any>,
  };
}

const keys = (o: object) => Object.keys(o).sort();
const LANG = ['az', 'en', 'ru'];

afterAll(async () => {
  const { getDb } = await import('@/lib/content/db');
  await (await getDb()).destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('section calls read `data`', () => {
  it.each([
    ['homepage', ['olumDesc', 'olumTarixi', 'photo', 'tamAd', 'type', 'video']],
    ['main/content', ['image', 'text']],
    ['about', ['aboutMedia', 'aboutText1', 'aboutText2', 'partners', 'samples']],
    ['photo-gallery', ['photos']],
    ['video-gallery', ['videos']],
    ['memorial', ['products', 'qrText1', 'qrText2']],
    ['obituary', ['obituaryText1', 'obituaryText2']],
    ['genealogy', ['genealogyText1', 'genealogyText2']],
    ['vr', ['vr']],
    ['virtual-cemetery', ['virtualCemeteryText1', 'virtualCemeteryText2']],
    ['qr-code-badge', ['badges', 'qrBadgeText1', 'qrBadgeText2']],
    [
      'contact2',
      ['contact_email', 'contact_phone', 'facebook', 'instagram', 'tiktok', 'whatsapp', 'youtube'],
    ],
  ])('/api/v1/%s', async (route, fields) => {
    const { status, body } = await call(import(`./${route}/route`), `/api/v1/${route}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(keys(body.data)).toEqual(fields);
    for (const value of Object.values(body.data)) {
      if (Array.isArray(value)) expect(value.length).toBeGreaterThan(0);
      else if (value && typeof value === 'object' && 'az' in value) {
        expect(keys(value)).toEqual(LANG);
        expect((value as Record<string, string>).az).not.toBe('');
      }
    }
  });

  it('gives the about page at least 6 partners and 8 samples, galleries 12 photos and 4 videos', async () => {
    const about = (await call(import('./about/route'), '/api/v1/about')).body.data;
    expect(about.partners.length).toBeGreaterThanOrEqual(6);
    expect(about.samples.length).toBeGreaterThanOrEqual(8);
    expect(
      (await call(import('./photo-gallery/route'), '/x')).body.data.photos.length,
    ).toBeGreaterThanOrEqual(12);
    expect(
      (await call(import('./video-gallery/route'), '/x')).body.data.videos.length,
    ).toBeGreaterThanOrEqual(4);
  });
});

describe('terms', () => {
  it.each(['terms', 'terms2'])('/api/v1/%s answers terms by language', async (route) => {
    const { body } = await call(import(`./${route}/route`), `/api/v1/${route}`);
    expect(keys(body.terms)).toEqual(LANG);
    expect(body.terms.en).toMatch(/<p>/);
  });
});

describe('lists', () => {
  const list = import('./[category]/route');
  it('pages a category 12 at a time; page 3 has 12 or fewer, page 4 is empty', async () => {
    const p3 = await call(list, '/api/v1/martyrs?limit=12&page=3', { category: 'martyrs' });
    const p4 = await call(list, '/api/v1/martyrs?limit=12&page=4', { category: 'martyrs' });
    expect(p3.body.figures.length).toBeGreaterThan(0);
    expect(p3.body.figures.length).toBeLessThanOrEqual(12);
    // `received` is the site's addition: how many the source sent, a dropped malformed one too.
    expect(p4.body).toEqual({ success: true, figures: [], received: 0 });
    expect(p3.body.received).toBe(p3.body.figures.length);
    expect(keys(p3.body.figures[0])).toEqual([
      'date',
      'id',
      'name',
      'photo_title',
      'photo_title_cdn',
    ]);
  });

  it.each([['page=0'], ['page=abc'], ['limit=1000'], ['page=1.5']])(
    'answers 400 for %s',
    async (qs) => {
      const { status, body } = await call(list, `/api/v1/martyrs?${qs}`, { category: 'martyrs' });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/page|limit/);
    },
  );

  it('answers 404 for an unknown category', async () => {
    expect((await call(list, '/api/v1/heroes', { category: 'heroes' })).status).toBe(404);
  });

  it('pages genealogies 9 at a time', async () => {
    const { body } = await call(
      import('./genealogy-all/route'),
      '/api/v1/genealogy-all?limit=9&page=1',
    );
    expect(body.figures).toHaveLength(9);
    expect(keys(body.figures[0])).toEqual(['date', 'head', 'id', 'title']);
  });
});

describe('details', () => {
  it('answers a record with the fields of spec §3', async () => {
    const list = await call(import('./[category]/route'), '/api/v1/public-figures', {
      category: 'public-figures',
    });
    const id = String(list.body.figures[0].id);
    const { status, body } = await call(import('./deceased/[id]/details/route'), `/x`, { id });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(keys(body.data)).toEqual([
      'category',
      'date',
      'genealogy_id',
      'id',
      'location',
      'media',
      'name',
      'social_media',
      'status',
      'text',
      'updated_at',
    ]);
    expect(body.data.category.title.en).toBe('Public figures');
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['1e3', 400],
    ['2147483648', 400],
    ['999999', 404],
    ['2147483647', 404],
  ])('answers id %s with %i', async (id, status) => {
    const res = await call(import('./deceased/[id]/details/route'), '/x', { id });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    if (status === 400) expect(res.body.message).toBe(ID_RULE);
  });

  it('answers a genealogy collection and its member', async () => {
    const all = await call(import('./genealogy-all/route'), '/api/v1/genealogy-all');
    const gid = String(all.body.figures[0].id);
    const collection = await call(import('./genealogy/[id]/route'), '/x?limit=12&page=1', {
      id: gid,
    });
    expect(keys(collection.body.data)).toEqual(['members', 'received', 'title']);
    const member = collection.body.data.members[0];
    const detail = await call(import('./genealogy/deceased/[id]/details/route'), '/x', {
      id: String(member.id),
    });
    expect(detail.body.data.category.id).toBe(10);
    expect(detail.body.data.genealogy_id).toBe(Number(gid));
  });
});

describe('search', () => {
  const search = import('./search/route');
  it('answers figures for a term and none for a blank one', async () => {
    const hit = await call(search, '/api/v1/search?key=nizami');
    expect(hit.body.success).toBe(true);
    expect(hit.body.figures[0].name.ru).toBe('Низами Гянджеви');
    expect((await call(search, '/api/v1/search?key=%20%20')).body.figures).toEqual([]);
  });
  it('refuses a key over 100 characters', async () => {
    expect((await call(search, `/api/v1/search?key=${'a'.repeat(101)}`)).status).toBe(400);
  });
  it('narrows by category and years, with a key or without', async () => {
    const martyrs = await call(search, '/api/v1/search?category=martyrs&died=2020');
    expect(martyrs.status).toBe(200);
    expect(martyrs.body.figures.length).toBeGreaterThan(0);
    for (const f of martyrs.body.figures) {
      expect(f.category.title.en).toBe('Martyrs');
      expect(f.date).toMatch(/2020$/);
    }
    const named = await call(search, '/api/v1/search?key=nizami&died=1100-1300');
    expect(named.body.figures[0].name.ru).toBe('Низами Гянджеви');
    expect((await call(search, '/api/v1/search?key=nizami&died=1900')).body.figures).toEqual([]);
  });
  it('answers that no cache in front keeps without asking again', async () => {
    const { status, headers } = await call(search, '/api/v1/search?key=nizami');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
  });
  it.each([
    ['category=heroes', /category must be one of public-figures, .*genealogy/],
    ['died=abc', /died must be a year \(1942\) or two years \(1941-1945\), from 1 to 2100/],
    ['born=1950-1940', /born must go from the earlier year to the later one/],
    ['died=2101', /died must be a year/],
    [`born=${'1'.repeat(40)}`, /born must be at most 32 characters/],
    ['died=1942&died=1943', /died may be given once/],
  ])('refuses %s with a 400 that says why, kept by no cache', async (query, message) => {
    const { status, body, headers } = await call(search, `/api/v1/search?key=a&${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('qr code', () => {
  it('answers one record by UUID, 404 for an unknown one and 400 for a malformed one', async () => {
    const { getDb } = await import('@/lib/content/db');
    const row = await (
      await getDb()
    )
      .selectFrom('qr_codes')
      .select('random_uuid')
      .executeTakeFirstOrThrow();
    const qr = import('./qrcode/[uuid]/route');
    const hit = await call(qr, '/x', { uuid: row.random_uuid });
    expect(keys(hit.body.data)).toEqual([
      'birthday',
      'name',
      'number',
      'photo',
      'qanqrupu',
      'randomUUID',
    ]);
    expect((await call(qr, '/x', { uuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect((await call(qr, '/x', { uuid: 'not-a-uuid' })).status).toBe(400);
  });
});

describe('contact', () => {
  const contact = import('./contact/route');
  const post = (body: unknown, type = 'application/json') =>
    call(
      contact,
      '/api/v1/contact',
      {},
      {
        method: 'POST',
        headers: { 'content-type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
    );
  const valid = {
    firstName: 'Leyla Həsənova',
    phone: '+994 55 111 22 33',
    email: 'leyla@example.az',
    message: 'Təşəkkürlər',
    consent: true,
  };

  it('stores an accepted message before answering 201', async () => {
    const res = await post({ ...valid, extra: 'ignored' });
    expect(res.status).toBe(201);
    const { getDb } = await import('@/lib/content/db');
    const rows = await (
      await getDb()
    )
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', valid.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ ...valid, email: 'nope' }, 400],
    [{ ...valid, firstName: '   ' }, 400],
    [{ ...valid, phone: 'abc\r\nX-Injected: 1' }, 400],
    ['{not json', 400],
  ])('refuses %j with %i', async (body, status) => {
    expect((await post(body)).status).toBe(status);
  });

  it('refuses a body neither JSON nor a form with 415, and an oversized one with 413', async () => {
    expect((await post('a=b', 'text/plain')).status).toBe(415);
    // A form is the no-script path (route.test.ts): refused here, as it says no origin.
    expect((await post('a=b', 'application/x-www-form-urlencoded')).status).toBe(403);
    expect((await post({ ...valid, message: 'x'.repeat(40_000) })).status).toBe(413);
  });
});
