import { expect, test } from './fixtures';
import { expectJsonErrors, expectPoster } from './helpers';

// The virtual cemetery's video autoplays at the top of its page: until its first frame is
// decoded (seconds for a large video on a phone), the visitor sees the poster the server drew.
test.describe('video posters', () => {
  test('the virtual cemetery video is shown by a frame of it from the first bytes, in every language', async ({
    request,
    baseURL,
  }) => {
    for (const path of [
      '/services/virtual-cemetery',
      '/en/services/virtual-cemetery',
      '/ru/services/virtual-cemetery',
    ]) {
      const html = await (await request.get(path)).text();
      const video = /<video[^>]*>/.exec(html)?.[0] ?? '';
      expect(video, path).toContain('poster="/poster/page/vr.webp"');
      expect(video, path).toContain('autoPlay=""');
      expect(html, `${path}: asked for first, as the largest paint on a phone`).toMatch(
        /<link rel="preload" href="\/poster\/page\/vr.webp" as="image" fetchPriority="high"\/>/,
      );
    }
    const { width, height } = await expectPoster(`${baseURL}/poster/page/vr.webp`);
    expect(width / height, 'the video box is 16:9 and so is the demo video').toBeCloseTo(16 / 9, 1);
  });

  test("a memorial's profile video is shown by a frame of it, on its card and on its page", async ({
    request,
    baseURL,
  }) => {
    // Without one, a phone showed the card's video as an empty box until its first bytes came.
    const listing = await (await request.get('/category/martyrs')).text();
    const card = /<video[^>]*poster="\/poster\/category\/(\d+)\.webp"/.exec(listing);
    expect(card, 'a martyr with a profile video on the first page').not.toBeNull();
    const id = card![1]!;
    const detail = await (await request.get(`/en/category/martyrs/${id}`)).text();
    expect(/<video[^>]*>/.exec(detail)?.[0]).toContain(`poster="/poster/category/${id}.webp"`);
    await expectPoster(`${baseURL}/poster/category/${id}.webp`);
    // A genealogy member's card and page name the member's own.
    const member = await (await request.get('/api/v1/genealogy-all?limit=50&page=1')).json();
    const members = await Promise.all(
      member.figures.map(async (g: { id: number }) =>
        (await request.get(`/genealogy/${g.id}`)).text(),
      ),
    );
    const memberPoster = members
      .map((html) => /poster="(\/poster\/genealogy\/\d+\.webp)"/.exec(html)?.[1])
      .find(Boolean);
    expect(memberPoster, 'a member with a profile video').toBeTruthy();
    await expectPoster(`${baseURL}${memberPoster}`);
  });

  test('a poster is named by a fixed key; anything else is 404 JSON', async ({ request }) => {
    await expectJsonErrors(
      request,
      [
        '/poster/page/nope.webp',
        '/poster/page/vr.png',
        '/poster/page/VR.webp',
        '/poster/page/vr.webp.webp',
        '/poster/page/constructor.webp',
        '/poster/page/__proto__.webp',
        `/poster/page/${'v'.repeat(40)}.webp`,
        '/poster/page/..%2Fvr.webp',
        // A record's: its source and id, and only when it has a profile video.
        '/poster/people/1.webp',
        '/poster/category/abc.webp',
        '/poster/category/1.webp',
        '/poster/category/1.png',
        '/poster/category/99999999.webp',
        '/poster/genealogy/7.webp',
        `/poster/category/${'9'.repeat(12)}.webp`,
      ],
      404,
    );
  });

  // A refusal by the policy is a console error, which the page fixture fails the test on.
  test("the page's security policy lets the browser load and decode it", async ({ page }) => {
    await page.goto('/services/virtual-cemetery');
    await expect(page.locator('video')).toHaveAttribute('poster', '/poster/page/vr.webp');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, '/poster/page/vr.webp');
    expect(size).toBeGreaterThan(0);
  });
});
