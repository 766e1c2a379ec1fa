import { expect, test } from './fixtures';

// What the server compresses, and how: scripts and stylesheets from the build's brotli copies
// (server/static-files.mjs), pages and the API as they are sent (server/compression.mjs).
test('scripts and stylesheets come as brotli to a browser that accepts it, the same bytes as gzip', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text();
  const files = [...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  expect(files.some((f) => f.endsWith('.css'))).toBe(true);
  for (const file of new Set(files)) {
    const br = await request.get(file, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
    const head = await request.head(file, { headers: { 'accept-encoding': 'br' } });
    // A file under 1 kB goes uncompressed unless it has a copy (server/compression.mjs).
    expect([file, br.headers()['content-encoding'], gzip.headers()['content-encoding']]).toEqual([
      file,
      'br',
      Number(gzip.headers()['content-length'] ?? Infinity) < 1024 ? undefined : 'gzip',
    ]);
    expect(br.headers()['content-type']).toBe(gzip.headers()['content-type']);
    expect(br.headers()['cache-control']).toBe(gzip.headers()['cache-control']);
    expect(br.headers()['last-modified']).toBe(gzip.headers()['last-modified']);
    expect(br.headers()['vary']).toBe('Accept-Encoding');
    expect(br.headers()['x-content-type-options']).toBe('nosniff');
    expect(await br.body()).toEqual(await gzip.body());
    expect(head.headers()['content-length']).toBe(br.headers()['content-length']);
  }
});

test('pages and the API come as brotli, gzip or as they are, the same bytes each way', async ({
  request,
}) => {
  for (const path of ['/about', '/en/category/martyrs', '/ru/genealogy', '/api/v1/homepage']) {
    const as = async (encoding: string) => {
      const res = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), path).toBe(200);
      return {
        encoding: res.headers()['content-encoding'],
        vary: res.headers()['vary'],
        body: await res.text(),
      };
    };
    const [br, gzip, plain] = [
      await as('gzip, deflate, br'),
      await as('gzip'),
      await as('identity'),
    ];
    expect([path, br.encoding, gzip.encoding, plain.encoding]).toEqual([
      path,
      'br',
      'gzip',
      undefined,
    ]);
    expect(br.vary).toMatch(/Accept-Encoding/);
    expect(br.body).toBe(plain.body);
    expect(gzip.body).toBe(plain.body);
  }
});
