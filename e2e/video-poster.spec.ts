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
      expect(video, path).toContain('poster="/poster/vr.webp"');
      expect(video, path).toContain('autoPlay=""');
      expect(html, `${path}: asked for first, as the largest paint on a phone`).toMatch(
        /<link rel="preload" href="\/poster\/vr.webp" as="image" fetchPriority="high"\/>/,
      );
    }
    const { width, height } = await expectPoster(`${baseURL}/poster/vr.webp`);
    expect(width / height, 'the video box is 16:9 and so is the demo video').toBeCloseTo(16 / 9, 1);
  });

  test('a poster is named by a fixed key; anything else is 404 JSON', async ({ request }) => {
    await expectJsonErrors(
      request,
      [
        '/poster/nope.webp',
        '/poster/vr.png',
        '/poster/VR.webp',
        '/poster/vr.webp.webp',
        '/poster/constructor.webp',
        '/poster/__proto__.webp',
        `/poster/${'v'.repeat(40)}.webp`,
        '/poster/..%2Fvr.webp',
      ],
      404,
    );
  });

  // A refusal by the policy is a console error, which the page fixture fails the test on.
  test("the page's security policy lets the browser load and decode it", async ({ page }) => {
    await page.goto('/services/virtual-cemetery');
    await expect(page.locator('video')).toHaveAttribute('poster', '/poster/vr.webp');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, '/poster/vr.webp');
    expect(size).toBeGreaterThan(0);
  });
});
