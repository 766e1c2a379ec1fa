import { expect, test } from './fixtures';
import { cacheState } from './server-log';
import { uniqueClientIp } from './helpers';

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

  test('/az/... moves permanently to the unprefixed path, in one step from any case', async ({
    request,
  }) => {
    for (const [path, to] of [
      ['/az/about?x=1', '/about'],
      ['/AZ/about', '/about'],
      ['/EN/about', '/en/about'],
    ]) {
      const res = await request.get(path!, { maxRedirects: 0 });
      expect(res.status(), path).toBe(308);
      expect(new URL(res.headers()['location']!, 'http://localhost').pathname, path).toBe(to);
    }
  });

  test("/az, the language menu's az home, stores the choice for / (negotiated), kept by no cache", async ({
    request,
  }) => {
    for (const path of ['/az', '/Az']) {
      const res = await request.get(path, {
        maxRedirects: 0,
        headers: { 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' },
      });
      expect(res.status(), path).toBe(307);
      expect(res.headers()['location'], path).toBe('/');
      expect(res.headers()['set-cookie'], path).toMatch(
        /^NEXT_LOCALE=az; path=\/; max-age=\d+; samesite=lax$/,
      );
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
    }
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
    // A category that does not exist, with or without a record id after it.
    for (const [path, to] of [
      ['/category/heroes', '/404'],
      ['/category/heroes/5', '/404'],
      ['/ru/category/heroes/5', '/ru/404'],
    ]) {
      const res = await request.get(path!, { maxRedirects: 0 });
      expect([307, 308], path).toContain(res.status());
      expect(new URL(res.headers()['location']!, 'http://localhost').pathname, path).toBe(to);
    }

    const page = await request.get('/404', { headers: { 'accept-language': 'az' } });
    expect(page.status()).toBe(404);
    const html = await page.text();
    expect(html).toContain('Səhifə tapılmadı');
    expect(html).toContain('noindex');
    const enPage = await request.get('/en/404');
    expect(enPage.status()).toBe(404);
    expect(await enPage.text()).toContain('Page not found');
  });

  test("a page's path under a file prefix is an unknown path; the files there still answer", async ({
    request,
  }) => {
    const prefixes = ['og', 'calendar', 'archive', 'poster', 'locales', '_vercel', '_next'];
    const pages = ['about', 'category/1', 'genealogy/1', 'category/martyrs', '404-page'];
    const paths = [
      ...prefixes.flatMap((prefix) => pages.map((page) => `/${prefix}/${page}`)),
      ...['/sitemaps/category/martyrs', '/app-icon/genealogy/1', '/og/category/martyrs/pages/2'],
      ...['/og/category/1.png', '/_vercel', '/_vercelabout'],
    ];
    // Two segments under /poster and /locales are the shape of their files: that route's 404.
    const fileShaped = /^\/(?:poster|locales)\/[^/]+\/[^/]+$/;
    for (const path of paths) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await request.fetch(path, { method, maxRedirects: 0 });
        expect(res.status(), `${method} ${path}`).toBe(fileShaped.test(path) ? 404 : 307);
        if (res.status() === 404) continue;
        expect(new URL(res.headers()['location']!, 'http://x').pathname, path).toBe('/404');
      }
    }
    for (const [path, type] of [
      ['/og/en/page/about.png', 'image/png'],
      ['/calendar/en/category/1.ics', 'text/calendar'],
      ['/archive/en/category/1.zip', 'application/zip'],
      ['/poster/page/vr.webp', 'image/webp'],
      ['/locales/en/translation.json', 'application/json'],
    ]) {
      const res = await request.head(path!, { headers: { 'x-forwarded-for': uniqueClientIp() } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toContain(type);
    }
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

  test('pages are the same for everyone: no cookie, held by any shared cache; only / varies', async ({
    request,
  }) => {
    for (const path of [
      '/about',
      '/en/about',
      '/ru',
      '/martyrs',
      '/martyrs?page=2',
      '/genealogy',
    ]) {
      const ask = () =>
        request.get(path, {
          maxRedirects: 0,
          headers: { 'accept-language': 'ru', cookie: 'NEXT_LOCALE=en' },
        });
      let res = await ask();
      // A copy past its revalidation time (an earlier test rendered it minutes ago) is answered
      // once more with `no-cache` while Next renders it again (server/http-policy.mjs): ask
      // again for the fresh one.
      for (let i = 0; i < 20 && res.headers()['cache-control'] === 'no-cache'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        res = await ask();
      }
      expect(res.status(), path).toBe(200);
      expect(res.headers()['set-cookie'], path).toBeUndefined();
      expect(res.headers()['cache-control'], path).toMatch(
        /^s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(res.headers()['vary'] ?? '', path).not.toMatch(/cookie|accept-language/i);
    }
    const root = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'az' } });
    expect(root.headers()['set-cookie']).toBeUndefined();
    expect(root.headers()['vary']).toMatch(/Cookie, Accept-Language/);
  });

  test("a listing's ?page=N is cached like the listing; its internal path moves to ?page=N", async ({
    request,
  }) => {
    await request.get('/en/public-figures?page=2');
    const again = await request.get('/en/public-figures?page=2');
    expect(await cacheState(again.headers())).toMatch(/HIT|STALE/);
    const internal = await request.get('/en/public-figures/pages/2', { maxRedirects: 0 });
    expect(internal.status()).toBe(308);
    expect(internal.headers()['location']).toMatch(/\/en\/public-figures\?page=2$/);
    // Any other count there is an unknown path, never the cached route's 500.
    for (const [path, to] of [
      ['/category/public-figures/pages/abc', '/404'],
      ['/martyrs/pages/1000', '/404'],
      ['/en/category/martyrs/pages/99999', '/en/404'],
      ['/ru/dear-memories/pages/-1', '/ru/404'],
      ['/genealogy/pages/%20', '/404'],
      ['/genealogy/1/pages/1e3', '/404'],
      ['/category/Martyrs/pages/abc', '/404'],
      ['/ru/category/a_b/pages/2', '/ru/404'],
      // Not a listing: no permanent move to a copy of the page under ?page=N.
      ['/about/pages/2', '/404'],
      ['/en/contact/pages/7', '/en/404'],
      ['/search/pages/3', '/404'],
    ] as const) {
      const res = await request.get(path, { maxRedirects: 0 });
      if (res.status() === 308) {
        // A listing that is not one: its ?page=N, then the not-found page.
        const next = await request.get(res.headers()['location']!, { maxRedirects: 0 });
        expect(next.status(), path).toBe(307);
        expect(new URL(next.headers()['location']!, 'http://x').pathname, path).toBe(to);
        continue;
      }
      expect(res.status(), path).toBe(307);
      expect(new URL(res.headers()['location']!, 'http://x').pathname, path).toBe(to);
    }
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
  test('visiting a page in another language stores no choice; only the menu does @mobile', async ({
    page,
    context,
  }) => {
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await page.goto('/ru');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('NEXT_LOCALE');
    // The visitor's own choice (shell.spec.ts picks in the menu) is what `/` follows after.
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test("an az page's home link leads to the az home, whatever the browser's language", async ({
    browser,
  }) => {
    for (const locale of ['en-US', 'ru-RU']) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/about');
      await page.waitForLoadState('networkidle');
      await page.locator('body > header nav').getByRole('link', { name: 'Ana səhifə' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'az');
      // Typed in, `/` still follows the browser's language.
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${locale.slice(0, 2)}$`));
      await context.close();
    }
  });

  test('a choice stored only in localStorage (i18nextLng) is what / follows', async ({
    browser,
  }) => {
    for (const [locale, stored, home] of [
      ['az-AZ', 'ru', /\/ru$/],
      ['en-US', 'az', /:\d+\/$/],
      ['ru-RU', 'en-US', /\/en$/],
    ] as const) {
      const context = await browser.newContext({ locale });
      await context.addInitScript((value) => localStorage.setItem('i18nextLng', value), stored);
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(home);
      const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
      expect(cookie?.value, `${locale}, stored ${stored}`).toBe(stored.slice(0, 2));
      // Any other page is what its address says.
      await page.goto('/en/about');
      await expect(page).toHaveURL(/\/en\/about$/);
      await context.close();
    }
  });

  test('the 404 page shows a way home', async ({ page }) => {
    await page.goto('/nope');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Ana səhifəyə qayıt' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
