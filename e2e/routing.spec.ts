import { expect, test } from './fixtures';

test.describe('language routing (what a crawler gets)', () => {
  for (const path of ['/', '/about', '/en', '/ru', '/en/about', '/ru/about']) {
    test(`${path} answers 200 without a redirect`, async ({ request }) => {
      const res = await request.get(path, {
        maxRedirects: 0,
        headers: { 'accept-language': 'az' },
      });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
    });
  }

  test('pages render on the server in their language with header and footer', async ({
    request,
  }) => {
    for (const [path, lang, heading] of <const>[
      ['/about', 'az', 'Haqqımızda'],
      ['/en/about', 'en', 'About'],
      ['/ru/about', 'ru', 'О нас'],
    ]) {
      const html = await (await request.get(path, { headers: { 'accept-language': 'az' } })).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
    }
  });

  test('/az/... moves permanently to the unprefixed path', async ({ request }) => {
    const res = await request.get('/az/about?x=1', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(new URL(res.headers()['location']!, 'http://localhost').pathname).toBe('/about');
    const root = await request.get('/az', { maxRedirects: 0 });
    expect(root.status()).toBe(308);
    expect(new URL(root.headers()['location']!, 'http://localhost').pathname).toBe('/');
  });

  test('an unknown path redirects to /404 in its language, which answers 404', async ({
    request,
  }) => {
    const az = await request.get('/nope', {
      maxRedirects: 0,
      headers: { 'accept-language': 'az' },
    });
    expect([307, 308]).toContain(az.status());
    expect(new URL(az.headers()['location']!, 'http://localhost').pathname).toBe('/404');
    const en = await request.get('/en/nope/deeper', { maxRedirects: 0 });
    expect(new URL(en.headers()['location']!, 'http://localhost').pathname).toBe('/en/404');

    const page = await request.get('/404', { headers: { 'accept-language': 'az' } });
    expect(page.status()).toBe(404);
    const html = await page.text();
    expect(html).toContain('Səhifə tapılmadı');
    expect(html).toContain('noindex');
    const enPage = await request.get('/en/404');
    expect(enPage.status()).toBe(404);
    expect(await enPage.text()).toContain('Page not found');
  });

  test('/ follows the stored choice, then the browser language, else az', async ({ request }) => {
    const stored = await request.get('/', {
      maxRedirects: 0,
      headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'ru' },
    });
    expect(stored.status()).toBe(307);
    expect(new URL(stored.headers()['location']!, 'http://localhost').pathname).toBe('/en');

    const browser = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(new URL(browser.headers()['location']!, 'http://localhost').pathname).toBe('/ru');

    const other = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain('<html lang="az"');
  });

  test('translations are served at /locales/{lng}/translation.json', async ({ request }) => {
    const en = await (await request.get('/locales/en/translation.json')).json();
    expect(en.header['0']).toBe('Home');
    expect(en.footer['3']).toBe('General rules');
    expect(en.search['0']).toBeTruthy();
    const ru = await (await request.get('/locales/ru/translation.json')).json();
    expect(ru.header['1']).toBe('О нас');
    expect((await request.get('/locales/de/translation.json')).status()).toBe(404);
  });
});

test.describe('language in the browser', () => {
  test('the stored choice is mirrored to localStorage i18nextLng @mobile', async ({ page }) => {
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.goto('/ru');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');
  });

  test('the 404 page shows a way home', async ({ page }) => {
    await page.goto('/nope');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Ana səhifəyə qayıt' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
