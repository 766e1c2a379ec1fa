import { expect, test } from './fixtures';
import { genealogyId, memberId, recordId } from './memorial-helpers';

// A name or text from the operator with no space in it: the line breaks inside the word rather
// than the page scrolling sideways (what the CSS does, so the text is set in the page).
const LONG = `ƏƏƏ${'Uzunsözboşluqsuz'.repeat(7)}`;

test.describe('a word wider than a phone @phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('wraps in the map caption, a service text and the breadcrumb', async ({ page, request }) => {
    const vurgun = await recordId(request, 'public-figures', 'Səməd Vurğun');
    const hajiyev = await genealogyId(request, 'Hacıyevlər');
    const member = await memberId(request, hajiyev, 'Hacı Əhməd Hacıyev');
    for (const [path, selector] of [
      [`/category/public-figures/${vurgun}`, 'section[aria-labelledby="location-title"] p'],
      ['/services/memorial-page', 'main p'],
      [`/genealogy/${hajiyev}/${member}`, 'nav ol li:nth-child(3) a span'],
    ]) {
      await page.goto(path!);
      await page
        .locator(selector!)
        .first()
        .evaluate((el, text) => (el.textContent = text), LONG);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(375);
    }
  });
});
