import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inLang, LANGS, MESSAGES, format, type Lang } from './helpers';

/**
 * The search page (`/search?q=…`), server-rendered for visitors and crawlers without JavaScript,
 * and the header's search box as a real form that leads to it. The demo seed gives
 * "hacibeyov" one record and "mammad" fifteen (two pages of twelve).
 */

const UZEYIR: Record<Lang, string> = {
  az: 'Üzeyir Hacıbəyov',
  en: 'Uzeyir Hajibeyov',
  ru: 'Узеир Гаджибеков',
};
const MANY = 'mammad';
const MANY_COUNT = 15;

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const results = (page: Page) => main(page).getByRole('listitem');
const texts = (lang: Lang) => MESSAGES[lang].SearchPage;
const searchPath = (lang: Lang, query: string) => `${inLang(lang, '/search')}?${query}`;

test.describe('the search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test.describe(lang, () => {
      test(`finds a record by a term without diacritics, noindex and follow`, async ({ page }) => {
        const response = await page.goto(searchPath(lang, 'q=hacibeyov'));
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toMatch(/no-store/);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
          'content',
          'noindex, follow',
        );
        await expect(page).toHaveTitle(
          new RegExp(`^${format(texts(lang).titleFor, { term: 'hacibeyov' })}`),
        );

        const form = main(page).getByRole('search', { name: texts(lang).formLabel });
        await expect(form).toHaveAttribute('action', inLang(lang, '/search'));
        await expect(form).toHaveAttribute('method', 'get');
        await expect(form.getByRole('searchbox', { name: texts(lang).inputLabel })).toHaveValue(
          'hacibeyov',
        );
        await expect(form.getByRole('button', { name: texts(lang).submit })).toBeVisible();

        await expect(
          main(page).getByRole('heading', {
            name: format(texts(lang).results, { term: 'hacibeyov' }),
          }),
        ).toBeVisible();
        const hit = main(page).getByRole('link', { name: new RegExp(UZEYIR[lang]) });
        await expect(hit).toHaveAttribute(
          'href',
          new RegExp(`^${inLang(lang, '/category/public-figures/')}\\d+$`),
        );
        await expect(hit.locator('img')).toHaveAttribute('width', '40');
        await expect(hit).toContainText(/1885/);
      });

      test('shows twelve results a page and follows the next link', async ({ page }) => {
        await page.goto(searchPath(lang, `q=${MANY}`));
        await expect(results(page)).toHaveCount(12);
        const pager = main(page).getByRole('navigation', { name: texts(lang).pagination });
        await expect(pager.getByRole('link', { name: texts(lang).previous })).toHaveCount(0);
        const next = pager.getByRole('link', { name: texts(lang).next });
        await expect(next).toHaveAttribute('rel', 'next');
        await expect(next).toHaveAttribute('href', searchPath(lang, `q=${MANY}&page=2`));
        const first = await results(page).allTextContents();

        await next.click();
        await expect(page).toHaveURL(searchPath(lang, `q=${MANY}&page=2`));
        await expect(results(page)).toHaveCount(MANY_COUNT - 12);
        const second = await results(page).allTextContents();
        expect(second.filter((t) => first.includes(t))).toEqual([]);
        await expect(pager.getByRole('link', { name: texts(lang).next })).toHaveCount(0);
        const previous = pager.getByRole('link', { name: texts(lang).previous });
        await expect(previous).toHaveAttribute('rel', 'prev');
        await expect(previous).toHaveAttribute('href', searchPath(lang, `q=${MANY}`));
        await expect(main(page).getByText(format(texts(lang).page, { page: 2 }))).toBeVisible();
      });

      test('a blank term shows the form and nothing else', async ({ page }) => {
        for (const query of ['', 'q=', 'q=%20%20%20', 'page=2']) {
          const response = await page.goto(
            query ? searchPath(lang, query) : inLang(lang, '/search'),
          );
          expect(response?.status()).toBe(200);
          await expect(page).toHaveTitle(new RegExp(`^${texts(lang).title} \\|`));
          await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(texts(lang).title);
          await expect(main(page).getByRole('searchbox')).toHaveValue('');
          await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(0);
          await expect(main(page).getByRole('status')).toHaveCount(0);
          await expect(results(page)).toHaveCount(0);
        }
      });
    });
  }

  test('a bad page number shows the first page; one past the end says so', async ({ page }) => {
    for (const bad of ['x', '0', '-1', '1.5', '02', '99999999999']) {
      const response = await page.goto(`/search?q=${MANY}&page=${bad}`);
      expect(response?.status(), `page=${bad}`).toBe(200);
      await expect(results(page)).toHaveCount(12);
    }
    const response = await page.goto(`/search?q=${MANY}&page=3`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByText(MESSAGES.az.SearchPage.pastEnd)).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await main(page).getByRole('link', { name: MESSAGES.az.SearchPage.firstPage }).click();
    await expect(page).toHaveURL(`/search?q=${MANY}`);
    await expect(results(page)).toHaveCount(12);
  });

  test('nothing found and a term too long are said plainly, never a 500', async ({ page }) => {
    let response = await page.goto('/en/search?q=zzqqxx');
    expect(response?.status()).toBe(200);
    await expect(
      main(page).getByText(format(MESSAGES.en.SearchPage.none, { term: 'zzqqxx' })),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    response = await page.goto(`/en/search?q=${'a'.repeat(101)}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('status')).toHaveText(
      format(MESSAGES.en.SearchPage.tooLong, { max: 100 }),
    );
    await expect(results(page)).toHaveCount(0);

    response = await page.goto(`/search?q=${'ə'.repeat(100)}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('status')).toHaveCount(0);
  });

  for (const lang of LANGS) {
    test(`${lang}: the header's search opens a form whose Enter lands on the search page`, async ({
      page,
    }) => {
      await page.goto(inLang(lang, '/about'));
      const toggle = header(page).locator('summary', { hasText: MESSAGES[lang].Header.openSearch });
      await toggle.click();
      const box = header(page).getByRole('searchbox', { name: MESSAGES[lang].search.byName });
      await box.fill('hacibeyov');
      await box.press('Enter');
      await expect(page).toHaveURL(searchPath(lang, 'q=hacibeyov'));
      await expect(main(page).getByRole('link', { name: new RegExp(UZEYIR[lang]) })).toBeVisible();
    });
  }
});

test.describe('the header search with JavaScript', () => {
  test('keeps its live results, and Enter goes to the search page', async ({ page }) => {
    await page.goto('/en/about');
    await header(page).getByRole('button', { name: MESSAGES.en.Header.openSearch }).click();
    const form = header(page).getByRole('search');
    await expect(form).toHaveAttribute('action', '/en/search');
    await expect(form).toHaveAttribute('method', 'get');
    const box = form.getByRole('searchbox');
    await expect(box).toHaveAttribute('name', 'q');
    await expect(box).toBeFocused();
    await box.fill('hacibeyov');
    await expect(form.getByRole('link', { name: /Uzeyir Hajibeyov/ })).toBeVisible();

    await box.press('Enter');
    await expect(page).toHaveURL('/en/search?q=hacibeyov');
    await expect(header(page).getByRole('searchbox')).toHaveCount(0);
    await expect(results(page)).toHaveCount(1);
    await expect(main(page).getByRole('searchbox')).toHaveValue('hacibeyov');
  });

  test('a word typed right after the click arrives whole, while the results code loads', async ({
    page,
  }) => {
    await page.goto('/about');
    const button = header(page).getByRole('button', { name: MESSAGES.az.Header.openSearch });
    await expect(button).toBeVisible();
    // Code asked for from now on (the results') comes 1.5 s late, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await page.keyboard.type('Nizami', { delay: 40 });
    const box = header(page).getByRole('searchbox');
    await expect(box).toHaveValue('Nizami');
    await expect(box).toBeFocused();
    setTimeout(release, 1500);
    await expect(header(page).getByRole('link', { name: /Nizami Gəncəvi/ })).toBeVisible();
  });

  test('a search typed before the page is hydrated carries over to the live panel', async ({
    page,
  }) => {
    // A slow connection: the page's scripts arrive only after the visitor has started typing.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/en/about', { waitUntil: 'domcontentloaded' });
    await header(page).locator('details summary').click();
    const plain = header(page).locator('details input[name="q"]');
    await plain.fill('hacibeyov');
    release();
    const panel = header(page).getByRole('search');
    await expect(header(page).locator('details')).toHaveCount(0);
    await expect(panel.getByRole('searchbox')).toHaveValue('hacibeyov');
    await expect(panel.getByRole('link', { name: /Uzeyir Hajibeyov/ })).toBeVisible();
  });

  test('Enter on a blank term stays on the page', async ({ page }) => {
    await page.goto('/about');
    await header(page).getByRole('button', { name: MESSAGES.az.Header.openSearch }).click();
    const box = header(page).getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/about');
    await expect(box).toBeVisible();
  });

  test('the page form searches again and the API still answers at most 20', async ({
    page,
    request,
  }) => {
    await page.goto('/ru/search?q=hacibeyov');
    const box = main(page).getByRole('searchbox');
    await box.fill(MANY);
    await box.press('Enter');
    await expect(page).toHaveURL(`/ru/search?q=${MANY}`);
    await expect(results(page)).toHaveCount(12);

    const api = await (await request.get('/api/v1/search?key=a')).json();
    expect(api.figures).toHaveLength(20);
  });
});

/** A context without JavaScript whose requests stay on loopback, as the fixture's do. */
async function noScriptPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
      ? route.continue()
      : route.abort('blockedbyclient');
  });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const width of [375, 1280]) {
  test(`the header looks the same with and without JavaScript at ${width} px`, async ({
    page,
    browser,
  }) => {
    const viewport = { width, height: 800 };
    await page.setViewportSize(viewport);
    await page.goto('/about');
    const button = header(page).getByRole('button', { name: MESSAGES.az.Header.openSearch });
    await expect(button).toBeVisible();
    const withScript = {
      header: await header(page).boundingBox(),
      toggle: await button.boundingBox(),
    };

    const plain = await noScriptPage(browser, viewport);
    try {
      await plain.page.goto('/about');
      const summary = header(plain.page).locator('summary');
      const withoutScript = {
        header: await header(plain.page).boundingBox(),
        toggle: await summary.boundingBox(),
      };
      // Across the row the tools differ (languages as links, no text size: e2e/no-scripts.spec.ts).
      expect(withoutScript).toEqual({
        header: withScript.header,
        toggle: { ...withScript.toggle!, x: withoutScript.toggle!.x },
      });

      // Open, the panel sits where the script's panel does.
      await summary.click();
      await button.click();
      await expect(header(page).getByRole('searchbox')).toBeVisible();
      const panels = await Promise.all([
        header(page).getByRole('search').boundingBox(),
        header(plain.page).getByRole('search').boundingBox(),
      ]);
      expect(panels[1]).toEqual(panels[0]);
    } finally {
      await plain.close();
    }
  });
}
