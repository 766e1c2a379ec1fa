import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageTypes } from './page-types.mjs';
import { MESSAGES } from './helpers';

const t = MESSAGES.az.Header;
const button = (page: Page) =>
  page.locator('body > header').getByRole('button', { name: new RegExp(`^${t.textSize}`) });
const sizeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-text-size'));

test('the text size: by keyboard, named, three steps, kept on the device before the first paint', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  const before = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  await expect(button(page)).toHaveAttribute('aria-label', `${t.textSize}: ${t.textSizes.normal}`);
  await button(page).focus();
  await page.keyboard.press('Enter');
  expect(await sizeOf(page)).toBe('large');
  await expect(button(page)).toHaveAttribute('aria-label', `${t.textSize}: ${t.textSizes.large}`);
  await expect(
    page.getByText(`${t.textSize}: ${t.textSizes.large}`, { exact: true }),
  ).toBeAttached();
  await page.keyboard.press('Enter');
  expect(await sizeOf(page)).toBe('larger');
  const after = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  expect(parseFloat(after) / parseFloat(before)).toBeCloseTo(1.375, 2);

  // Another page, read before any script of the site's runs: the size is already there.
  let atStart: string | null = null;
  page.on('domcontentloaded', async () => {
    atStart ??= await sizeOf(page).catch(() => null);
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => atStart).toBe('larger');
  await expect(button(page)).toHaveAttribute('aria-label', `${t.textSize}: ${t.textSizes.larger}`);
  await button(page).click();
  expect(await sizeOf(page)).toBeNull();
  await page.reload();
  expect(await sizeOf(page)).toBeNull();

  // One page for every reader: nothing about the size reaches the server or its HTML.
  const html = await (await request.get('/contact')).text();
  expect(html).not.toMatch(/data-text-size="/);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('text-size');
});

test('at 200% zoom on a 375 px phone (a page 188 px wide) the header fits: every control whole, none overlapping', async ({
  page,
}) => {
  // Zoom halves the CSS width: the same layout a 188 px viewport gets.
  await page.setViewportSize({ width: 188, height: 600 });
  for (const path of ['/', '/about', '/contact', '/category/martyrs']) {
    await page.goto(path);
    const header = page.locator('body > header');
    const controls = () =>
      header.locator('a[aria-label], button:visible').evaluateAll((elements) =>
        elements
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
      );
    // The page's load event can come before its last control is drawn.
    await expect.poll(async () => (await controls()).length, path).toBeGreaterThanOrEqual(5);
    const boxes = await controls();
    for (const [i, a] of boxes.entries()) {
      expect(a.left, path).toBeGreaterThanOrEqual(0);
      expect(a.right, path).toBeLessThanOrEqual(188);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${path}: header controls overlap`).toBe(true);
      }
    }
  }
});

test('at 200% zoom on a 375 px phone (a page 188 px wide) no page type scrolls sideways', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 188, height: 600 });
  const wide: string[] = [];
  for (const { path, name } of await pageTypes(baseURL!)) {
    await page.goto(path);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scroll > 188) wide.push(`${name} ${path}: ${scroll} px`);
  }
  expect(wide).toEqual([]);
});
