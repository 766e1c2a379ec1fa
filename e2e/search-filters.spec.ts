import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { format, MESSAGES } from './helpers';

/**
 * The search page narrowed by category and by year of death or birth
 * (`/search?q=&category=&died=&born=`), in its URL and its form, with and without JavaScript.
 * The demo seed: six martyrs died in 1992; in 2020 one collection and four of its members; the
 * Maiden Tower's date ("XII") gives no year.
 */

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const results = (page: Page) => main(page).getByRole('listitem');
const en = MESSAGES.en.SearchPage;
const az = MESSAGES.az.SearchPage;

test.describe('search filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared address narrows by category and year of death, and says how many', async ({
    page,
  }) => {
    const response = await page.goto('/en/search?category=martyrs&died=1992');
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(en.resultsFiltered);
    await expect(main(page).getByText('6 records found')).toBeVisible();
    await expect(results(page)).toHaveCount(6);
    for (const text of await results(page).allTextContents()) {
      expect(text).toMatch(/Martyrs · .*1992$/);
    }
    const form = main(page).getByRole('search', { name: en.formLabel });
    await expect(form.getByLabel(en.categoryLabel)).toHaveValue('martyrs');
    await expect(form.getByLabel(en.diedLabel)).toHaveValue('1992');
    await expect(form.getByLabel(en.bornLabel)).toHaveValue('');
    await expect(main(page).getByRole('link', { name: en.clearFilters })).toHaveAttribute(
      'href',
      '/en/search',
    );
  });

  test('the form sends the filters as a plain GET, in Azerbaijani', async ({ page }) => {
    await page.goto('/search');
    const form = main(page).getByRole('search', { name: az.formLabel });
    await form.getByLabel(az.categoryLabel).selectOption('martyrs');
    await form.getByLabel(az.diedLabel).fill('1992');
    await form.getByRole('button', { name: az.submit }).click();
    await expect(page).toHaveURL('/search?category=martyrs&died=1992');
    await expect(results(page)).toHaveCount(6);
    await expect(main(page).getByText('6 nəticə tapıldı')).toBeVisible();
  });

  test('a name narrowed by years keeps only those the years fit', async ({ page }) => {
    await page.goto('/en/search?q=mammad&died=1990-2020');
    await expect(
      main(page).getByRole('heading', { name: format(en.results, { term: 'mammad' }) }),
    ).toBeVisible();
    const texts = await results(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const died = Number(/(\d{4})$/.exec(text)?.[1]);
      expect(died, text).toBeGreaterThanOrEqual(1990);
      expect(died, text).toBeLessThanOrEqual(2020);
    }
    await expect(main(page).getByText(`${texts.length} records found`)).toBeVisible();
  });

  test('genealogy means the collections and their members', async ({ page }) => {
    await page.goto('/en/search?category=genealogy&died=2020');
    await expect(results(page)).toHaveCount(5);
    const hrefs = await results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toMatch(/^\/en\/genealogy\/\d+$/);
    for (const href of hrefs.slice(1)) expect(href).toMatch(/^\/en\/genealogy\/\d+\/\d+$/);
    // A hit with no photo shows its name's initials in the round place of one, never an empty disc.
    for (const hit of await results(page).getByRole('link').all()) {
      if ((await hit.locator('img').count()) > 0) continue;
      await expect(hit.locator('span[aria-hidden="true"]').first()).toHaveText(/^\p{Lu}{1,2}$/u);
    }
  });

  test('a record whose date gives no year is found by name, not by a year', async ({ page }) => {
    await page.goto('/en/search?q=maiden+tower');
    await expect(main(page).getByRole('link', { name: /Maiden Tower/ })).toBeVisible();
    await page.goto('/en/search?q=maiden+tower&died=1-2100');
    await expect(results(page)).toHaveCount(0);
    await expect(main(page).getByText(en.noneFiltered)).toBeVisible();
  });

  test('bad filters are left out with a note and the name is still searched, never a 500', async ({
    page,
  }) => {
    const response = await page.goto(
      '/en/search?q=hacibeyov&category=heroes&died=abc&born=1990-1950',
    );
    expect(response?.status()).toBe(200);
    const note = main(page).getByRole('status');
    await expect(note).toContainText(format(en.problemCategory, { value: 'heroes' }));
    await expect(note).toContainText(/“abc” could not be read as a year of death/);
    await expect(note).toContainText(format(en.problemReversed, { value: '1990-1950' }));
    await expect(results(page)).toHaveCount(1);
    const died = main(page).getByLabel(en.diedLabel);
    await expect(died).toHaveValue('abc');
    await expect(died).toHaveAttribute('aria-invalid', 'true');

    for (const query of ['died=0', 'died=2101', `born=${'1'.repeat(40)}`, 'died=1942&died=x']) {
      const res = await page.goto(`/en/search?${query}`);
      expect(res?.status(), query).toBe(200);
    }
  });

  test('pages of a search by years carry the filters', async ({ page }) => {
    await page.goto('/search?died=1900-2030');
    await expect(results(page)).toHaveCount(12);
    const next = main(page).getByRole('link', { name: az.next });
    await expect(next).toHaveAttribute('href', '/search?died=1900-2030&page=2');
    const first = await results(page).allTextContents();
    await next.click();
    await expect(results(page)).not.toHaveCount(0);
    const second = await results(page).allTextContents();
    expect(second.filter((t) => first.includes(t))).toEqual([]);
  });
});

test.describe('search filters with JavaScript', () => {
  test("the header's box keeps its live results and links to the full search", async ({ page }) => {
    await page.goto('/en/about');
    await header(page).getByRole('button', { name: MESSAGES.en.Header.openSearch }).click();
    const form = header(page).getByRole('search');
    await form.getByRole('searchbox').fill('mammad');
    await expect(form.getByRole('listitem').first()).toBeVisible();
    const full = form.getByRole('link', { name: MESSAGES.en.Header.fullSearch });
    await expect(full).toHaveAttribute('href', '/en/search?q=mammad');
    await full.click();
    await expect(page).toHaveURL('/en/search?q=mammad');
    await expect(header(page).getByRole('searchbox')).toHaveCount(0);

    const page1 = main(page).getByRole('search', { name: en.formLabel });
    await page1.getByLabel(en.categoryLabel).selectOption('martyrs');
    await page1.getByRole('button', { name: en.submit }).click();
    await expect(page).toHaveURL('/en/search?q=mammad&category=martyrs');
    for (const text of await results(page).allTextContents()) expect(text).toMatch(/Martyrs/);
  });

  test('after clearing the filters, or a search from the header, the form shows the new address', async ({
    page,
  }) => {
    await page.goto('/en/search?q=ali&category=martyrs&died=1992');
    const form = main(page).getByRole('search', { name: en.formLabel });
    await expect(form.getByLabel(en.categoryLabel)).toHaveValue('martyrs');
    await main(page).getByRole('link', { name: en.clearFilters }).click();
    await expect(page).toHaveURL('/en/search?q=ali');
    await expect(form.getByLabel(en.categoryLabel)).toHaveValue('');
    await expect(form.getByLabel(en.diedLabel)).toHaveValue('');

    await page.goto('/en/search?q=ali&category=martyrs');
    await header(page).getByRole('button', { name: MESSAGES.en.Header.openSearch }).click();
    await header(page).getByRole('searchbox').fill('nizami');
    await header(page).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/en/search?q=nizami');
    await expect(form.getByLabel(en.categoryLabel)).toHaveValue('');
    await expect(form.getByRole('searchbox')).toHaveValue('nizami');
  });

  test('the API narrows the same way and refuses a bad filter with a 400', async ({ request }) => {
    const ok = await request.get('/api/v1/search?category=martyrs&died=1992');
    expect(ok.status()).toBe(200);
    expect((await ok.json()).figures).toHaveLength(6);
    const bad = await request.get('/api/v1/search?key=a&died=abc');
    expect(bad.status()).toBe(400);
    expect(bad.headers()['cache-control']).toBe('no-store');
    expect(await bad.json()).toEqual({
      success: false,
      message: 'died must be a year (1942) or two years (1941-1945), from 1 to 2100',
    });
  });
});
