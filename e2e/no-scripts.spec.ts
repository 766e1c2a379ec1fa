import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, openE2eDatabase } from './helpers';
import { recordId, stubMapFrames } from './memorial-helpers';
import { rewriteHtml } from '../lib/mirror/mirror.mjs';

/**
 * The site with no script run: a browser with scripts off, and a page as the static mirror keeps
 * it (docs/mirror.md: its scripts taken out, the browser's scripts on). The header still leads
 * everywhere; a control that needs scripts is not shown.
 */
const az = MESSAGES.az;
const header = (page: Page) => page.getByRole('banner');
const nav = (page: Page) => header(page).getByRole('navigation');

async function deadControls(page: Page) {
  return page
    .locator('[data-needs-scripts]')
    .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
}

/** Serves `path` as the mirror keeps it: the server's HTML with every script taken out. */
async function asMirrored(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewriteHtml(await response.text(), () => null) });
    },
  );
  await page.goto(path);
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is sent by the browser: a page says so, nothing typed in an address', async ({
    page,
  }) => {
    const local = `no-script-${Date.now()}`;
    const email = `${local}@xn--80a1acny.xn--p1ai`;
    await page.goto('/en/contact');
    const en = MESSAGES.en.Contact;
    await page.getByLabel(en.name).fill('Leyla Həsənova');
    await page.getByLabel(en.phone, { exact: true }).fill('050.123.45.67');
    await page.getByLabel(en.email, { exact: true }).fill(email);
    await page.getByLabel(en.message).fill('Salam!\nİkinci sətir.');
    const send = page.getByRole('button', { name: en.send });
    // The browser's own check first: the terms are not accepted yet.
    await send.click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await send.click();
    await expect(page).toHaveURL(/\/en\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.outcome.sent);
    const db = openE2eDatabase();
    try {
      const rows = db
        .prepare('SELECT phone, message FROM contact_messages WHERE email = ?')
        .all(`${local}@почта.рф`);
      expect(rows).toEqual([{ phone: '050.123.45.67', message: 'Salam!\nİkinci sətir.' }]);
    } finally {
      db.close();
    }
  });

  test('the header menus open on hover and focus; the languages are links', async ({ page }) => {
    await page.goto('/about');
    expect(await deadControls(page)).toBe(0);
    const services = nav(page).getByRole('button', { name: az.header.services });
    const serviceLink = nav(page).getByRole('link', { name: az.header.memorialPage });
    await expect(serviceLink).toBeHidden();
    await services.hover();
    await expect(serviceLink).toBeVisible();
    // Shown by CSS: no button claims to be collapsed (or expanded) without the script that says so.
    expect(await services.getAttribute('aria-expanded')).toBeNull();
    // Across the gap between the button and its list, and on to a link.
    await serviceLink.hover();
    await expect(serviceLink).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(serviceLink).toBeHidden();

    const martyrs = nav(page).getByRole('link', { name: az.header.martyrs });
    await nav(page).getByRole('button', { name: az.header.categories }).focus();
    await expect(martyrs).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(martyrs).toBeVisible();

    await header(page).getByRole('link', { name: 'EN English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(header(page).getByRole('link', { name: 'EN English' })).toBeHidden();
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' });

    test("the home's AZ link stores the choice: the logo's link to / stays in Azerbaijani", async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      await header(page).getByRole('link', { name: 'AZ Azərbaycanca' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'az');
      await page.goto('/about');
      await header(page).locator('a[href="/"]').first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    });
  });

  test('a recording plays in the browser player; Back is a link to the memorial', async ({
    page,
    request,
  }) => {
    const nizami = await recordId(request, 'historical-figures', 'Nizami Gəncəvi');
    await page.goto(`/audio/${nizami}/az`);
    expect(await deadControls(page)).toBe(0);
    const player = page.locator('audio[controls]');
    await expect(player).toBeVisible();
    await expect(player).toHaveAccessibleName(az.AudioTabs.player);
    await expect
      .poll(() => player.evaluate((a: HTMLAudioElement) => a.duration))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: az.Viewer.back }).click();
    await expect(page).toHaveURL(new RegExp(`/category/historical-figures/${nizami}$`));
  });

  test('the photo viewer: every photo one under another, the next one in sight, no arrows', async ({
    page,
    request,
  }) => {
    const nizami = await recordId(request, 'historical-figures', 'Nizami Gəncəvi');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/photos/${nizami}`);
      const slides = page.locator('.swiper').first().locator('.swiper-slide');
      expect(await slides.count()).toBeGreaterThan(1);
      await expect(page.locator('.swiper-button-next')).toBeHidden();
      // The second photo's frame shows below the first: there is more than one to see.
      await expect(slides.nth(1)).toBeInViewport();
      const [first, second] = [
        await slides.nth(0).boundingBox(),
        await slides.nth(1).boundingBox(),
      ];
      expect(second!.x).toBe(first!.x);
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
      const last = slides.last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await expect(last.locator('img')).toHaveJSProperty('complete', true);
    }
  });
});

test.describe('with scripts off, on a phone @phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('the menu opens by its link with every page in it, and closes', async ({ page }) => {
    await page.goto('/');
    expect(await deadControls(page)).toBe(0);
    await expect(nav(page)).toBeHidden();
    await header(page).getByRole('link', { name: az.header.menu }).click();
    await expect(nav(page)).toBeVisible();
    const links = nav(page).getByRole('link');
    await expect(links).toHaveCount(16);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await header(page).getByRole('link', { name: az.Header.close }).click();
    await expect(nav(page)).toBeHidden();
    await header(page).getByRole('link', { name: az.header.menu }).click();
    await nav(page).getByRole('link', { name: az.header.martyrs }).click();
    await expect(page).toHaveURL(/\/category\/martyrs$/);
    await expect(nav(page)).toBeHidden();
  });
});

test.describe('as the mirror keeps a page', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('/about: the partners row scrolls by hand, no pause button; the menu opens', async ({
    page,
  }) => {
    await asMirrored(page, '/about');
    expect(await deadControls(page)).toBe(0);
    const row = page.locator('.swiper').first();
    await row.scrollIntoViewIfNeeded();
    expect(await row.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    // The next logo's edge shows that there are more (no dots without scripts).
    const next = await row.locator('.swiper-slide').nth(1).boundingBox();
    expect(next!.x).toBeLessThan(375);
    await row.evaluate((el) => el.scrollBy(400, 0));
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await header(page).getByRole('link', { name: az.header.menu }).click();
    await expect(nav(page).getByRole('link', { name: az.header.martyrs })).toBeVisible();
  });

  test('/contact: the form, which only the live site takes, is not offered; the details are', async ({
    page,
  }) => {
    await asMirrored(page, '/en/contact');
    await expect(page.getByRole('heading', { name: MESSAGES.en.Contact.infoTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.en.Contact.formTitle })).toBeHidden();
    await expect(page.locator('form[method="post"]')).toBeHidden();
  });

  test('a memorial: both lists of recordings shown, no tabs', async ({ page, request }) => {
    const nizami = await recordId(request, 'historical-figures', 'Nizami Gəncəvi');
    await stubMapFrames(page);
    await asMirrored(page, `/category/historical-figures/${nizami}`);
    expect(await deadControls(page)).toBe(0);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const panel of await page.locator('[role=tabpanel]').all())
      await expect(panel.locator('audio[controls]').first()).toBeVisible();
  });
});

test('a memorial in the mirror dates its days of remembrance; the live page does not', async ({
  page,
  request,
}) => {
  const id = await recordId(request, 'public-figures', 'Üzeyir Hacıbəyov');
  const path = `/category/public-figures/${id}`;
  const asOf = new RegExp(
    `^${MESSAGES.az.Remembrance.asOf.replace('{date}', '\\d\\d\\.\\d\\d\\.\\d{4}')}$`,
  );
  const days = page.locator('[data-remembrance]');
  await page.goto(path);
  await expect(days.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(days.getByText(asOf)).toBeHidden();
  await asMirrored(page, path);
  await expect(days.getByText(asOf)).toBeVisible();
});

test.describe('with scripts on', () => {
  // The page's text changed before React reads it (as a translating extension leaves it).
  test.use({ allowConsoleErrors: true, viewport: { width: 375, height: 800 } });

  test('a page React renders anew (a hydration mismatch) keeps the scripts layout', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === '/about',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<h1[^>]*>)[^<]*/, '$1Changed');
        await route.fulfill({ response, body: html });
      },
    );
    const rendered = page.waitForEvent('pageerror');
    await page.goto('/about');
    await rendered;
    await expect(header(page).getByRole('button', { name: az.header.menu })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-scripts', /./);
    await expect(header(page).locator('a[href="#site-nav"]')).toBeHidden();
  });
});

test('with scripts on, the links that stand in for them are not shown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-scripts', /./);
  await expect(header(page).getByRole('button', { name: az.header.menu })).toBeVisible();
  await expect(header(page).locator('a[href="#site-nav"], a[href="#"]')).toHaveCount(2);
  await expect(
    header(page).locator('a[href="#site-nav"]:visible, a[href="#"]:visible'),
  ).toHaveCount(0);
});
