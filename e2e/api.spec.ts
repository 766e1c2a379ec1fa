import { expect, test } from './fixtures';

test.describe('the content API on the production server', () => {
  test('a category list pages to an empty fourth page', async ({ request }) => {
    const p3 = await (await request.get('/api/v1/historical-monuments?limit=12&page=3')).json();
    expect(p3.figures.length).toBeGreaterThan(0);
    expect(p3.figures.length).toBeLessThanOrEqual(12);
    const p4 = await (await request.get('/api/v1/historical-monuments?limit=12&page=4')).json();
    expect(p4.figures).toEqual([]);
  });

  test('bad input is a 4xx with a short JSON message', async ({ request }) => {
    for (const [path, status] of [
      ['/api/v1/martyrs?page=-1', 400],
      ['/api/v1/deceased/abc/details', 400],
      ['/api/v1/deceased/99999999/details', 404],
      ['/api/v1/qrcode/not-a-uuid', 400],
      ['/api/v1/no-such-call', 404],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(status);
      const body = await res.json();
      expect(body.success).toBe(false);
      expect(body.message).toBeTruthy();
      expect(JSON.stringify(body)).not.toMatch(/at .*\.js|node_modules/);
    }
  });

  test('QR records are never listed', async ({ request }) => {
    const res = await request.get('/api/v1/qrcode/');
    expect(res.status()).toBe(404);
  });

  // Their long cache headers are the front's (e2e-security/hostile-traffic.spec.ts, through it).
  test('media is served with Range support', async ({ request }) => {
    const home = await (await request.get('/api/v1/homepage')).json();
    const video = `/media/${home.data.video}`;
    const full = await request.get(video);
    expect(full.status()).toBe(200);
    const part = await request.get(video, { headers: { range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toMatch(/^bytes 0-99\//);
    expect((await part.body()).length).toBe(100);
  });
});
