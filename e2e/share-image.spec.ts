import { expect, test } from './fixtures';

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

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

  test('a genealogy member has one too; bad addresses are 404', async ({ request }) => {
    const all = await (await request.get('/api/v1/genealogy-all?limit=1&page=1')).json();
    const members = await (
      await request.get(`/api/v1/genealogy/${all.figures[0].id}?limit=1&page=1`)
    ).json();
    const res = await request.get(`/og/az/genealogy/${members.data.members[0].id}.png`);
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
    for (const path of [
      '/og/de/category/1.png',
      '/og/az/other/1.png',
      '/og/az/category/x.png',
      '/og/az/category/99999999.png',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
