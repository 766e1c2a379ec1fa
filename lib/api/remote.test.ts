import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { METRICS } from '@/lib/runtime/app-metrics.mjs';
import { remoteSource, upstreamCallName } from './remote';
import { onDroppedItem, type DroppedItem } from '@/lib/contract/schemas';

const figure = (id: number | string) => ({
  id,
  name: { az: `N${id}`, en: `N${id}`, ru: `N${id}` },
  date: '1900 – 1980',
  photo_title: null,
  genealogy_id: null,
  category: { id: 14, title: { az: 'A', en: 'Public figures', ru: 'О' } },
});

type Route = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function sourceWith(route: Route) {
  const calls: string[] = [];
  const source = remoteSource({
    apiUrl: 'https://api.example.az/api',
    adminUrl: 'https://admin.example.az',
    timeoutMs: 1000,
    fetchImpl: async (input, init) => {
      calls.push(String(input));
      return route(new URL(String(input)), init);
    },
  });
  return { source, calls };
}

describe('remoteSource', () => {
  const dropped: DroppedItem[] = [];
  beforeEach(() => {
    dropped.splice(0);
    onDroppedItem((item) => dropped.push(item));
  });
  afterAll(() => onDroppedItem(null));

  it("appends SPEC §7's paths to API_URL as written, and asks the admin host for collections", async () => {
    const { source, calls } = sourceWith((url) =>
      url.pathname.includes('genealogy/')
        ? Response.json({ success: true, data: { title: { az: 'T' }, members: [] } })
        : Response.json({ success: true, figures: [], data: {} }),
    );
    await source.getFigures('martyrs', 2, 12);
    await source.getGenealogies(1, 9);
    await source.getGenealogy(4, 1, 12);
    await source.searchFigures('ali məmməd');
    await source.getTerms('terms2');
    await source.getHomepage();
    expect(calls).toEqual([
      'https://api.example.az/api/v1/martyrs?limit=12&page=2',
      'https://api.example.az/api/v1/genealogy-all?limit=9&page=1',
      'https://admin.example.az/api/v1/genealogy/4?limit=12&page=1',
      'https://api.example.az/api/v1/search?key=ali%20m%C9%99mm%C9%99d',
      'https://api.example.az/api/v1/terms2',
      'https://api.example.az/api/v1/homepage',
    ]);
  });

  it('reads terms from data first, terms2 from terms first (spec §7)', async () => {
    const { source } = sourceWith(() =>
      Response.json({ success: true, data: { az: 'from data' }, terms: { az: 'from terms' } }),
    );
    expect((await source.getTerms('terms')).az).toBe('from data');
    expect((await source.getTerms('terms2')).az).toBe('from terms');
  });

  it('drops a malformed item from its list, not the list, and reads ids written as text', async () => {
    const { source } = sourceWith(() =>
      Response.json({
        success: true,
        figures: [figure('17'), { name: { az: 'no id' } }, figure(18), 'not an item'],
      }),
    );
    expect((await source.getFigures('public-figures', 1, 12)).map((f) => f.id)).toEqual([17, 18]);
    expect(dropped.map(({ list, index }) => [list, index])).toEqual([
      ['/v1/public-figures', 1],
      ['/v1/public-figures', 3],
    ]);
  });

  it('finds a QR record in the one list the API has, case-insensitively, numbers read as text', async () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const { source, calls } = sourceWith(() =>
      Response.json({
        success: true,
        data: [
          { photo: 'x.jpg', name: 'No UUID' },
          { randomUUID: uuid.toUpperCase(), name: 'Aysel', number: 994501234567, birthday: null },
        ],
      }),
    );
    const record = await source.getQrRecord(uuid);
    // A JSON number cannot carry the +: one of 11 or more digits is the international number.
    expect(record).toMatchObject({ name: 'Aysel', number: '+994501234567', birthday: '' });
    expect(calls).toEqual(['https://api.example.az/api/v1/qrcode/']);
    expect(dropped).toHaveLength(1);
  });

  it('reads a missing record as none, and a failed or unknown call as a failure', async () => {
    const answers: Record<string, Response> = {
      '/api/v1/deceased/1/details': Response.json({ success: false, message: 'Not found' }),
      '/api/v1/deceased/2/details': new Response('nope', { status: 404 }),
      '/api/v1/about': new Response('<html>404</html>', { status: 404 }),
      '/api/v1/obituary': Response.json({ success: false }),
      '/api/v1/memorial': new Response('{"success":true,"data":{', { status: 200 }),
      '/api/v1/vr': Response.json({ success: true, data: null }),
    };
    const { source } = sourceWith(
      (url) => answers[url.pathname] ?? new Response('', { status: 500 }),
    );
    expect(await source.getDeceased(1)).toBeNull();
    expect(await source.getDeceased(2)).toBeNull();
    await expect(source.getAbout()).rejects.toThrow(/no such call/);
    await expect(source.getObituary()).rejects.toThrow(/success false/);
    await expect(source.getMemorialService()).rejects.toThrow(/invalid JSON/);
    await expect(source.getHomepage()).rejects.toThrow(/500/);
    // Success with no data: the section is empty, not failed.
    expect(await source.getVr()).toEqual({ vr: { media: '' } });
  });

  it('delivers a contact message only on a 2xx, with its key and the spec fields', async () => {
    const seen: { key: string | null; body: unknown }[] = [];
    let status = 404;
    const { source } = sourceWith((_url, init) => {
      const headers = new Headers(init?.headers);
      seen.push({ key: headers.get('idempotency-key'), body: JSON.parse(String(init?.body)) });
      return new Response('{}', { status });
    });
    const message = { firstName: 'Leyla', phone: '+994', email: 'l@example.az', message: 'Salam' };
    await expect(source.deliverContact(message, 'key-0123456789abcdef')).rejects.toThrow(/404/);
    status = 500;
    await expect(source.deliverContact(message, 'key-0123456789abcdef')).rejects.toThrow(/500/);
    status = 201;
    await source.deliverContact(message, 'key-0123456789abcdef');
    expect(seen).toEqual(Array(3).fill({ key: 'key-0123456789abcdef', body: message }));
  });

  it('never counts a redirected message as delivered (a real server answering 302)', async () => {
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      if (req.url === '/api/v1/contact') res.writeHead(302, { location: '/api/v1/landing' });
      res.end('OK');
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const source = remoteSource({
        apiUrl: `http://localhost:${port}/api`,
        adminUrl: `http://localhost:${port}`,
        timeoutMs: 1000,
      });
      const message = {
        firstName: 'Leyla',
        phone: '+994',
        email: 'l@example.az',
        message: 'Salam',
      };
      await expect(source.deliverContact(message, 'key-0123456789abcdef')).rejects.toThrow(/302/);
      expect(asked).toEqual(['POST /api/v1/contact']);
    } finally {
      server.close();
    }
  });

  it.each([
    ['204, no body', () => new Response(null, { status: 204 })],
    ['201, empty', () => new Response('', { status: 201 })],
    ['200, plain text', () => new Response('OK', { status: 200 })],
  ])('counts any 2xx as delivered: %s (spec §7: any answer counts)', async (_label, answer) => {
    const { source } = sourceWith(answer);
    const message = { firstName: 'Leyla', phone: '+994', email: 'l@example.az', message: 'Salam' };
    await expect(source.deliverContact(message, 'key-0123456789abcdef')).resolves.toBeUndefined();
  });

  it('never reads null, "", true, a list or an id no page takes as an id, and shares only when the flag says so', async () => {
    const { source } = sourceWith((url) =>
      url.pathname.endsWith('/details')
        ? Response.json({
            success: true,
            data: {
              ...figure(url.pathname.includes('/7/') ? '' : 5),
              status: { share: url.pathname.includes('/6/') ? '1' : '0' },
            },
          })
        : Response.json({
            figures: [
              figure(null as never),
              figure(''),
              figure(true as never),
              figure([7] as never),
              figure(0),
              figure(2_147_483_648),
              figure('12345678901'),
              figure(3),
            ],
          }),
    );
    expect((await source.getFigures('martyrs', 1, 12)).map((f) => f.id)).toEqual([3]);
    expect(dropped).toHaveLength(7);
    // A record read by its address whose own id is malformed is that record, not an outage.
    expect((await source.getDeceased(7))?.id).toBe(7);
    expect((await source.getDeceased(5))?.status.share).toBe(false);
    expect((await source.getDeceased(6))?.status.share).toBe(true);
  });

  it("reads PHP's empty object `[]` as none, any hero type but video as the person, and details by their address", async () => {
    const answers: Record<string, unknown> = {
      '/api/v1/deceased/5/details': { ...figure(5), media: [], status: [], social_media: [] },
      '/api/v1/deceased/6/details': { ...figure(6), id: null, category: { id: null, title: {} } },
      '/api/v1/genealogy/deceased/7/details': { ...figure(7), category: null },
      '/api/v1/deceased/8/details': [],
      '/api/v1/genealogy': [],
      '/api/v1/vr': { vr: [] },
      '/api/v1/homepage': { type: 1, tamAd: { az: 'Ad' } },
    };
    const { source } = sourceWith((url) =>
      Response.json({ success: true, data: answers[url.pathname] }),
    );
    expect((await source.getDeceased(5))?.media).toMatchObject({ images: [], profile_photo: null });
    expect(await source.getDeceased(6)).toMatchObject({ id: 6, category: { id: null } });
    expect((await source.getGenealogyMember(7))?.category.title.en).toBe('');
    expect(await source.getDeceased(8)).toBeNull();
    expect((await source.getGenealogyService()).genealogyText1.az).toBe('');
    expect(await source.getVr()).toEqual({ vr: { media: '' } });
    expect((await source.getHomepage()).type).toBe('deceased');
  });

  it('never reads a list answer that is not a list as an empty one: the last good copy stays', async () => {
    const { source } = sourceWith((url) =>
      url.pathname.startsWith('/api/v1/genealogy/')
        ? Response.json({ success: true, data: { title: { az: 'T' }, members: 'oops' } })
        : Response.json({ success: true, figures: 'oops', data: { oops: true } }),
    );
    await expect(source.getFigures('martyrs', 1, 12)).rejects.toThrow(/unexpected shape/);
    await expect(source.getQrRecord('0f8fad5b-d9cb-469f-a165-70867728950e')).rejects.toThrow(
      /unexpected shape/,
    );
    await expect(source.getGenealogy(4, 1, 12)).rejects.toThrow(/unexpected shape/);
  });

  it('leaves out of the sitemap a record that cannot be read and a collection that is not there', async () => {
    const { source } = sourceWith((url) => {
      if (url.pathname === '/api/v1/public-figures')
        return Response.json({ figures: [figure(1), figure(2)] });
      if (url.pathname === '/api/v1/genealogy-all')
        return Response.json({ figures: [{ id: 40 }, { id: 41 }] });
      if (url.pathname.endsWith('/deceased/1/details'))
        return Response.json({ success: true, data: { ...figure(1), category: null } });
      if (url.pathname.endsWith('/deceased/2/details'))
        return Response.json({ success: true, data: { ...figure(2), text: {}, media: {} } });
      if (url.pathname === '/api/v1/genealogy/41')
        return Response.json({ success: true, data: { title: { az: 'T' }, members: [] } });
      if (url.pathname === '/api/v1/genealogy/40') return new Response('', { status: 404 });
      return Response.json({ success: true, figures: [] });
    });
    expect(await source.getSitemapSlice('records', 0, 1000)).toEqual([
      { kind: 'detail', category: 'public-figures', id: 2, lastModified: null },
    ]);
    expect(await source.getSitemapSlice('genealogies', 0, 1000)).toEqual([
      { kind: 'genealogy', id: 41, lastModified: null },
    ]);
  });

  it('cuts a search window from the answer; past it, nothing', async () => {
    const { source } = sourceWith(() =>
      Response.json({
        success: true,
        figures: Array.from({ length: 20 }, (_, i) => figure(i + 1)),
      }),
    );
    expect((await source.searchFigures('a', { offset: 12, limit: 13 })).map((f) => f.id)).toEqual(
      Array.from({ length: 8 }, (_, i) => i + 13),
    );
    expect(await source.searchFigures('a', { offset: 24, limit: 13 })).toEqual([]);
  });

  it("holds the operator's results to the search page's filters, and asks nothing without a name", async () => {
    const { source, calls } = sourceWith(() =>
      Response.json({
        success: true,
        figures: [
          figure(1),
          { ...figure(2), date: '12.03.1941 – 1945' },
          {
            ...figure(3),
            date: '1941 – 1945',
            category: { id: 7, title: { az: 'Ş', en: 'Martyrs', ru: 'Ш' } },
          },
          { ...figure(4), date: 'XII' },
        ],
      }),
    );
    const found = await source.searchRecords(
      { key: 'a', filters: { died: { from: 1945, to: 1945 } } },
      { limit: 1 },
    );
    expect(found).toMatchObject({ total: 2, atLeast: false });
    expect(found.figures.map((f) => f.id)).toEqual([2]);
    const martyrs = await source.searchRecords({ key: 'a', filters: { category: 'martyrs' } });
    expect(martyrs.figures.map((f) => f.id)).toEqual([3]);
    const before = calls.length;
    expect(
      await source.searchRecords({ key: ' ', filters: { died: { from: 1945, to: 1945 } } }),
    ).toEqual({ figures: [], total: 0, atLeast: false });
    expect(calls.length).toBe(before);
  });

  it('lists in the sitemap only records whose own details name the list they are shown in', async () => {
    const detail = (id: number, en: string) =>
      Response.json({
        success: true,
        data: { ...figure(id), category: { id: 3, title: { en } }, text: {}, media: {} },
      });
    const { source } = sourceWith((url) => {
      if (url.pathname === '/api/v1/public-figures')
        return Response.json({ figures: [figure(1), figure(2)] });
      if (url.pathname === '/api/v1/martyrs') return Response.json({ figures: [figure(2)] });
      if (url.pathname.endsWith('/1/details')) return detail(1, ' public  Figures');
      if (url.pathname.endsWith('/2/details')) return detail(2, 'Martyrs');
      return Response.json({ success: true, figures: [] });
    });
    const slice = await source.getSitemapSlice('records', 0, 1000);
    expect(slice).toEqual([
      { kind: 'detail', category: 'public-figures', id: 1, lastModified: null },
      { kind: 'detail', category: 'martyrs', id: 2, lastModified: null },
    ]);
  });

  it('counts each call by its name, never its URL, and each failure by its reason', async () => {
    const counted: string[] = [];
    const holder = globalThis as { [METRICS]?: unknown };
    holder[METRICS] = {
      upstreamCall: (call: string) => counted.push(`call ${call}`),
      upstreamFailure: (call: string, reason: string) => counted.push(`failed ${call} ${reason}`),
    };
    try {
      const answers: Record<string, () => Response | Promise<Response>> = {
        '/api/v1/deceased/7/details': () => new Response('nope', { status: 404 }),
        '/api/v1/memorial': () => new Response('{"success":', { status: 200 }),
        '/api/v1/homepage': () => new Response('', { status: 502 }),
        '/api/v1/about': () => Response.json(['not', 'an', 'envelope']),
        '/api/v1/search': () => Response.json({ figures: [] }),
        '/api/v1/genealogy/3': () => {
          throw new TypeError('fetch failed');
        },
      };
      const { source } = sourceWith((url) => answers[url.pathname]!());
      await source.getDeceased(7);
      await expect(source.getMemorialService()).rejects.toThrow();
      await expect(source.getHomepage()).rejects.toThrow();
      await expect(source.getAbout()).rejects.toThrow();
      await source.searchFigures('ali veli');
      await expect(source.getGenealogy(3, 1, 12)).rejects.toThrow();
      expect(counted).toEqual([
        'call /v1/deceased/{id}/details',
        'call /v1/memorial',
        'failed /v1/memorial invalid_json',
        'call /v1/homepage',
        'failed /v1/homepage status',
        'call /v1/about',
        'failed /v1/about shape',
        'call /v1/search',
        'call /api/v1/genealogy/{id}',
        'failed /api/v1/genealogy/{id} unreachable',
      ]);
    } finally {
      delete holder[METRICS];
    }
  });
});

describe('upstreamCallName', () => {
  const bases = ['https://api.example.az/api', 'https://admin.example.az'];
  it.each<[string, string]>([
    ['https://api.example.az/api/v1/homepage', '/v1/homepage'],
    ['https://api.example.az/api/v1/martyrs?limit=12&page=2', '/v1/martyrs'],
    ['https://api.example.az/api/v1/search?key=ali', '/v1/search'],
    [
      'https://api.example.az/api/v1/genealogy/deceased/41/details',
      '/v1/genealogy/deceased/{id}/details',
    ],
    ['https://admin.example.az/api/v1/genealogy/4?limit=12&page=1', '/api/v1/genealogy/{id}'],
    ['https://elsewhere.example/v1/x', 'other'],
    ['https://api.example.az/apiv1/x', 'other'],
  ])('%s -> %s', (url, name) => {
    expect(upstreamCallName(url, bases)).toBe(name);
  });
});
