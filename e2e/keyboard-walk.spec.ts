import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { EMBED_PAGE, MAP_EMBED, expect, test } from './fixtures';
import { MESSAGES, format, seriousViolations, uniqueClientIp } from './helpers';
import { recordId } from './memorial-helpers';
import {
  focusProblem as focusProblemInPage,
  scrollSettled as scrollSettledInPage,
} from './focus-problem.mjs';
import { pageTypes } from './page-types.mjs';
import { TEXT_SIZE_KEY, type TextSize } from '../components/layout/text-size';

const az = MESSAGES.az;
const header = (page: Page) => page.locator('body > header');
const menuToggle = (page: Page) =>
  header(page).getByRole('button', {
    name: new RegExp(`^(${az.header.menu}|${az.Header.close})$`),
  });

function focusProblem(page: Page): Promise<string> {
  return page.evaluate(focusProblemInPage);
}

/** A name for the focused element that stays the same between calls; null for none. */
const focusedIdInPage = () => {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const w = window as unknown as { walkIds?: number };
  el.dataset.walk ??= String((w.walkIds = (w.walkIds ?? 0) + 1));
  return el.dataset.walk;
};
const focusedId = (page: Page): Promise<string | null> => page.evaluate(focusedIdInPage);

/**
 * The focused element's name and focusProblem, in one round trip. With smooth scrolling, once the
 * page has stopped (Chromium aims a scroll asked for during another one from where that one was
 * going, a few pixels off, as a visitor tabbing faster than the scroll would see too); without it
 * the key's scroll is done when the press returns.
 */
const focusStop = (smooth: boolean) => `(async () => {
  ${smooth ? `await (${scrollSettledInPage})();` : ''}
  const id = (${focusedIdInPage})();
  return { id, problem: id === null ? '' : (${focusProblemInPage})() };
})()`;

async function expectInView(page: Page, where: string) {
  await page.evaluate(scrollSettledInPage);
  await expect.poll(() => focusProblem(page), { message: where, timeout: 3000 }).toBe('');
}

/**
 * Tab (or Shift+Tab) from the start of the page until focus leaves the document or comes back
 * round, checking every stop. A media element may hold focus for several presses (its controls).
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab') {
  const stop = focusStop(
    await page.evaluate(() => matchMedia('(prefers-reduced-motion: no-preference)').matches),
  );
  let first: string | null = null;
  let stops = 0;
  for (let press = 0; press < 300; press++) {
    await page.keyboard.press(key);
    const { id, problem } = (await page.evaluate(stop)) as {
      id: string | null;
      problem: string;
    };
    if (id === null || id === first) break;
    first ??= id;
    stops++;
    if (problem) await expectInView(page, `${key} stop ${stops}`);
  }
  return stops;
}

async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} never reached the target`);
}

async function pages(request: APIRequestContext) {
  const nizami = await recordId(request, 'historical-figures', 'Nizami Gəncəvi');
  return [
    ['home', '/'],
    ['a memorial page', `/category/historical-figures/${nizami}`],
    ['a listing', '/category/martyrs'],
    ['contact', '/contact'],
  ] as const;
}

async function walkEveryPage(page: Page, request: APIRequestContext) {
  for (const [what, path] of await pages(request)) {
    await test.step(`${what}: Tab, then Shift+Tab`, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await walk(page, 'Tab')).toBeGreaterThan(10);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await walk(page, 'Shift+Tab')).toBeGreaterThan(10);
    });
  }
}

async function expectSeriousFree(page: Page, rules?: string[]) {
  const axe = new AxeBuilder({ page });
  expect(seriousViolations(await (rules ? axe.withRules(rules) : axe).analyze())).toEqual([]);
}

/**
 * Every visible target is at least 24 x 24 CSS px (WCAG 2.5.8), but a link inside a sentence.
 * A link stretched over its card by a pseudo-element counts as the card.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=slider], .swiper-pagination-bullet';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      let box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(el);
      const inSentence =
        style.display === 'inline' &&
        [...(el.parentElement?.childNodes ?? [])].some(
          (n) => n !== el && (n.textContent ?? '').trim() !== '',
        );
      if (inSentence) continue;
      if (getComputedStyle(el, '::after').position === 'absolute' && el.offsetParent)
        box = el.offsetParent.getBoundingClientRect();
      if (box.width < 24 || box.height < 24)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

for (const [width, height, tag, textSize] of [
  [1280, 900, '', undefined],
  [375, 800, ' @phone', undefined],
  [375, 800, ', the largest text size @phone', 'larger' satisfies TextSize],
] as const) {
  test.describe(`every page type at ${width} px${tag}`, () => {
    test.use({ viewport: { width, height } });
    // As the reader's earlier visit left it (components/layout/text-size.ts).
    if (textSize)
      test.beforeEach(({ page }) =>
        page.addInitScript(
          ([key, size]) => {
            // Also run in frames without storage (a sandboxed embed): nothing to set there.
            try {
              localStorage.setItem(key!, size!);
            } catch {}
          },
          [TEXT_SIZE_KEY, textSize],
        ),
      );

    test('Tab and Shift+Tab: every stop is in view and clear of the sticky header', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      // On the phone the scroll is instant, so each stop is checked where it lands at once (3x
      // faster); smooth scrolling lands in the same place, and is walked at 1280 px.
      if (width < 1280) await page.emulateMedia({ reducedMotion: 'reduce' });
      await walkEveryPage(page, request);
    });

    // What only reads the markup is checked at the plain size; a larger text can make a region
    // scroll with no way to reach it by keyboard, or move text onto another background.
    test('targets are at least 24 x 24 px, and no serious axe findings', async ({
      page,
      request,
    }) => {
      test.slow();
      for (const [what, path] of [...(await pages(request)), ['about', '/about']] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (what === 'about') {
          // The carousel's dots are there once Swiper has started, near the screen.
          await page.locator('.swiper').scrollIntoViewIfNeeded();
          await expect(page.locator('.swiper-pagination-bullet').first()).toBeVisible();
        }
        expect(await smallTargets(page), what).toEqual([]);
        await expectSeriousFree(
          page,
          textSize && ['scrollable-region-focusable', 'color-contrast'],
        );
      }
      const id = await recordId(request, 'historical-figures', 'Nizami Gəncəvi');
      await page.goto(`/category/historical-figures/${id}`);
      await page.getByRole('tabpanel').getByRole('button').first().click();
      await expect(page.getByRole('button', { name: az.AudioTabs.play })).toBeVisible();
      expect(await smallTargets(page), 'the audio player').toEqual([]);
      await page.goto(`/photos/${id}`);
      // The dots exist once Swiper has started.
      await expect(page.locator('.swiper')).toHaveClass(/swiper-initialized/);
      expect(await smallTargets(page), 'the photo viewer').toEqual([]);
    });

    if (textSize)
      test('no page type scrolls sideways', async ({ page, baseURL }) => {
        test.slow();
        const wide: string[] = [];
        for (const { path, name } of await pageTypes(baseURL!)) {
          await page.goto(path);
          expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe(
            textSize,
          );
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scroll > width) wide.push(`${name} ${path}: ${scroll} px`);
        }
        expect(wide).toEqual([]);
      });
  });
}

test.describe('by keyboard at 1280 px', () => {
  test('header dropdowns: Enter opens, Tab goes through and closes them, Escape closes', async ({
    page,
  }) => {
    await page.goto('/about');
    const services = header(page).getByRole('button', { name: az.header.services });
    await tabTo(page, services);
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const links = page
      .locator(`#${await services.getAttribute('aria-controls')}`)
      .getByRole('link');
    await expect(links).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
      await expectInView(page, `dropdown link ${i + 1}`);
    }
    // Past its last link the dropdown closes, so it never covers the next stop.
    await page.keyboard.press('Tab');
    const categories = header(page).getByRole('button', { name: az.header.categories });
    await expect(categories).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expectInView(page, 'the first category');
    await page.keyboard.press('Escape');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await expect(categories).toBeFocused();
  });

  test('the terms dialog holds focus, Escape closes it and focus goes back', async ({ page }) => {
    await page.goto('/contact');
    const termsLink = page.getByRole('link', { name: 'İstifadə şərtlərini' });
    await tabTo(page, termsLink);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ümumi qaydalar' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
      // The native modal dialog may hand focus to the browser between rounds, never to the page.
      if (inside) await expectInView(page, `dialog stop ${i + 1}`);
      else expect(await focusedId(page)).toBeNull();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(termsLink).toBeFocused();
  });

  test.describe(() => {
    // The failing send logs the 500 on purpose.
    test.use({ allowConsoleErrors: true });
    test('sweetalert2 dialogs: the warning and the error take focus and give it back', async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
      await page.goto('/contact');
      const submit = page.getByRole('button', { name: az.Contact.send });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      const warning = page.getByRole('dialog', { name: 'Zəhmət olmasa şərtləri qəbul edin' });
      await expect(warning).toBeVisible();
      await expect
        .poll(() => warning.evaluate((d) => d.contains(document.activeElement)))
        .toBe(true);
      await expectInView(page, 'the warning');
      await expect(warning).toBeHidden({ timeout: 5000 });
      // Back to what the warning asks for: the consent box.
      await expect(page.getByRole('checkbox')).toBeFocused();

      await page.route('**/api/v1/contact', (route) =>
        route.fulfill({ status: 500, json: { success: false } }),
      );
      await page.getByLabel(az.Contact.name).fill('Leyla Həsənova');
      await page.getByLabel(az.Contact.phone, { exact: true }).fill('+994 55 111 22 33');
      await page.getByLabel(az.Contact.email, { exact: true }).fill('leyla@example.az');
      await page.getByLabel(az.Contact.message).fill('Salam!');
      await page.getByRole('checkbox').check();
      await submit.focus();
      await page.keyboard.press('Enter');
      const error = page.getByRole('dialog', { name: 'Bir xəta baş verdi!' });
      const ok = error.getByRole('button', { name: 'OK' });
      await expect(ok).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(ok).toBeFocused();
      await expectInView(page, 'the OK button');
      await page.keyboard.press('Enter');
      await expect(error).toBeHidden();
      await expect(submit).toBeFocused();
    });
  });

  test('memorial tabs: arrows move between them, Tab goes into the panel', async ({
    page,
    request,
  }) => {
    const id = await recordId(request, 'historical-figures', 'Nizami Gəncəvi');
    await page.goto(`/category/historical-figures/${id}`);
    const recordings = page.getByRole('tab', { name: new RegExp(az.AudioTabs.recording) });
    const quran = page.getByRole('tab', { name: new RegExp(az.AudioTabs.quran) });
    await tabTo(page, recordings);
    await expectInView(page, 'the first tab');
    await page.keyboard.press('ArrowRight');
    await expect(quran).toBeFocused();
    await expect(quran).toHaveAttribute('aria-selected', 'true');
    await expectInView(page, 'the second tab');
    await page.keyboard.press('Home');
    await expect(recordings).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel');
    expect(await panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await expectInView(page, 'the first recording');
    await page.keyboard.press('Enter');
    const play = panel.getByRole('button', { name: az.AudioTabs.play });
    await tabTo(page, play);
    await expectInView(page, 'the play button');
  });

  test('load more by keyboard goes on at the first new card, in view', async ({ page }) => {
    await page.goto('/category/martyrs');
    const more = page.getByRole('link', { name: az.Listing.loadMore });
    await tabTo(page, more, 'Shift+Tab');
    await expectInView(page, 'load more');
    await page.keyboard.press('Enter');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(cards.nth(12).getByRole('link')).toBeFocused();
    await expectInView(page, 'the first new card');
    await page.keyboard.press('Shift+Tab');
    await expectInView(page, 'the card before it');
  });

  test.describe(() => {
    // The failed page is logged on purpose (spec §8).
    test.use({ allowConsoleErrors: true });
    test('a page that fails to come leaves focus on Load more, not the body', async ({ page }) => {
      await page.route(
        (url) => url.pathname === '/api/v1/martyrs',
        (route) => route.abort(),
      );
      await page.goto('/category/martyrs');
      const more = page.getByRole('link', { name: az.Listing.loadMore });
      await tabTo(page, more, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(more).toBeFocused();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    });
  });

  test('the partners carousel: a pause button that says what it does, dots by keyboard', async ({
    page,
  }) => {
    await page.goto('/about');
    const carousel = page.locator('.swiper');
    // Swiper starts when the carousel nears the screen.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    type SwiperElement = HTMLElement & {
      swiper: { autoplay: { running: boolean }; activeIndex: number };
    };
    const running = () => carousel.evaluate((el) => (el as SwiperElement).swiper.autoplay.running);
    expect(await running()).toBe(true);

    const pause = page.getByRole('button', { name: az.Slider.pause });
    const play = page.getByRole('button', { name: az.Slider.play });
    // Tab passes every logo, so the carousel shows its last group: it stays there (not infinite),
    // and its button offers to play again, from the first.
    await tabTo(page, carousel.locator('xpath=../following-sibling::button'));
    await expectInView(page, 'the play button');
    await expect(play).toBeFocused();
    expect(await running()).toBe(false);
    const active = () => carousel.evaluate((el) => (el as SwiperElement).swiper.activeIndex);
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
    await expect.poll(running).toBe(true);
    expect(await active()).toBe(0);
    await page.keyboard.press('Enter');
    await expect(play).toBeFocused();
    await expect.poll(running).toBe(false);

    const dots = carousel.locator('.swiper-pagination-bullet');
    await tabTo(page, dots.last(), 'Shift+Tab');
    await expectInView(page, 'the last dot');
    await page.keyboard.press('Enter');
    await expect(dots.last()).toHaveClass(/swiper-pagination-bullet-active/);
    await page.keyboard.press('Shift+Tab');
    await expect(dots.first()).toBeFocused();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    await expect(dots.first()).toHaveClass(/swiper-pagination-bullet-active/);
    expect(await page.evaluate(() => scrollY), 'Space picks a dot, it does not scroll').toBe(
      scrolled,
    );
    // A partner link on a later slide, reached by Shift+Tab, is brought into view.
    await page.keyboard.press('Shift+Tab');
    await expectInView(page, 'the last partner');
    await page.waitForTimeout(3500);
    expect(await running()).toBe(false);

    await play.click();
    await expect.poll(running).toBe(true);
    await expect(pause).toBeVisible();
    await expectSeriousFree(page);
  });

  test('a partner reached by keyboard before the carousel starts stays in view after', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    // Swiper's chunk held back, as on a slow phone, while focus moves to the fifth partner.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    const carousel = page.locator('.swiper');
    const fifth = carousel.locator('.swiper-slide a').nth(4);
    await fifth.focus();
    await expect(carousel).not.toHaveClass(/swiper-initialized/);
    release();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    await expect(fifth).toBeFocused();
    await expectInView(page, 'the fifth partner');
    type Started = HTMLElement & { swiper: { autoplay: { running: boolean } } };
    const running = () => carousel.evaluate((el) => (el as Started).swiper.autoplay.running);
    // Held still while focus is inside, and playing again once it leaves.
    expect(await running()).toBe(false);
    await page.waitForTimeout(3500);
    await expectInView(page, 'the fifth partner, 3.5 s later');
    await page.getByRole('button', { name: az.Slider.pause }).focus();
    await expect.poll(running).toBe(true);
  });

  test('the photo viewer: arrows and dots by keyboard, in the language of the page', async ({
    page,
    request,
  }) => {
    const id = await recordId(request, 'historical-figures', 'Nizami Gəncəvi');
    for (const lang of ['az', 'ru'] as const) {
      const m = MESSAGES[lang].Slider;
      await page.goto(lang === 'az' ? `/photos/${id}` : `/${lang}/photos/${id}`);
      const slides = page.locator('.swiper-slide');
      const count = await slides.count();
      const next = page.getByRole('button', { name: m.next });
      await tabTo(page, next);
      await expectInView(page, 'the next arrow');
      await page.keyboard.press('Enter');
      await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
      await expect(slides.nth(1)).toHaveAttribute(
        'aria-label',
        format(m.slide, { index: 2, count }),
      );
      await expect(page.getByRole('button', { name: m.previous })).toBeVisible();
      const scrolled = await page.evaluate(() => scrollY);
      await page.keyboard.press('Space');
      await expect(slides.nth(2)).toHaveClass(/swiper-slide-active/);
      expect(await page.evaluate(() => scrollY), 'Space on an arrow does not scroll').toBe(
        scrolled,
      );
      await page.keyboard.press('Tab');
      const dot = page.getByRole('button', { name: format(m.goToSlide, { index: 1 }) });
      await expect(dot).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(slides.nth(0)).toHaveClass(/swiper-slide-active/);
      await page.keyboard.press('ArrowRight');
      await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
      await expect(page.getByText(/Next slide|Go to slide|This is the/)).toHaveCount(0);
      const english = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label]')]
          .map((el) => el.getAttribute('aria-label')!)
          .filter((label) => /slide/i.test(label)),
      );
      expect(english).toEqual([]);
    }
    await expectSeriousFree(page);
  });
});

async function expectModalMenu(page: Page) {
  await page.goto('/');
  const toggle = menuToggle(page);
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const nav = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(nav).toBeHidden();

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(az.Header.close);
  await expect(nav).toBeVisible();
  // Focus moves in; the page behind, and the rest of the header, are inert.
  await expect(nav.getByRole('link', { name: az.header.home })).toBeFocused();
  const behind = [
    'main',
    'footer',
    '.skip-link',
    'body > header a[href]',
    `body > header button[aria-label="${az.Header.openSearch}"]`,
    'body > header button[aria-label^="AZ —"]',
  ];
  expect(
    await page.evaluate(
      (selectors) => selectors.filter((s) => !document.querySelector(s)?.closest('[inert]')),
      behind,
    ),
    'not inert',
  ).toEqual([]);
  // And drawn so: a tap on them does nothing while the menu is open.
  const search = header(page).getByRole('button', { name: az.Header.openSearch });
  const faded = () =>
    search.evaluate((el) => {
      let opacity = 1;
      for (let n: Element | null = el; n; n = n.parentElement)
        opacity *= Number(getComputedStyle(n).opacity);
      return opacity;
    });
  await expect.poll(faded).toBeLessThan(0.5);

  // Open a group on the way, so its links join the round.
  await tabTo(page, nav.getByRole('button', { name: az.header.categories }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: az.header.publicFigures })).toBeFocused();

  // Tab goes round the menu and the toggle only.
  const stops = (await nav.locator('a:visible, button:visible').count()) + 1;
  expect(stops).toBe(4 + 3 + 5 + 1);
  const seen = new Set<string>();
  for (let i = 0; i < stops * 2; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (id) =>
        !!document.activeElement &&
        (document.getElementById(id)!.contains(document.activeElement) ||
          document.activeElement.getAttribute('aria-controls') === id),
      (await toggle.getAttribute('aria-controls'))!,
    );
    expect(inside, `Tab ${i + 1} stays in the menu`).toBe(true);
    await expectInView(page, `menu stop ${i + 1}`);
    seen.add((await focusedId(page))!);
  }
  expect(seen.size).toBe(stops);
  await tabTo(page, nav.getByRole('link', { name: az.header.home }));
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link', { name: az.header.contact })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(
    await page.evaluate(() => document.querySelectorAll('[inert]').length),
    'nothing stays inert',
  ).toBe(0);
  await expect.poll(faded).toBe(1);
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
  ).toBe(true);
}

for (const [width, height, tag] of [
  [1024, 720, ' (1280 px at 125 %)'],
  [375, 800, ' @phone'],
] as const) {
  test.describe(`the menu at ${width} px${tag}`, () => {
    test.use({ viewport: { width, height } });

    test('is modal: focus moves in, stays in, Escape brings it back to the toggle', async ({
      page,
    }) => {
      await expectModalMenu(page);
      await menuToggle(page).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('navigation', { name: az.Header.navigation })).toBeVisible();
      expect(await smallTargets(page), 'the open menu').toEqual([]);
      await expectSeriousFree(page);
    });
  });
}

test('the menu closes when the window grows past it, leaving nothing inert', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 720 });
  await page.goto('/');
  await menuToggle(page).click();
  await expect(page.locator('main')).toHaveJSProperty('inert', true);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(menuToggle(page)).toBeHidden();
  await expect(page.locator('main')).toHaveJSProperty('inert', false);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
    .not.toBe('hidden');
});

test.describe('a map still loading @phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Shift+Tab passes it by while it loads, and goes into it, in view, once it has', async ({
    page,
    request,
  }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(MAP_EMBED, async (route) => {
      await answered;
      await route.fulfill(EMBED_PAGE);
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(
      `/category/historical-figures/${await recordId(request, 'historical-figures', 'Nizami Gəncəvi')}`,
    );
    const directions = page.locator('[data-directions]');
    const map = page.locator('iframe');
    await directions.focus();
    await expect(map).toHaveCount(1);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    await expectInView(page, 'the stop before the map');
    answer();
    await expect(map).not.toHaveAttribute('tabindex');
    await directions.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await expectInView(page, 'the map');
  });
});
