import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { expectJsonErrors, pngSize } from './helpers';

test.describe('share images', () => {
  test('a memorial has a 1200x630 PNG share image in each language', async ({ request }) => {
    const list = await (await request.get('/api/v1/martyrs?limit=1&page=1')).json();
    const id = list.figures[0].id;
    for (const lang of ['az', 'en', 'ru']) {
      const res = await request.get(`/og/${lang}/category/${id}.png`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
    }
  });

  test('a genealogy member has one too; other addresses are 404 JSON', async ({ request }) => {
    const all = await (await request.get('/api/v1/genealogy-all?limit=1&page=1')).json();
    const members = await (
      await request.get(`/api/v1/genealogy/${all.figures[0].id}?limit=1&page=1`)
    ).json();
    const res = await request.get(`/og/az/genealogy/${members.data.members[0].id}.png`);
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
    await expectJsonErrors(
      request,
      [
        '/og/de/category/1.png',
        '/og/az/other/1.png',
        '/og/az/category/x.png',
        '/og/az/category/99999999.png',
        '/og/az/page/nothing.png',
        '/og/az/page/constructor.png',
        '/og/az/page/memorial-page.png',
        '/og/az/page/home.jpg',
        '/og/de/page/home.png',
        '/og/az/collection/x.png',
        '/og/az/collection/0.png',
        '/og/az/collection/99999999.png',
      ],
      404,
    );
  });

  test('a fixed page or a collection is named by a key or an id, never by text in the address', async ({
    request,
  }) => {
    const all = await (await request.get('/api/v1/genealogy-all?limit=1&page=1')).json();
    for (const path of [
      '/og/ru/page/publicFigures.png',
      `/og/en/collection/${all.figures[0].id}.png`,
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe('image/png');
      expect(res.headers()['cache-control'], path).toMatch(/^public, /);
      const spoofed = await request.get(`${path}?title=Hacked&text=Hacked`);
      const hash = async (r: typeof res) =>
        createHash('sha256')
          .update(await r.body())
          .digest('hex');
      expect(await hash(spoofed), `${path}: the query string draws nothing`).toBe(await hash(res));
    }
  });
});
