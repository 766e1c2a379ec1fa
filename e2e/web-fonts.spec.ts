import type { Page } from '@playwright/test';
import { FONTS_SEEN_KEY } from '../components/layout/web-fonts';
import { expect, test } from './fixtures';

// Records every value <html data-fonts> takes, from before the page's own scripts run, and the
// first frame's time (the head script's fallback asks for the fonts half a second after it).
const watchFontsAttribute = (page: Page) =>
  page.addInitScript(() => {
    const seen: (string | null)[] = [];
    const w = window as unknown as { fontsSeen: typeof seen; firstFrame: number };
    w.fontsSeen = seen;
    requestAnimationFrame(() => (w.firstFrame = performance.now()));
    new MutationObserver((records) => {
      for (const r of records) seen.push((r.target as Element).getAttribute('data-fonts'));
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-fonts'] });
  });

const fontState = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN;
    const fonts = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.woff2'))
      .map((e) => e.startTime);
    const w = window as unknown as { fontsSeen: (string | null)[]; firstFrame?: number };
    return {
      seen: w.fontsSeen,
      firstFrame: w.firstFrame ?? NaN,
      attribute: document.documentElement.getAttribute('data-fonts'),
      body: getComputedStyle(document.body).fontFamily,
      loaded: document.fonts.check('16px "Xatire Inter"'),
      paint,
      fonts,
    };
  });

test.describe('web fonts', () => {
  test('a first visit paints with the local faces and asks for the web fonts after that paint (or half a second on); a later visit uses them at once', async ({
    page,
  }) => {
    await watchFontsAttribute(page);
    await page.goto('/about');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FONTS_SEEN_KEY))
      .toBe('1');
    const first = await fontState(page);
    expect(first.seen).toEqual(['later', null]);
    expect(first.attribute).toBeNull();
    expect(first.body).toMatch(/^"Xatire Inter"/);
    expect(first.loaded).toBe(true);
    expect(first.paint).toBeGreaterThan(0);
    expect(first.fonts.length).toBeGreaterThan(0);
    // After the first paint, or, when that paint is late (a busy machine), half a second after the
    // first frame (timers may round by a millisecond).
    const asked = Math.min(first.paint, first.firstFrame + 499);
    for (const start of first.fonts) expect(start).toBeGreaterThan(asked);

    await page.goto('/en/contact');
    const later = await fontState(page);
    expect(later.seen).toEqual([]);
    expect(later.body).toMatch(/^"Xatire Inter"/);
    expect(later.loaded).toBe(true);
  });

  test('the local faces take the web fonts place: the page is within 1% of its height', async ({
    page,
  }) => {
    for (const path of ['/about', '/ru/about', '/category/public-figures/1']) {
      await page.goto(path);
      // A first visit: measure once its web fonts are in.
      await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
      const heights = await page.evaluate(async () => {
        await Promise.all([
          document.fonts.load('400 16px "Xatire Inter"'),
          document.fonts.load('600 16px "Xatire Lora"'),
        ]);
        if (!document.fonts.check('16px "Xatire Inter"')) throw new Error('Inter not loaded');
        const html = document.documentElement;
        const web = html.scrollHeight;
        html.setAttribute('data-fonts', 'later');
        const local = html.scrollHeight;
        const family = getComputedStyle(document.body).fontFamily;
        html.removeAttribute('data-fonts');
        return { web, local, family };
      });
      expect(heights.family, path).toMatch(/^"Xatire Inter Fallback"/);
      expect(Math.abs(heights.local / heights.web - 1), path).toBeLessThan(0.01);
    }
  });
});

test.describe('web fonts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the web fonts are used from the first paint', async ({ page }) => {
    await page.goto('/about');
    const state = await page.evaluate(() => ({
      attribute: document.documentElement.getAttribute('data-fonts'),
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(state.attribute).toBeNull();
    expect(state.body).toMatch(/^"Xatire Inter"/);
    expect(state.heading).toMatch(/^"Xatire Lora"/);
  });
});
