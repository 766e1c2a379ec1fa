import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AZ, detail, genealogyId, hrefs, memberId, plainText } from './memorial-helpers';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Holds the answers of one API path until released, to see the loading state. */
async function hold(page: Page, pattern: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.describe('genealogy', () => {
  test('collections: 9, then the last 4 with 9 skeletons between, cards link to their tree', async ({
    page,
    request,
  }) => {
    const hajiyev = await genealogyId(request, 'Hacıyevlər');
    const release = await hold(page, '**/api/v1/genealogy-all?*');
    await page.goto('/genealogy');
    await expect(page.getByRole('heading', { level: 1, name: 'Şəcərə' })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    const first = cards(page).first();
    await expect(first.getByRole('link', { name: 'Hacıyevlər nəsli' })).toHaveAttribute(
      'href',
      `/genealogy/${hajiyev}`,
    );
    await expect(first).toContainText('Nəslin başçısı');
    await expect(first).toContainText('Hacı Əhməd Hacıyev');
    await expect(first).toContainText('1862 – 2024');
    // The title is HTML from the content source: its emphasis survives.
    await expect(first.locator('h2 strong')).toHaveText('Hacıyevlər');

    const more = page.getByRole('link', { name: 'Daha çox yüklə' });
    await more.click();
    await expect(page.locator('[data-skeleton]')).toHaveCount(9);
    release();
    await expect(cards(page)).toHaveCount(13);
    await expect(more).toHaveCount(0);
    // Drawn in the browser this time, by the parser the genealogy listing alone downloads.
    await expect(cards(page).nth(9).locator('h2 strong')).toHaveText('Orucovlar');
  });

  test('a family tree pages its members 12 at a time with 8 skeletons; another tree starts over', async ({
    page,
    request,
  }) => {
    const hajiyev = await genealogyId(request, 'Hacıyevlər');
    const release = await hold(page, `**/api/v1/genealogy/${hajiyev}?*`);
    await page.goto(`/genealogy/${hajiyev}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hacıyevlər nəsli' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    const firstMember = await memberId(request, hajiyev, 'Hacı Əhməd Hacıyev');
    await expect(cards(page).first().getByRole('link')).toHaveAttribute(
      'href',
      `/genealogy/${hajiyev}/${firstMember}`,
    );

    const more = page.getByRole('link', { name: 'Daha çox yüklə' });
    await more.click();
    await expect(page.locator('[data-skeleton]')).toHaveCount(8);
    release();
    await expect(cards(page)).toHaveCount(24);
    await more.click();
    await expect(cards(page)).toHaveCount(34);
    await expect(more).toHaveCount(0);

    // To another family tree, without a full page load: its own members only, and no more.
    await page.getByRole('banner').getByRole('link', { name: 'Şəcərə' }).click();
    await page.getByRole('link', { name: 'Məmmədlilər nəsli' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Məmmədlilər nəsli' })).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(12);
    await expect(cards(page).filter({ hasText: 'Hacıyev' })).toHaveCount(0);
    await expect(more).toHaveCount(0);
  });

  test('an unknown or malformed family tree is a 404', async ({ request }) => {
    for (const path of ['/genealogy/999999', '/genealogy/abc', '/genealogy/0']) {
      expect((await request.get(path, { headers: AZ, maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

test.describe('genealogy member detail', () => {
  test('the same card, with phone and WhatsApp, viewer links marked as genealogy', async ({
    request,
    baseURL,
  }) => {
    const hajiyev = await genealogyId(request, 'Hacıyevlər');
    const elchin = await memberId(request, hajiyev, 'Elçin Vaqif oğlu Hacıyev');
    const vaqif = await memberId(request, hajiyev, 'Vaqif Əhməd oğlu Hacıyev');
    const record = await detail(request, elchin, true);

    const res = await request.get(`/en/genealogy/${hajiyev}/${elchin}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${record.name.en}</h1>`));
    expect(plainText(html)).toContain(plainText(record.text.en));
    expect(plainText(html)).toContain(record.date);
    expect(html).toContain(`<title>Genealogy — ${record.name.en} | Xatirə</title>`);
    const links = hrefs(html);
    expect(links).toContain('tel:+994552761840');
    expect(links).toContain('https://wa.me/994552761840');
    expect(
      links.some(
        (h) => h.startsWith('https://linkedin.com') || h.startsWith('https://www.linkedin.com'),
      ),
    ).toBe(true);
    expect(links).toContain(
      `https://wa.me/?text=${encodeURIComponent(`${baseURL}/en/genealogy/${hajiyev}/${elchin}`)}`,
    );
    // The way back: the genealogy listing and this family tree.
    expect(links).toContain('/en/genealogy');
    expect(links).toContain(`/en/genealogy/${hajiyev}`);

    const withImages = await (
      await request.get(`/genealogy/${hajiyev}/${vaqif}`, { headers: AZ })
    ).text();
    expect(hrefs(withImages)).toContain(`/photos/${vaqif}?from=genealogy`);
  });

  test("a member's viewer links are followed, and not prefetched without their query", async ({
    page,
    request,
  }) => {
    const hajiyev = await genealogyId(request, 'Hacıyevlər');
    const vaqif = await memberId(request, hajiyev, 'Vaqif Əhməd oğlu Hacıyev');
    const viewers: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.searchParams.has('_rsc') && /^\/(photos|videos|audio)\//.test(url.pathname))
        viewers.push(url.pathname + url.search);
    });
    // Next prefetches the links in view once the page is idle: the family's link among them.
    const family = page.waitForRequest(
      (r) => new URL(r.url()).pathname === `/genealogy/${hajiyev}` && !!r.headers()['rsc'],
    );
    await page.goto(`/genealogy/${hajiyev}/${vaqif}`);
    await family;
    await page.waitForTimeout(500);
    expect(viewers).toEqual([]);
    await page.getByRole('link', { name: 'Qalereya' }).click();
    await expect(page).toHaveURL(new RegExp(`/photos/${vaqif}\\?from=genealogy$`));
    await expect(page.locator('.swiper')).toHaveClass(/swiper-initialized/);
  });

  test('a member opened under another tree or a category is not found', async ({ request }) => {
    const hajiyev = await genealogyId(request, 'Hacıyevlər');
    const other = await genealogyId(request, 'Məmmədlilər');
    const elchin = await memberId(request, hajiyev, 'Elçin Vaqif oğlu Hacıyev');
    const get = (path: string) => request.get(path, { headers: AZ, maxRedirects: 0 });
    expect((await get(`/genealogy/${other}/${elchin}`)).status()).toBe(404);
    expect((await get(`/genealogy/${hajiyev}/abc`)).status()).toBe(404);
    expect((await get(`/category/public-figures/${elchin}`)).status()).toBe(404);
    const redirected = await get(`/category/dear-memories/${elchin}`);
    expect(new URL(redirected.headers()['location']!, 'http://x').pathname).toBe('/404');
  });
});
