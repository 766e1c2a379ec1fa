import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { startExtraServer } from './helpers';

async function checkFloor(request: APIRequestContext) {
  const res = await request.get('/bench/floor', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toContain('<h1>Floor</h1>');
  // No header, footer or fonts of the site.
  expect(html).not.toContain('<header');
  // (The flight data carries the root not-found boundary's inlined CSS; it is not applied.)
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  expect(markup).not.toContain('.woff2');
}

/**
 * The benchmark floor (npm run bench): off unless the server runs with BENCH_FLOOR=1; then a
 * bare page outside the languages, hidden from crawlers.
 */
test.describe('benchmark floor', () => {
  test('/bench/floor is a 404 on a server that did not turn it on', async ({ request }) => {
    const res = await request.get('/bench/floor', { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('<h1>Floor</h1>');
  });

  test('with BENCH_FLOOR=1 it is a bare static page that asks not to be indexed', async ({
    playwright,
  }) => {
    test.setTimeout(120_000);
    const server = await startExtraServer({ BENCH_FLOOR: '1' });
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    try {
      await checkFloor(request);
    } finally {
      await request.dispose();
      await server.stop();
    }
  });

  test('robots.txt disallows it and the sitemaps leave it out', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /bench/\n');
    const index = await (await request.get('/sitemap.xml')).text();
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    for (const child of children) {
      expect(await (await request.get(child)).text()).not.toContain('/bench');
    }
  });
});
