import type { APIRequestContext, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from './helpers';
import { SITE_VISIT_KEY } from '../lib/site-visit';

async function findId(request: APIRequestContext, name: string): Promise<number> {
  const res = await (await request.get(`/api/v1/search?key=${encodeURIComponent(name)}`)).json();
  const hit = res.figures.find((f: { name: { az: string } }) => f.name.az === name);
  if (!hit) throw new Error(`no record named ${name}`);
  return hit.id;
}

async function recordWithoutImages(
  request: APIRequestContext,
): Promise<{ id: number; name: string }> {
  const list = await (await request.get('/api/v1/martyrs?limit=12&page=1')).json();
  for (const card of list.figures) {
    const detail = await (await request.get(`/api/v1/deceased/${card.id}/details`)).json();
    if (detail.data.media.images.length === 0) return { id: card.id, name: card.name.az };
  }
  throw new Error('every martyr has images');
}

test.describe('photo viewer', () => {
  test('opened directly: slider with arrows, dots and keyboard; Back goes to the detail page', async ({
    page,
    request,
  }) => {
    const id = await findId(request, 'Nizami Gəncəvi');
    const detail = await (await request.get(`/api/v1/deceased/${id}/details`)).json();
    const count = detail.data.media.images.length;
    expect(count).toBeGreaterThan(1);

    await page.goto(`/photos/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nizami Gəncəvi' })).toBeVisible();
    await expect(page.locator('.swiper-slide')).toHaveCount(count);
    const bullets = page.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveCount(count);

    // At the first photo, no arrow back: not a faded disc on the photo's edge.
    await expect(page.locator('.swiper-button-prev')).toHaveCSS('opacity', '0');
    await expect(page.locator('.swiper-button-next')).toHaveCSS('opacity', '1');
    await bullets.nth(2).click();
    await expect(page.locator('.swiper-slide').nth(2)).toHaveClass(/swiper-slide-active/);
    await expect(page.locator('.swiper-button-prev')).toHaveCSS('opacity', '1');
    await page.locator('.swiper-button-prev').click();
    await expect(page.locator('.swiper-slide').nth(1)).toHaveClass(/swiper-slide-active/);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.swiper-slide').nth(2)).toHaveClass(/swiper-slide-active/);
    const gap = await page
      .locator('.swiper-slide')
      .first()
      .evaluate((el) => getComputedStyle(el).marginRight);
    expect(gap).toBe('30px');

    const toDetail = page.waitForRequest((r) =>
      r.url().includes(`/category/historical-figures/${id}`),
    );
    await page.getByRole('button', { name: 'Geriyə dön' }).click();
    await toDetail;
  });

  test('the arrows sit at the middle of the photo, not of the photo and its dots @mobile', async ({
    page,
    request,
  }) => {
    await page.goto(`/photos/${await findId(request, 'Nizami Gəncəvi')}`);
    await expect(page.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const middle = async (selector: string) => {
      const box = (await page.locator(selector).first().boundingBox())!;
      return box.y + box.height / 2;
    };
    for (const arrow of ['.swiper-button-prev', '.swiper-button-next'])
      expect(
        Math.abs((await middle(arrow)) - (await middle('.swiper-slide-active > div'))),
      ).toBeLessThan(3);
  });

  test('Back returns to the previous page of the site', async ({ page, request }) => {
    const id = await findId(request, 'Nizami Gəncəvi');
    // Left before its scripts ran (held back here): the shell noted the visit as it was parsed.
    const held: Route[] = [];
    await page.route('**/_next/static/chunks/*.js', (route) => void held.push(route));
    await page.goto('/about', { waitUntil: 'commit' });
    await page.locator('.skip-link').waitFor({ state: 'attached' });
    const noted = await page.evaluate((key) => sessionStorage.getItem(key), SITE_VISIT_KEY);
    expect(noted).toBe('/about');
    await page.unroute('**/_next/static/chunks/*.js');
    for (const route of held) await route.continue().catch(() => {});
    await page.goto(`/photos/${id}`);
    await page.getByRole('button', { name: 'Geriyə dön' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a record without photos says so; a bad id is a 404', async ({ page, request }) => {
    const empty = await recordWithoutImages(request);
    await page.goto(`/photos/${empty.id}`);
    await expect(page.getByText(MESSAGES.az.Viewer.noPhotos)).toBeVisible();
    await page.goto(`/en/photos/${empty.id}`);
    await expect(page.getByText('No photos available')).toBeVisible();
    expect((await request.get('/photos/abc')).status()).toBe(404);
    expect((await request.get('/photos/99999999')).status()).toBe(404);
  });

  test('a viewer of no record: the 404 of the page’s language, as the server sent it, once the page runs', async ({
    page,
  }) => {
    for (const path of ['/en/photos/99999999', '/en/videos/99999999', '/en/audio/99999999/en']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Page not found',
      );
      await expect(page.getByText('Страница не найдена')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    }
  });

  test('a genealogy member is found only with ?from=genealogy', async ({ request }) => {
    const all = await (await request.get('/api/v1/genealogy-all?limit=1&page=1')).json();
    const members = await (
      await request.get(`/api/v1/genealogy/${all.figures[0].id}?limit=1&page=1`)
    ).json();
    const member = members.data.members[0];
    const res = await request.get(`/photos/${member.id}?from=genealogy`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(member.name.az);
    expect((await request.get(`/photos/${member.id}`)).status()).toBe(404);
    const otherVoice = await request.get(`/en/audio/${member.id}/de?from=genealogy`);
    expect(otherVoice.status()).toBe(200);
    expect(await otherVoice.text()).toContain(member.name.en);
  });
});

test.describe('audio page', () => {
  for (const [voice, label] of [
    ['az', 'Azərbaycan dilində'],
    ['en', 'In english'],
    ['ru', 'На русском языке'],
  ] as const) {
    test(`/audio/{id}/${voice} plays the ${voice} voice, never on its own`, async ({
      page,
      request,
    }) => {
      const id = await findId(request, 'Nizami Gəncəvi');
      await page.goto(`/audio/${id}/${voice}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nizami Gəncəvi' })).toBeVisible();
      await expect(page.getByText(label, { exact: true })).toBeVisible();
      // Said in the voice's language: a screen reader reads it so on the az page.
      expect(await page.getByText(label, { exact: true }).getAttribute('lang')).toBe(
        voice === 'az' ? null : voice,
      );
      const audio = page.locator('audio');
      await expect(audio).toHaveAttribute('src', new RegExp(`/media/audio/voice-${voice}-`));
      await page.waitForTimeout(500);
      expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
      await expect(page.getByRole('button', { name: 'Səsləndir' })).toBeVisible();
      await expect(page.getByRole('button', { name: '10 saniyə geri' })).toBeVisible();
      await expect(page.getByRole('button', { name: '10 saniyə irəli' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Səsi söndür' })).toBeVisible();
      const seek = page.getByRole('slider', { name: 'Səsləndirmənin gedişi' });
      await expect(seek).toBeVisible();
      await expect(seek).toHaveAttribute('aria-valuetext', /^00:00 \/ (\d\d:\d\d|--:--)$/);
      await expect(page.locator('.rhap_current-time')).toBeVisible();
      // The recording's length before play, in every engine (not --:-- until play is pressed).
      const seconds = await audio.evaluate((a: HTMLAudioElement) =>
        a.readyState >= 1
          ? a.duration
          : new Promise<number>((r) =>
              a.addEventListener('durationchange', () => r(a.duration), { once: true }),
            ),
      );
      const whole = Math.floor(seconds);
      const shown = `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
      await expect(page.locator('.rhap_total-time')).toHaveText(shown);
      await expect(page.locator('.rhap_current-time')).toHaveText('00:00');
      expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
      await expect(page.getByRole('button', { name: 'Geriyə dön' })).toBeVisible();
      // The volume slider's arrows change the volume, not the position.
      const volume = page.getByRole('slider', { name: 'Səs səviyyəsi' });
      await expect(volume).toHaveAttribute('aria-valuetext', '100%');
      await volume.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(volume).toHaveAttribute('aria-valuetext', '90%');
      expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(0);
      // Played, the elapsed time moves with it; the length stays.
      await audio.evaluate((a: HTMLAudioElement) => {
        a.muted = true;
        return a.play();
      });
      await expect(page.locator('.rhap_current-time')).not.toHaveText('00:00', { timeout: 5000 });
      await expect(page.locator('.rhap_total-time')).toHaveText(shown);
    });
  }

  test('an unknown language gives an empty label and a clear message', async ({
    page,
    request,
  }) => {
    const id = await findId(request, 'Nizami Gəncəvi');
    await page.goto(`/en/audio/${id}/de`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nizami Ganjavi' })).toBeVisible();
    await expect(page.locator('h1 + p')).toHaveText('');
    await expect(page.getByText('There is no voice recording in this language.')).toBeVisible();
    await expect(page.locator('audio')).toHaveCount(0);
    // Spec §2's 'Geriyə dön' on an az page; an English page says it in English.
    await expect(page.getByRole('button', { name: MESSAGES.en.Viewer.back })).toBeVisible();
    const other = await request.get(`/en/audio/${id}/${'x'.repeat(40)}`);
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain('There is no voice recording in this language.');
    expect(other.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('a language without a voice says so', async ({ page, request }) => {
    const id = await findId(request, 'İsmayıl Xətai');
    await page.goto(`/audio/${id}/ru`);
    await expect(page.getByText('На русском языке', { exact: true })).toBeVisible();
    await expect(page.getByText('Bu dildə səs yazısı yoxdur.')).toBeVisible();
  });
});

test.describe('video viewer', () => {
  test('uploaded videos play only on request; YouTube goes through youtube-nocookie', async ({
    page,
    request,
  }) => {
    const id = await findId(request, 'Nizami Gəncəvi');
    const detail = (await (await request.get(`/api/v1/deceased/${id}/details`)).json()).data;
    await page.goto(`/videos/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nizami Gəncəvi' })).toBeVisible();
    const videos = page.locator('.swiper-slide video');
    await expect(videos).toHaveCount(detail.media.videos.length);
    await expect(videos.first()).toHaveAttribute('controls', '');
    await expect(videos.first()).toHaveAttribute('preload', 'metadata');
    // A frame to show before play, as the gallery's: an iPhone draws none at 0 s with no poster.
    await expect(videos.first()).toHaveAttribute('src', /#t=0\.5$/);
    await expect
      .poll(() => videos.first().evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(0.5, 1);
    expect(await videos.first().evaluate((v: HTMLVideoElement) => v.paused && !v.autoplay)).toBe(
      true,
    );
    await expect(page.locator('.swiper-pagination-bullet')).toHaveCount(
      await page.locator('.swiper-slide').count(),
    );
  });

  test('only valid YouTube links are embedded', async ({ page, request }) => {
    const id = await findId(request, 'Müslüm Maqomayev');
    const detail = (await (await request.get(`/api/v1/deceased/${id}/details`)).json()).data;
    await page.goto(`/videos/${id}`);
    const frames = page.locator('.swiper-slide iframe');
    const count = await frames.count();
    expect(count).toBeLessThan(detail.media.youtube.length);
    for (let i = 0; i < count; i++) {
      await expect(frames.nth(i)).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?enablejsapi=1$/,
      );
    }
  });

  test('a YouTube video slid away from is told to pause; a focused video keeps the arrows', async ({
    page,
    request,
  }) => {
    // The embed records the commands the page sends it, as YouTube's script interface reads them.
    await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>embed</title><script>addEventListener("message", (e) => { document.title = e.origin + " " + e.data; })</script>',
      }),
    );
    await page.goto(`/videos/${await findId(request, 'İsmayıl Xətai')}`);
    const slides = page.locator('.swiper-slide');
    const withFrame = await slides.evaluateAll((all) =>
      all.findIndex((s) => s.querySelector('iframe')),
    );
    expect(withFrame).toBeGreaterThanOrEqual(0);
    expect(await slides.count()).toBeGreaterThan(1);
    await page.locator('.swiper-pagination-bullet').nth(withFrame).click();
    await expect(slides.nth(withFrame)).toHaveClass(/swiper-slide-active/);
    const frame = slides.nth(withFrame).locator('iframe').contentFrame();
    await expect(frame.locator('body')).toBeAttached();
    const heard = () => frame.locator(':root').evaluate(() => document.title);
    expect(await heard()).toBe('embed');
    const { next, previous } = MESSAGES.az.Slider;
    await page.getByRole('button', { name: withFrame === 0 ? next : previous }).click();
    await expect(slides.nth(withFrame)).not.toHaveClass(/swiper-slide-active/);
    await expect
      .poll(heard)
      .toBe(
        `${page.url().replace(/^(https?:\/\/[^/]+).*$/, '$1')} {"event":"command","func":"pauseVideo","args":""}`,
      );

    await page.goto(`/videos/${await findId(request, 'Nizami Gəncəvi')}`);
    const video = page.locator('.swiper-slide video').first();
    await expect(slides.first()).toHaveClass(/swiper-slide-active/);
    await video.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(400);
    await expect(slides.first()).toHaveClass(/swiper-slide-active/);
  });

  test('a record with only broken YouTube links says No videos available', async ({
    page,
    request,
  }) => {
    const id = await findId(request, 'Mstislav Rostropoviç');
    await page.goto(`/en/videos/${id}`);
    await expect(page.getByText('No videos available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  });
});

test.describe('from a detail page', () => {
  test('Gallery, Video and voice buttons lead to the viewers, and Back returns', async ({
    page,
    request,
  }) => {
    const id = await findId(request, 'Nizami Gəncəvi');
    const detailPath = `/category/historical-figures/${id}`;
    await page.goto(detailPath);

    await page.getByRole('link', { name: 'Qalereya' }).click();
    await expect(page).toHaveURL(new RegExp(`/photos/${id}$`));
    await expect(page.locator('.swiper-slide').first()).toBeVisible();
    await page.getByRole('button', { name: 'Geriyə dön' }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
    // Back where the visitor left: the next Tab goes on from the link, not from the top.
    await expect(page.getByRole('link', { name: 'Qalereya' })).toBeFocused();

    await page.getByRole('link', { name: 'Video', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/videos/${id}$`));
    await page.getByRole('button', { name: 'Geriyə dön' }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));

    await page.getByRole('link', { name: 'Azərbaycan dilində dinləyin' }).click();
    await expect(page).toHaveURL(new RegExp(`/audio/${id}/az$`));
    await expect(page.getByText('Azərbaycan dilində', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Geriyə dön' }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
    await expect(page.getByRole('link', { name: 'Azərbaycan dilində dinləyin' })).toBeFocused();
  });
});
