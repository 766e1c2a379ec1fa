import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, seriousViolations } from './helpers';

const header = (page: Page) => page.getByRole('banner');

test.describe('header on desktop', () => {
  test('dropdowns open one at a time and close on Escape, outside click and navigation', async ({
    page,
  }) => {
    await page.goto('/about');
    const services = header(page).getByRole('button', { name: 'Xidmətlər' });
    const categories = header(page).getByRole('button', { name: 'Kateqoriyalar' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page).getByRole('link', { name: 'Nekroloq' })).toBeVisible();

    await categories.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await expect(categories).toBeFocused();

    await categories.click();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(categories).toHaveAttribute('aria-expanded', 'false');

    await header(page).getByRole('button', { name: 'Media' }).click();
    await header(page).getByRole('link', { name: 'Haqqımızda' }).click();
    await expect(header(page).getByRole('button', { name: 'Media' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the active link is marked from the current path', async ({ page }) => {
    await page.goto('/en/about');
    await expect(header(page).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(header(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ana səhifə' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the shell has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await header(page).getByRole('button', { name: 'Xidmətlər' }).click();
    const results = await new AxeBuilder({ page }).include('header').include('footer').analyze();
    expect(seriousViolations(results)).toEqual([]);
  });
});

test.describe('header on a phone @phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger menu locks scrolling and closes with its dropdowns on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = header(page).getByRole('button', { name: 'Menyu' });
    const nav = header(page).getByRole('navigation');
    await expect(nav).toBeHidden();

    await menu.click();
    await expect(nav).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden');

    const categories = nav.getByRole('button', { name: 'Kateqoriyalar' });
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Xidmətlər' }).click();
    await header(page).getByRole('button', { name: 'Menyunu bağla' }).click();
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav.getByRole('button', { name: 'Xidmətlər' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await nav.getByRole('link', { name: 'Haqqımızda' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden');
  });

  test('Escape closes the menu and returns focus to the button', async ({ page }) => {
    await page.goto('/');
    const menu = header(page).getByRole('button', { name: 'Menyu' });
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('navigation')).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Menyu' })).toBeFocused();
  });
});

test.describe('search', () => {
  async function openSearch(page: Page) {
    await header(page)
      .getByRole('button', { name: /Axtarışı aç|Open search/ })
      .click();
    return page.getByRole('searchbox');
  }

  test('links people to their category page, collections and members to genealogy', async ({
    page,
    request,
  }) => {
    const collections = await (await request.get('/api/v1/genealogy-all?limit=9&page=1')).json();
    const collection = collections.figures[0];
    const members = await (
      await request.get(`/api/v1/genealogy/${collection.id}?limit=12&page=1`)
    ).json();
    const member = members.data.members[0];

    await page.goto('/en/about');
    const box = await openSearch(page);
    await box.fill('nizami');
    const nizami = page.getByRole('link', { name: /Nizami Ganjavi/ });
    await expect(nizami).toHaveAttribute('href', /^\/en\/category\/historical-figures\/\d+$/);
    await expect(nizami.locator('img')).toHaveAttribute('width', '40');

    await box.fill(member.name.en);
    await expect(
      page.getByRole('link', { name: new RegExp(member.name.en) }).first(),
    ).toHaveAttribute('href', `/en/genealogy/${collection.id}/${member.id}`);

    const title = collection.title.en.replace(/<[^>]+>/g, '').trim();
    await box.fill(title);
    await expect(page.locator(`a[href="/en/genealogy/${collection.id}"]`).first()).toBeVisible();
  });

  test('a blank term sends nothing and clears the results', async ({ page }) => {
    await page.goto('/');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/search')) calls.push(r.url());
    });
    const box = await openSearch(page);
    await box.fill('uzeyir');
    // In the header's results: home may list the same person as remembered today.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Üzeyir Hacıbəyov/ })).toBeVisible();
    const before = calls.length;
    await box.fill('   ');
    await expect(header.getByRole('link', { name: /Üzeyir Hacıbəyov/ })).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(calls.length).toBe(before);
  });

  test('an outside click closes the box and clears it', async ({ page }) => {
    await page.goto('/about');
    const box = await openSearch(page);
    await box.fill('nizami');
    await expect(page.getByRole('link', { name: /Nizami/ }).first()).toBeVisible();
    // A selection dragged out of the box is no outside click.
    const from = (await box.boundingBox())!;
    await page.mouse.move(from.x + from.width - 4, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 300, { steps: 5 });
    await page.mouse.up();
    await expect(box).toHaveValue('nizami');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    const again = await openSearch(page);
    await expect(again).toHaveValue('');
  });

  test('a swipe of the page keeps the box and its term; a tap outside closes it @phone', async ({
    page,
  }) => {
    await page.goto('/about');
    const box = await openSearch(page);
    await box.fill('nizami');
    await expect(page.getByRole('link', { name: /Nizami/ }).first()).toBeVisible();
    const touches = () => page.evaluate(() => (window as { downs?: number }).downs ?? 0);
    await page.evaluate(() =>
      addEventListener('pointerdown', () => {
        const w = window as { downs?: number };
        w.downs = (w.downs ?? 0) + 1;
      }),
    );
    const cdp = await page.context().newCDPSession(page);
    // A finger's scroll down the page below the panel (its touch is a pointerdown too).
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 180,
      y: 760,
      yDistance: -300,
      gestureSourceType: 'touch',
    });
    await expect.poll(touches).toBeGreaterThan(0);
    await expect(box).toHaveValue('nizami');
    await page.touchscreen.tap(180, 760);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });

  test('says what it found, or that it found nothing, once the answer is in', async ({ page }) => {
    await page.goto('/about');
    const box = await openSearch(page);
    const said = page.getByRole('search').locator('[aria-live="polite"]');
    await box.fill('zzqqxxjj');
    await expect(page.getByRole('search').getByText('Heç nə tapılmadı')).toHaveCount(2);
    await expect(said).toHaveText('Heç nə tapılmadı');
    await box.fill('nizami');
    await expect(page.getByRole('link', { name: /Nizami/ }).first()).toBeVisible();
    await expect(said).toHaveText(/^\d+ nəticə tapıldı$/);
    await expect(page.getByRole('search').getByRole('list')).not.toHaveAttribute('aria-live');
  });

  test('Tab out of the box closes it, so it never covers the next stop', async ({ page }) => {
    await page.goto('/about');
    const box = await openSearch(page);
    await box.fill('nizami');
    await expect(page.getByRole('link', { name: /Nizami/ }).first()).toBeVisible();
    for (let i = 0; i < 20 && (await page.getByRole('searchbox').count()) > 0; i++) {
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(
      true,
    );
  });

  test('a late answer for an older term never replaces the newer results', async ({ page }) => {
    await page.route('**/api/v1/search?key=ni', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.fulfill({
        json: {
          success: true,
          figures: [
            {
              id: 1,
              name: { az: 'Köhnə nəticə', en: 'Stale', ru: 'Старый' },
              date: '',
              photo_title: null,
              genealogy_id: null,
              category: { id: 2, title: { az: '', en: 'Historical figures', ru: '' } },
            },
          ],
        },
      });
    });
    await page.goto('/about');
    const box = await openSearch(page);
    await box.pressSequentially('ni');
    await box.pressSequentially('zami');
    await expect(page.getByRole('link', { name: /Nizami Gəncəvi/ })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByText('Köhnə nəticə')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Nizami Gəncəvi/ })).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: true });
    test('a failing search is logged and shows nothing', async ({
      page,
      consoleErrors: errors,
    }) => {
      await page.route('**/api/v1/search?**', (route) =>
        route.fulfill({ status: 500, json: { success: false } }),
      );
      await page.goto('/about');
      const box = await openSearch(page);
      await box.fill('nizami');
      await expect.poll(() => errors.some((e) => e.includes('Search failed'))).toBe(true);
      await expect(page.getByRole('search').getByRole('listitem')).toHaveCount(0);
    });
  });
});

test.describe('language switch', () => {
  test('Tab past its last language closes the list', async ({ page }) => {
    await page.goto('/about');
    const toggle = header(page).getByRole('button', { name: /^AZ — / });
    const option = page.getByRole('link', { name: 'RU Русский' });
    await expect(async () => {
      if (!(await option.isVisible())) await toggle.click();
      await expect(option).toBeVisible({ timeout: 1000 });
    }).toPass();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(option).toBeHidden();
  });

  test('rewrites the path with replace navigation and stores the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    const length = await page.evaluate(() => history.length);
    const pick = async (from: string, to: RegExp, name: string) => {
      const option = page.getByRole('link', { name });
      // The switch loads the page anew: retry the first click until the island has hydrated.
      await expect(async () => {
        if (!(await option.isVisible())) {
          await header(page)
            .getByRole('button', { name: new RegExp(`^${from} — `) })
            .click();
        }
        await expect(option).toBeVisible({ timeout: 1000 });
      }).toPass();
      await option.click();
      await expect(page).toHaveURL(to);
      await page.waitForLoadState('load');
    };
    await pick('AZ', /\/en\/about$/, 'EN English');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await pick('EN', /\/ru\/about$/, 'RU Русский');
    await pick('RU', /localhost:\d+\/about$/, 'AZ Azərbaycanca');
    expect(await page.evaluate(() => history.length)).toBe(length);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('az');

    await page.goto('/en');
    await pick('EN', /localhost:\d+\/$/, 'AZ Azərbaycanca');
    await pick('AZ', /\/ru$/, 'RU Русский');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ru');
    await expect(header(page).getByRole('button', { name: /: Русский/ })).toHaveText('RU');

    // The language already shown, picked on a shared link, is stored too: `/` follows it after.
    await page.goto('/about');
    await pick('AZ', /localhost:\d+\/about$/, 'AZ Azərbaycanca');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value)
      .toBe('az');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('az');
    await page.goto('/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('page metadata (server HTML)', () => {
  test('home is titled by its menu label and the brand, and shared by its tagline', async ({
    request,
  }) => {
    for (const [path, lang] of [
      ['/', 'az'],
      ['/en', 'en'],
      ['/ru', 'ru'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const { brand } = MESSAGES[lang].Metadata;
      expect(html, path).toContain(`<title>${MESSAGES[lang].header.home} | ${brand}</title>`);
      expect(html, path).toContain(
        `<meta property="og:title" content="${brand} — ${MESSAGES[lang].footer.tagline}"/>`,
      );
    }
  });

  for (const [path, title, canonical] of [
    ['/about', 'Haqqımızda | Xatirə', '/about'],
    ['/ru/about', 'О нас | Xatirə', '/ru/about'],
    ['/en/404', 'Page not found | Xatirə', null],
  ] as const) {
    test(`${path} has its title, canonical and alternates`, async ({ request, baseURL }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      if (!canonical) return;
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${canonical}"/>`);
      for (const [lang, href] of [
        ['az', '/about'],
        ['en', '/en/about'],
        ['ru', '/ru/about'],
        ['x-default', '/about'],
      ]) {
        expect(html).toContain(
          `<link rel="alternate" hrefLang="${lang}" href="${baseURL}${href}"/>`,
        );
      }
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
      expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"\/>/);
      expect(html).toContain(`<meta property="og:title" content="${title.split(' | ')[0]}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${canonical}"/>`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    });
  }
});

test.describe('footer', () => {
  test('shows contact details of the language and social links in a new tab', async ({ page }) => {
    await page.goto('/en/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'General rules' })).toHaveAttribute(
      'href',
      '/en/general-rules',
    );
    await expect(footer.getByRole('link', { name: 'User agreement' })).toHaveAttribute(
      'href',
      '/en/user-agreement',
    );
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    for (const name of ['WhatsApp', 'Instagram', 'Facebook', 'TikTok', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name} `) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
