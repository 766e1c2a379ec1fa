import { expect, test } from '../e2e/fixtures';
import { expectClean, expectSecurityHeaders, raw, withE2eDatabase } from './helpers';

/**
 * Security headers (issue 8 part 2) on every kind of response: pages, API answers good and bad,
 * media files, optimized images, static chunks, redirects and 404s.
 */
const AZ = { 'accept-language': 'az', cookie: 'NEXT_LOCALE=az' };

const PATHS = [
  '/',
  '/en/about',
  '/ru/contact',
  '/martyrs',
  '/404',
  '/en/no-such-page',
  '/az/about',
  '/api/v1/homepage',
  '/api/v1/search?key=nizami',
  '/api/v1/no-such-call',
  '/api/v1/martyrs?page=abc',
  '/media/about/about.webp',
  '/media/no-such-file.webp',
  '/media/../package.json',
  '/_next/image?url=%2Fmedia%2Fabout%2Fabout.webp&w=640&q=75',
  '/_next/image?url=https%3A%2F%2Fevil.com%2Fx.png&w=640&q=75',
  '/qrcode/not-a-uuid',
  '/sitemap.xml',
  '/robots.txt',
  '/locales/en/translation.json',
];

for (const path of PATHS) {
  test(`headers on ${path}`, async ({ baseURL }) => {
    const res = await raw(baseURL!, path, { headers: AZ });
    expectClean(res, path);
    expectSecurityHeaders(res.headers, path);
  });
}

test('headers on a detail page, a QR page, a static chunk and a refused contact message', async ({
  baseURL,
  request,
}) => {
  const { figures } = (await (await request.get('/api/v1/martyrs')).json()) as {
    figures: { id: number }[];
  };
  const uuid = withE2eDatabase(
    (db) =>
      (db.prepare('SELECT random_uuid FROM qr_codes LIMIT 1').get() as { random_uuid: string })
        .random_uuid,
  );
  const home = await raw(baseURL!, '/', { headers: AZ });
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(home.body)?.[0];
  expect(chunk, 'a script chunk on the home page').toBeDefined();
  for (const path of [`/category/martyrs/${figures[0]!.id}`, `/qrcode/${uuid}`, chunk!]) {
    const res = await raw(baseURL!, path, { headers: AZ });
    expect(res.status, path).toBe(200);
    expectSecurityHeaders(res.headers, path);
  }
  const refused = await raw(baseURL!, '/api/v1/contact', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'hello',
  });
  expect(refused.status).toBe(415);
  expectSecurityHeaders(refused.headers, 'POST /api/v1/contact');
});

test.describe(() => {
  // Chromium logs the refused frame as an error: that refusal is what is under test.
  test.use({ allowConsoleErrors: true });
  test('the site cannot be framed by another page', async ({ page, baseURL }) => {
    const framed = page.waitForResponse((r) => r.url() === `${baseURL}/en/about`);
    // A page of no origin of the site's frames it (what any other site's page could do).
    await page.setContent(`<iframe src="${baseURL}/en/about" width="800" height="600"></iframe>`);
    const response = await framed;
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    // Chromium shows its own error page in the frame instead of the site.
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await frame.waitForLoadState('load');
    expect(await frame.locator('main, header, footer').count()).toBe(0);
  });
});
