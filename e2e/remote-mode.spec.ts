import Database from 'better-sqlite3';
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { openCopy, unpack } from './archive-check';
import { expected as e } from './operator-api/data.mjs';
import { startOperatorApi, type OperatorApi } from './operator-api/server.mjs';
import { expect, test } from './fixtures';
import { cacheState } from './server-log';
import {
  expectPoster,
  expectShareImage,
  inLang,
  LANGS,
  MESSAGES,
  metaContents,
  remoteSite,
  startExtraServer,
  textOf,
  uniqueClientIp,
  REVALIDATE_AUTH,
} from './helpers';

/**
 * Remote mode, the production mode: the same build, started with API_URL and ADMIN_URL pointing at
 * a stand-in of the operator's backend written from SPEC §7 (e2e/operator-api/), not at this site.
 * The build knew neither address: everything here is read from the settings at start.
 */
test.describe.configure({ mode: 'serial' });

let api: OperatorApi;
let server: Awaited<ReturnType<typeof startExtraServer>>;

test.beforeAll(async () => {
  api = await startOperatorApi({ prefix: '/api' });
  server = await startExtraServer(remoteSite(api));
});

test.afterAll(async () => {
  await server?.stop();
  await api?.close();
});

async function get(path: string) {
  const started = Date.now();
  const res = await fetch(`${server.baseURL}${path}`, { redirect: 'manual' });
  const html = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    html,
    text: textOf(html),
    ms: Date.now() - started,
  };
}

/** What each page type shows, in each language, in the server's HTML (no scripts run). */
const pageTypes = (lang: (typeof LANGS)[number]): [string, string[]][] => [
  ['/', [e.homeHeroName[lang], e.mainContentText[lang].slice(0, 24)]],
  ['/about', [e.aboutText[lang].slice(0, 24)]],
  ['/contact', [e.contact.phone[lang]]],
  ['/general-rules', [e.terms[lang].slice(0, 16)]],
  ['/public-figures', [e.publicFigure.name[lang], e.stringIdFigure.name[lang]]],
  ['/public-figures?page=2', [e.publicFigurePage2.name[lang]]],
  [
    `/category/public-figures/${e.publicFigure.id}`,
    [e.publicFigure.name[lang], e.publicFigure.textSnippet[lang]],
  ],
  [`/category/historical-figures/${e.historicalFigure.id}`, [e.historicalFigure.name[lang]]],
  [`/category/martyrs/${e.martyr.id}`, [e.martyr.name[lang]]],
  [`/category/dear-memories/${e.dearMemory.id}`, [e.dearMemory.name[lang]]],
  [`/category/historical-monuments/${e.monument.id}`, [e.monument.name[lang]]],
  ['/genealogy', [e.genealogy.title[lang]]],
  [`/genealogy/${e.genealogy.id}`, [e.genealogy.member.name[lang]]],
  [`/genealogy/${e.genealogy.id}/${e.genealogy.member.id}`, [e.genealogy.member.name[lang]]],
  [`/photos/${e.publicFigure.id}`, [e.publicFigure.name[lang]]],
  [`/qrcode/${e.qr.valid.uuid}`, [e.qr.valid.name, e.qr.valid.birthday]],
];

// First: nothing has read the contact info yet, so there is no last good copy to fall back on.
test('home while the contact info fails: its content, the contact fields empty, never kept (spec §8)', async () => {
  api.setMode('/v1/contact2', 'error');
  try {
    const home = await get('/en');
    expect(home.status).toBe(200);
    expect(home.text).toContain(e.homeHeroName.en);
    expect(home.text).not.toContain(e.contact.phone.en);
    expect(home.html).toContain('data-page-state');
  } finally {
    api.setMode('/v1/contact2', 'ok');
  }
  const again = await get('/en');
  expect(again.text).toContain(e.contact.phone.en);
});

// Before any page of the memorial service is rendered (the next test renders them all).
test("a page and the site's API share one read: the operator is asked once", async () => {
  const calls = () => api.requests.filter((r) => r.route === '/v1/memorial').length;
  expect((await get('/api/v1/memorial')).status).toBe(200);
  const after = calls();
  expect(after).toBeGreaterThan(0);
  expect((await get('/en/services/memorial-page')).text).toContain(e.services.memorial.en);
  expect(calls()).toBe(after);
});

test("every page type shows the operator's content in the server HTML, in az, en and ru", async () => {
  test.setTimeout(120_000);
  for (const lang of LANGS) {
    for (const [path, wants] of pageTypes(lang)) {
      const page = await get(inLang(lang, path));
      expect(page.status, `${lang} ${path}`).toBe(200);
      for (const want of wants) {
        expect(page.text.includes(want), `${lang} ${path} shows "${want}"`).toBe(true);
      }
      expect(page.html, `${lang} ${path}`).not.toMatch(/<script>alert|onerror=|javascript:alert/);
    }
  }
  // The services in their languages; the galleries and the second legal page whole.
  for (const lang of LANGS) {
    for (const [path, text] of [
      ['/services/memorial-page', e.services.memorial],
      ['/services/obituary', e.services.obituary],
      ['/services/genealogy-compilation', e.services.genealogy],
      ['/services/virtual-cemetery', e.services.virtualCemetery],
      ['/services/qr-code-dog-tag', e.services.qrBadge],
    ] as const) {
      const page = await get(inLang(lang, path));
      expect(page.status, `${lang} ${path}`).toBe(200);
      const opening = textOf(text[lang] ?? '').slice(0, 24);
      expect(page.text.includes(opening), `${lang} ${path} shows "${opening}"`).toBe(true);
    }
  }
  for (const path of ['/media/photo-gallery', '/media/video-gallery', '/en/user-agreement']) {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    expect(page.html, path).not.toContain('data-page-state');
  }
});

test('a record with no text in a language is described in that language, not quoted in another', async () => {
  // Record 102 has its text in az only (en null, ru empty).
  const descriptions = async (lang: (typeof LANGS)[number]) => {
    const { html } = await get(inLang(lang, '/category/public-figures/102'));
    return ['description', 'og:description'].map((key) => metaContents(html, key)[0]);
  };
  for (const d of await descriptions('az')) expect(d).toBe('Rəşid Qasımzadə memar idi.');
  for (const lang of ['en', 'ru'] as const) {
    const [before, after] = MESSAGES[lang].Metadata.memorial.split('{who}');
    for (const d of await descriptions(lang)) {
      expect(d?.startsWith(before!) && d.endsWith(after!), `${lang}: ${d}`).toBe(true);
      expect(d).not.toContain('memar');
    }
  }
});

test('a record whose dates are in the wrong order has no structured dates and no days of remembrance', async () => {
  const { id, date } = e.swappedDates;
  for (const lang of LANGS) {
    const page = await get(inLang(lang, `/category/martyrs/${id}`));
    expect(page.status, lang).toBe(200);
    expect(page.text, lang).toContain(date);
    expect(page.html, lang).not.toContain('data-remembrance=""');
    const person = [
      ...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Person');
    expect(person, lang).toBeTruthy();
    expect(person, lang).not.toHaveProperty('birthDate');
    expect(person, lang).not.toHaveProperty('deathDate');
    expect((await get(`/calendar/${lang}/category/${id}.ics`)).status, lang).toBe(404);
  }
});

test("a text sent as one plain string is the Azerbaijani text, shown on every language's page", async () => {
  const { id, plainText } = e.swappedDates;
  for (const lang of LANGS) {
    const page = await get(inLang(lang, `/category/martyrs/${id}`));
    expect(page.text, lang).toContain(plainText);
  }
});

test('a recording and a Quran item with no name are named as an unnamed photo is: the name and a number', async () => {
  const { id, name } = e.swappedDates;
  for (const lang of LANGS) {
    const page = await get(inLang(lang, `/category/martyrs/${id}`));
    const { recordingOf, quranOf } = MESSAGES[lang].Viewer;
    for (const label of [recordingOf, quranOf]) {
      const text = label.replace('{name}', name[lang]).replace('{n}', '1');
      expect(page.text, `${lang}: ${text}`).toContain(`1. ${text}`);
    }
  }
});

test("a collection with no title anywhere is named in the page's language, never an empty heading or title", async () => {
  // In no genealogy-all page, so the index has no card for it either.
  const untitled = 4300;
  api.edit((data) => {
    data.collections[String(untitled)] = { ...data.collections['42']!, title: null as never };
  });
  for (const lang of LANGS) {
    const page = await get(inLang(lang, `/genealogy/${untitled}`));
    expect(page.status, lang).toBe(200);
    const name = MESSAGES[lang].GenealogyList.untitled.replace('{id}', String(untitled));
    const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)![1]!);
    expect(h1, lang).toBe(name);
    const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(page.html)![1]!);
    expect(title, lang).toContain(`${MESSAGES[lang].header.genealogy} — ${name}`);
    expect(metaContents(page.html, 'og:title')[0], lang).toContain(name);
    expect(metaContents(page.html, 'description')[0]?.startsWith(name), lang).toBe(true);
  }
});

test('category rules follow the English title, not an id; the sitemap lists only pages that answer', async () => {
  // The martyr the operator also put in the public-figures list: shown under martyrs only.
  expect((await get(`/category/public-figures/${e.martyr.id}`)).status).toBe(404);
  expect((await get(`/category/martyrs/${e.martyr.id}`)).status).toBe(200);
  const index = await get('/sitemap.xml');
  const children = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  const urls: string[] = [];
  for (const child of children) {
    urls.push(...[...(await get(child)).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  expect(urls.some((u) => u.endsWith(`/category/martyrs/${e.martyr.id}`))).toBe(true);
  expect(urls.some((u) => u.endsWith(`/category/public-figures/${e.martyr.id}`))).toBe(false);
  expect(
    urls.some((u) => u.endsWith(`/genealogy/${e.genealogy.id}/${e.genealogy.member.id}`)),
  ).toBe(true);
  for (const url of urls.filter((u) => /\/(category|genealogy)\//.test(u))) {
    expect((await get(new URL(url).pathname)).status, url).toBe(200);
  }
});

test('a memorial in the browser: media from the admin host, upper-case, pre-escaped and .jfif paths included', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/en/photos/${e.publicFigure.id}`);
  await expect(page.getByRole('heading', { level: 1, name: e.publicFigure.name.en })).toBeVisible();
  const images = page.locator('img[src*="_next/image"]');
  await expect(images.first()).toBeVisible();
  const sources = await images.evaluateAll((all) =>
    all.map((img) => (img as HTMLImageElement).src),
  );
  expect(sources.some((src) => src.includes('IMG_2041.JPG'))).toBe(true);
  expect(sources.some((src) => src.includes('.jfif'))).toBe(true);
  expect(sources.some((src) => src.includes(encodeURIComponent('Bak%C4%B1%20bulvar.jpg')))).toBe(
    true,
  );
  for (const src of sources) {
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type'], src).toMatch(/^image\//);
  }
  // The Content-Security-Policy names the admin host the server was started with.
  const res = await page.request.get(`${server.baseURL}/en/photos/${e.publicFigure.id}`);
  expect(res.headers()['content-security-policy']).toContain(
    `img-src 'self' data: blob: ${api.adminUrl}`,
  );
});

test.describe(() => {
  // The browser reports each file the admin host answers 404 for.
  test.use({ allowConsoleErrors: true });
  test('a media file the admin host lacks: initials on the portrait, a line in the viewer, no tile in the gallery, never a broken image', async ({
    page,
  }) => {
    const portrait = '/uploads/portraits/303.webp';
    api.setMode(portrait, 'absent');
    try {
      /** The images in view that the browser could not load and still draws. */
      const brokenShown = () =>
        page.locator('img').evaluateAll(
          (all) =>
            all
              .filter((img) => (img as HTMLImageElement).complete)
              .filter((img) => (img as HTMLImageElement).naturalWidth === 0)
              .filter((img) => getComputedStyle(img).visibility === 'visible')
              .filter((img) => img.getClientRects().length > 0).length,
        );
      await page.goto(`${server.baseURL}/category/historical-figures/303`);
      await expect(page.locator('main img[data-broken]')).toHaveCount(1);
      await expect(page.getByText('NQ', { exact: true })).toBeVisible();
      expect(await brokenShown()).toBe(0);

      // The monument's second photo, and the gallery's fifth, are gone from the admin host.
      await page.goto(`${server.baseURL}/en/photos/${e.monument.id}`);
      await page.getByRole('button', { name: MESSAGES.en.Slider.next }).click();
      const said = page
        .locator('.swiper-slide-active div:has(> img[data-broken])')
        .evaluate((slide) => getComputedStyle(slide, '::after').content);
      await expect.poll(() => said).toBe(JSON.stringify(MESSAGES.en.Viewer.photoMissing));
      expect(await brokenShown()).toBe(0);

      await page.goto(`${server.baseURL}/media/photo-gallery`);
      const tiles = page.locator('main li');
      await page
        .locator('main li img')
        .evaluateAll((all) => all.forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
      await expect(page.locator('main li img[data-broken]')).toHaveCount(1);
      await expect(tiles.filter({ visible: true })).toHaveCount((await tiles.count()) - 1);
      expect(await brokenShown()).toBe(0);
    } finally {
      api.setMode(portrait, 'ok');
    }
  });
});

test('a name with no space in it wraps inside its share image, never past the edge', async () => {
  api.edit((data) => {
    data.people['107']!.name.az = 'Əbdülrəhmanzadəoğlu'.repeat(3);
  });
  const res = await fetch(`${server.baseURL}/og/az/category/107.png`);
  expect(res.status).toBe(200);
  // The right margin (the card's 64 px of padding) is paper, top to bottom.
  const margin = await sharp(Buffer.from(await res.arrayBuffer()))
    .extract({ left: 1200 - 48, top: 0, width: 48, height: 630 })
    .removeAlpha()
    .raw()
    .toBuffer();
  expect(Math.min(...margin)).toBeGreaterThan(240);
});

test('a name or a date with an emoji in it is drawn without it (next/og would fetch its picture from a CDN)', async () => {
  api.edit((data) => {
    data.people['108']!.name.ru = 'Рашид 🌹 Гасымзаде 👨‍👩‍👧';
    data.people['110']!.date = '1948 ✝ 2015 🇦🇿';
  });
  for (const path of ['/og/ru/category/108.png', '/og/en/category/110.png']) {
    await expectShareImage(`${server.baseURL}${path}`);
  }
});

// Share images and posters are cached as pages are: five minutes fresh, then served stale for the day.
const DRAWN = 'public, max-age=300, s-maxage=300, stale-while-revalidate=86100';

test('a portrait the admin host cannot give now: the share image is drawn without it and kept briefly, here and in caches; one it lacks, as long as a page', async () => {
  const portrait = '/uploads/portraits/303.webp';
  for (const [lang, mode, cacheControl] of [
    ['ru', 'error', 'public, max-age=15'],
    ['en', 'absent', DRAWN],
  ] as const) {
    api.setMode(portrait, mode);
    try {
      const url = `${server.baseURL}/og/${lang}/category/303.png`;
      await expectShareImage(url);
      expect((await fetch(url)).headers.get('cache-control'), mode).toBe(cacheControl);
    } finally {
      api.setMode(portrait, 'ok');
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 16_000));
  const url = `${server.baseURL}/og/ru/category/303.png`;
  await fetch(url).then((res) => res.arrayBuffer());
  await expect
    .poll(async () => (await fetch(url)).headers.get('cache-control'), { timeout: 10_000 })
    .toBe(DRAWN);
});

test("share images of a listing and a collection are drawn from the operator's content; while it is down, a collection never read is a 503", async () => {
  for (const path of ['/ru/public-figures', `/genealogy/${e.genealogy.id}`, '/en/genealogy']) {
    const images = metaContents((await get(path)).html, 'og:image');
    expect(images, path).toHaveLength(1);
    expect(images[0]!.startsWith(`${server.baseURL}/og/`), path).toBe(true);
    await expectShareImage(images[0]!);
  }
  const neverRead = `/og/en/collection/${e.unknownIds.answers404}.png`;
  expect((await fetch(`${server.baseURL}${neverRead}`)).status).toBe(404);
  api.setMode('/api/v1/genealogy', 'error');
  try {
    const res = await fetch(`${server.baseURL}/og/ru/collection/${e.unknownIds.answers200}.png`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after'), 'Retry-After, as the 503 page says').toMatch(/^\d+$/);
  } finally {
    api.setMode('/api/v1/genealogy', 'ok');
  }
});

test('a member page whose collection (never read) fails, for the breadcrumb only: the member without that crumb, not kept', async () => {
  api.edit((data) => {
    const member = { ...data.members['4112']!, id: 4198, genealogy_id: 43 };
    data.members['4198'] = member;
    data.collections['43'] = {
      title: { az: 'Yeni nəsil', en: 'A new family', ru: 'Новый род' },
      members: [{ id: 4198, name: member.name, date: member.date, photo_title: null }],
    };
  });
  const path = '/ru/genealogy/43/4198';
  api.setMode('/api/v1/genealogy', 'error');
  try {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Шамиль Мамедов');
    expect(page.html).not.toContain('href="/ru/genealogy/43"');
    const again = await get(path);
    expect(await cacheState(again.headers, server.dbPath())).not.toBe('HIT');
  } finally {
    api.setMode('/api/v1/genealogy', 'ok');
  }
  const restored = await get(path);
  expect(restored.html).toContain('href="/ru/genealogy/43"');
  expect(restored.text).toContain('Новый род');
});

test('a member whose details name no tree answers under a tree that is there, not under any number', async () => {
  api.edit((data) => {
    data.members['4197'] = { ...data.members['4112']!, id: 4197, genealogy_id: undefined };
  });
  const missing = await get(`/en/genealogy/${e.unknownIds.answers404}/4197`);
  expect(missing.status).toBe(404);
  expect(missing.html).toContain(`>${MESSAGES.en.NotFound.title}</h1>`);
  expect((await get(`/en/genealogy/${e.genealogy.id}/4197`)).status).toBe(200);
});

test("a full page of the operator's that lost a malformed item still has a next page, on the server and in the browser", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Martyrs: 11 good cards and one the site drops on page 1, two more on page 2.
  const good = (n: number) => ({
    id: 9000 + n,
    name: { az: `Şəhid ${n}`, en: `Martyr ${n}`, ru: `Шехид ${n}` },
    date: '1970-1992',
    photo_title: null,
    photo_title_cdn: null,
  });
  const list = [
    ...[1, 2, 3, 4, 5].map(good),
    { id: 'not an id', name: 42 },
    ...[6, 7, 8, 9, 10, 11, 12, 13].map(good),
  ];
  api.data.lists.martyrs = list as typeof api.data.lists.martyrs;
  const fresh = await startExtraServer(remoteSite(api));
  try {
    const first = await (await fetch(`${fresh.baseURL}/api/v1/martyrs?limit=12&page=1`)).json();
    expect(first.figures).toHaveLength(11);
    expect(first.received).toBe(12);
    const html = await (await fetch(`${fresh.baseURL}/category/martyrs`)).text();
    expect(html, 'the server HTML links to page 2').toContain('href="/category/martyrs?page=2"');
    const two = textOf(await (await fetch(`${fresh.baseURL}/category/martyrs?page=2`)).text());
    expect(two).toContain('Şəhid 13');
    await page.goto(`${fresh.baseURL}/category/martyrs`);
    const cards = page.locator('main li:has(a[href^="/category/martyrs/"])');
    await expect(cards).toHaveCount(11);
    await page.getByRole('link', { name: MESSAGES.az.Listing.loadMore }).click();
    await expect(cards).toHaveCount(13);
    await expect(page.getByRole('link', { name: MESSAGES.az.Listing.loadMore })).toHaveCount(0);
  } finally {
    await page.goto('about:blank'); // its prefetches end before the server does
    await fresh.stop();
    api.reset();
  }
});

test('a text the operator left out in a language is shown in Azerbaijani, marked as such', async () => {
  const html = (await get('/ru/services/virtual-cemetery')).html;
  expect(html).toContain('<div class="rich-text" lang="az">İstənilən yerdən ziyarət edin.</div>');
  expect((await get('/en/services/virtual-cemetery')).html).toContain('>Visit from anywhere.<');
});

test("a family member the operator's category call answers too is still only its family's: its files under a category are 404s", async () => {
  api.edit((data) => {
    data.people['4111'] = data.members['4111']!;
  });
  for (const path of ['/calendar/en/category/4111.ics', '/archive/en/category/4111.zip']) {
    expect((await fetch(`${server.baseURL}${path}`)).status, path).toBe(404);
  }
  expect((await fetch(`${server.baseURL}/archive/en/genealogy/4111.zip`)).status).toBe(200);
});

test("the virtual cemetery's poster is a frame of the operator's video, read from the admin host", async () => {
  const html = (await get('/ru/services/virtual-cemetery')).html;
  expect(/<video[^>]*>/.exec(html)?.[0]).toContain('poster="/poster/page/vr.webp"');
  await expectPoster(`${server.baseURL}/poster/page/vr.webp`);
  // The stored path has a space in it: asked for escaped, as the page's own <source> asks.
  expect(api.requests.filter((r) => r.host === 'admin').map((r) => r.path)).toContain(
    '/uploads/vr/virtual%20tour.mp4',
  );
});

test('partners that all fit in one view: no dots and no pause button, nothing moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/about`);
  const carousel = page.locator('.swiper');
  // The stand-in's two usable partners (two more are messy and left out).
  await expect(carousel.locator('.swiper-slide')).toHaveCount(2);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  await expect(page.getByRole('button', { name: MESSAGES.az.Slider.pause })).toBeHidden();
  await expect(carousel.locator('.swiper-pagination-bullet:visible')).toHaveCount(0);
  // On a phone, one a view, they move again, and the button is back.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: MESSAGES.az.Slider.pause })).toBeVisible();
});

test('pictures the operator left out: the text beside them takes the whole width, not half of it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let pictures: string[] = [];
  api.edit(({ pages }) => {
    pictures = [pages.homepage.photo, pages['main/content'].image.url, pages.about.aboutMedia];
  });
  const setPictures = async ([photo, teaser, intro]: string[]) => {
    api.edit((data) => {
      data.pages.homepage.photo = photo!;
      data.pages['main/content'].image.url = teaser!;
      data.pages.about.aboutMedia = intro!;
    });
    const refreshed = await fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: REVALIDATE_AUTH,
    });
    expect(refreshed.status).toBe(200);
  };
  const imagesOf = async (path: string) => (await get(path)).html.split('<img').length - 1;
  const [homeImages, aboutImages] = [await imagesOf('/'), await imagesOf('/about')];
  await setPictures(['', '', '']);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, before, texts] of [
      ['/', homeImages, ['[data-hero="deceased"] > div', 'section:has(#about-teaser-title) > div']],
      ['/about', aboutImages, ['section:has(#about-intro) > div']],
    ] as const) {
      // Stale while revalidated: the next visits get the new page.
      await expect
        .poll(() => imagesOf(path), { timeout: 30_000, intervals: [500] })
        .toBeLessThan(before);
      await page.goto(`${server.baseURL}${path}`);
      for (const text of texts) {
        const box = page.locator(text);
        await expect(box).toHaveCount(1);
        const widths = await box.evaluate((el) => {
          const section = el.parentElement!;
          const style = getComputedStyle(section);
          const inner =
            section.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: el.getBoundingClientRect().width, inner };
        });
        expect(widths.text, `${path} ${text}`).toBeGreaterThan(widths.inner - 2);
      }
    }
  } finally {
    await setPictures(pictures);
  }
  await expect
    .poll(() => imagesOf('/about'), { timeout: 30_000, intervals: [500] })
    .toBe(aboutImages);
  await expect.poll(() => imagesOf('/'), { timeout: 30_000, intervals: [500] }).toBe(homeImages);
});

test('a record the operator does not have is the full translated 404 page, in the server HTML', async () => {
  for (const [lang, path] of [
    ['az', `/category/public-figures/${e.unknownIds.answers404}`],
    ['en', `/en/category/martyrs/${e.unknownIds.answers200}`],
    ['ru', `/ru/genealogy/${e.genealogy.id}/${e.unknownIds.answers404}`],
    ['en', `/en/genealogy/${e.unknownIds.answers404}`],
  ] as const) {
    const page = await get(path);
    const status =
      page.status === 307 ? (await get(page.headers.get('location')!)).status : page.status;
    expect(status, path).toBe(404);
    if (page.status === 307) continue; // martyrs redirect to /404 (spec §2)
    expect(page.html, path).toContain(`>${MESSAGES[lang].NotFound.title}</h1>`);
    expect(page.html.match(/<meta name="robots"/g), path).toHaveLength(1);
    expect(page.html, path).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('a QR page finds its record in the one list, whatever the list holds beside it', async () => {
  const numeric = await get(`/qrcode/${e.qr.numericNumber.uuid}`);
  expect(numeric.status).toBe(200);
  expect(numeric.text).toContain(e.qr.numericNumber.number);
  // A JSON number cannot carry the +: the call link dials it as the international number it is.
  expect(numeric.html).toContain(`href="tel:+${e.qr.numericNumber.number}"`);
  const upper = await get(`/qrcode/${e.qr.upperCase.uuid.toUpperCase()}`);
  expect(upper.status).toBe(308);
  expect(
    (await get(new URL(upper.headers.get('location')!, server.baseURL).pathname)).text,
  ).toContain(e.qr.upperCase.name);
  // No blood group sent: no empty row for it.
  const noBlood = await get(`/qrcode/${e.qr.upperCase.uuid.toLowerCase()}`);
  expect(noBlood.text).not.toContain(MESSAGES.az.QrPage.bloodGroup);
  expect((await get(`/qrcode/${e.qr.unknownUuid}`)).status).toBe(404);
  expect(
    api.requests.filter((r) => r.route?.startsWith('/v1/qrcode/') && r.route !== '/v1/qrcode/'),
  ).toEqual([]);
});

test('a message sent while the operator answers 500 is stored, and reaches the API once when it is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  api.setMode('POST /v1/contact', 'error');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await page.goto(`${server.baseURL}/contact`);
  const az = MESSAGES.az.Contact;
  const marker = `remote-${Date.now()}`;
  await page.getByLabel(az.name).fill('Leyla Həsənova');
  await page.getByLabel(az.phone, { exact: true }).fill('+994 55 111 22 33');
  await page.getByLabel(az.email, { exact: true }).fill('leyla@example.az');
  await page.getByLabel(az.message).fill(marker);
  await page.getByRole('checkbox', { name: /İstifadə şərtlərini qəbul edirəm/ }).check();
  await page.getByRole('button', { name: az.send }).click();
  await expect(page.getByRole('dialog', { name: 'Mesajınız göndərildi!' })).toBeVisible();

  const db = new Database(server.dbPath(), { readonly: true });
  const row = () =>
    db.prepare('select * from contact_messages where message = ?').get(marker) as
      | { request_id: string; delivery: string; attempts: number; last_error: string | null }
      | undefined;
  try {
    await expect.poll(() => row()?.attempts ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(row()).toMatchObject({
      delivery: 'pending',
      last_error: expect.stringContaining('500'),
    });
    api.setMode('POST /v1/contact', 'ok');
    await expect
      .poll(() => row()?.delivery, { timeout: 45_000, intervals: [1000] })
      .toBe('delivered');
    const key = row()!.request_id;
    const posts = api.contactPosts.filter((p) => p.idempotencyKey === key);
    expect(posts.filter((p) => p.status === 201)).toHaveLength(1);
    expect(posts.length).toBe(row()!.attempts);
    expect(posts.at(-1)!.body).toEqual({
      firstName: 'Leyla Həsənova',
      phone: '+994 55 111 22 33',
      email: 'leyla@example.az',
      message: marker,
    });
  } finally {
    db.close();
    api.setMode('POST /v1/contact', 'ok');
  }
});

test("a correction reaches the operator's POST /v1/contact naming its record in the message", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  const recordUrl = `${server.baseURL}/en/category/martyrs/${e.martyr.id}`;
  await page.goto(recordUrl);
  const en = MESSAGES.en.Contact;
  await page.getByRole('link', { name: MESSAGES.en.DetailCard.correction }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.correctionTitle);
  const marker = `correction-${Date.now()}`;
  await page.getByLabel(en.name).fill('Leyla Hasanova');
  await page.getByLabel(en.phone, { exact: true }).fill('+994 55 111 22 33');
  await page.getByLabel(en.email, { exact: true }).fill('leyla@example.az');
  await page.getByLabel(en.message).press('Control+End');
  await page.getByLabel(en.message).pressSequentially(marker);
  await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  await page.getByRole('button', { name: en.send }).click();
  await expect(page.getByRole('dialog', { name: en.alertSent })).toBeVisible();
  const sent = () =>
    api.contactPosts.find((p) => JSON.stringify(p.body).includes(marker)) as
      { status: number | null; body: Record<string, string> } | undefined;
  await expect.poll(() => sent()?.status, { timeout: 20_000 }).toBe(201);
  expect(Object.keys(sent()!.body).sort()).toEqual(['email', 'firstName', 'message', 'phone']);
  expect(sent()!.body.message).toBe(
    `Correction or photo: ${e.martyr.name.en}\n${recordUrl}\n\n${marker}`,
  );
});

test("a family archive holds the operator's files (non-ASCII and pre-escaped paths too); one the admin host lacks, or never answers, is listed; a third archive at once is asked to wait", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const headers = { 'x-forwarded-for': uniqueClientIp() };
  const archive = (lang: string, id: number | string) =>
    fetch(`${server.baseURL}/archive/${lang}/category/${id}.zip`, { headers });
  const whole = await archive('az', e.publicFigure.id);
  expect(whole.status).toBe(200);
  const copy = unpack(Buffer.from(await whole.arrayBuffer()));
  try {
    expect(copy.files.filter((f) => f.startsWith('media/photo-'))).toHaveLength(
      e.publicFigure.imageCount,
    );
    expect(copy.files.filter((f) => f.startsWith('media/recording-'))).toHaveLength(
      e.publicFigure.audioNames.length,
    );
    expect(copy.files.filter((f) => f.startsWith('media/quran-'))).toHaveLength(
      e.publicFigure.quranNames.length,
    );
    expect(copy.files.filter((f) => f.startsWith('media/voice-'))).toHaveLength(
      e.publicFigure.voices.length,
    );
    const pages = await openCopy(browser, copy.dir, 'az');
    expect(pages.map((p) => p.h1)).toEqual([
      e.publicFigure.name.az,
      e.publicFigure.name.en,
      e.publicFigure.name.ru,
    ]);
    expect(pages.every((p) => p.missing.length === 0)).toBe(true);
  } finally {
    copy.remove();
  }

  // The monument whose second image was deleted from the admin host (404 there).
  const monument = unpack(Buffer.from(await (await archive('en', e.monument.id)).arrayBuffer()));
  try {
    const pages = await openCopy(browser, monument.dir, 'en');
    for (const p of pages)
      expect(p.missing).toEqual([
        expect.stringMatching(/^http:\/\/localhost:\d+\/uploads\/missing\/silinmi%C5%9F\.webp$/),
      ]);
  } finally {
    monument.remove();
  }

  // A recording the admin host never answers for: two archives wait on it (the API's deadline),
  // a third at the same time is asked to come back; both end, listing it.
  const stuck = '/uploads/audio/rec-01.mp3';
  api.setMode(stuck, 'hang');
  try {
    const heads = () => api.requests.filter((r) => r.host === 'admin' && r.path === stuck).length;
    const before = heads();
    const held = [archive('ru', e.publicFigure.id), archive('ru', e.publicFigure.id)];
    await expect.poll(heads).toBe(before + 2);
    const third = await archive('ru', e.publicFigure.id);
    expect(third.status).toBe(503);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await third.text()).toBe(`${MESSAGES.ru.Archive.busy}\n`);
    for (const res of await Promise.all(held)) {
      expect(res.status).toBe(200);
      const listed = unpack(Buffer.from(await res.arrayBuffer()));
      try {
        const index = fs.readFileSync(path.join(listed.dir, 'index.html'), 'utf8');
        expect(index).toContain(`${api.adminUrl}${stuck}</a>`);
        expect(listed.files.filter((f) => f.startsWith('media/recording-'))).toHaveLength(
          e.publicFigure.audioNames.length - 1,
        );
      } finally {
        listed.remove();
      }
    }
  } finally {
    api.setMode(stuck, 'ok');
  }
});

test('an outage: pages keep their last good copy, a page never read says so with a 503, and both recover', async () => {
  test.setTimeout(120_000);
  const seen = `/en/category/martyrs/${e.martyr.id}`;
  // A record in no list: nothing (the sitemap's walk included) has read it before the outage.
  const unlisted = 8001;
  api.edit((data) => {
    data.people[String(unlisted)] = { ...data.people[String(e.martyr.id)]!, id: unlisted };
  });
  const neverRead = `/en/category/martyrs/${unlisted}`;
  expect((await get(seen)).status).toBe(200);
  expect((await get('/en/about')).status).toBe(200);
  const revalidateAll = () =>
    fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: REVALIDATE_AUTH,
    });
  try {
    for (const mode of ['error', 'hang', 'invalid-json', 'down'] as const) {
      api.setMode('*', mode);
      api.setMode('/api/v1/genealogy', mode);
      expect((await revalidateAll()).status).toBe(200);
      for (const [path, text] of [
        [seen, e.martyr.name.en],
        ['/en/about', e.aboutText.en.slice(0, 24)],
      ] as const) {
        const page = await get(path);
        expect(page.status, `${mode} ${path}`).toBe(200);
        expect(page.text.includes(text), `${mode}: ${path} still shows its content`).toBe(true);
      }
      const missing = await get(neverRead);
      expect(missing.status, mode).toBe(503);
      expect(missing.headers.get('retry-after'), mode).toBeTruthy();
      expect(missing.headers.get('cache-control'), mode).toBe('no-store');
      expect(missing.text, mode).toContain(MESSAGES.en.Unavailable.title);
      const again = await get(neverRead);
      expect(await cacheState(again.headers, server.dbPath()), mode).not.toBe('HIT');
      // The site's own API says so too, in JSON, without a trace.
      const json = await get(`/api/v1/deceased/${unlisted}/details`);
      expect(json.status, mode).toBe(503);
      expect(JSON.parse(json.html)).toEqual({ success: false, message: expect.any(String) });
    }
    // The operator edits a record meanwhile.
    api.edit((data) => {
      const martyr = data.people[String(e.martyr.id)]!;
      martyr.name = { ...martyr.name, en: `${e.martyr.name.en} (restored)` };
    });
  } finally {
    api.setMode('*', 'ok');
    api.setMode('/api/v1/genealogy', 'ok');
  }
  // Never kept while it failed: it recovers by itself. The edit shows once it is announced.
  await expect
    .poll(async () => (await get(neverRead)).status, { timeout: 30_000, intervals: [1000] })
    .toBe(200);
  const edited = await fetch(`${server.baseURL}/api/revalidate`, {
    method: 'POST',
    headers: {
      ...REVALIDATE_AUTH,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ tags: [`deceased:${e.martyr.id}`] }),
  });
  expect(edited.status).toBe(200);
  await expect
    .poll(async () => (await get(seen)).text.includes(`${e.martyr.name.en} (restored)`), {
      timeout: 30_000,
      intervals: [1000],
    })
    .toBe(true);
});

test('badges scanned within a minute of the list: one read of it for all, and one not in it is "No data found", the operator failing or not', async () => {
  const listReads = () => api.requests.filter((r) => r.route === '/v1/qrcode/').length;
  const scan = async (uuid: string) => (await get(`/en/qrcode/${uuid}`)).text;
  const announce = async (what: { tags: string[] } | { paths: string[] }) =>
    (
      await fetch(`${server.baseURL}/api/revalidate`, {
        method: 'POST',
        headers: { ...REVALIDATE_AUTH, 'content-type': 'application/json' },
        body: JSON.stringify(what),
      })
    ).status;
  expect(await announce({ tags: [`qr:${e.qr.valid.uuid}`] })).toBe(200);
  expect(await scan(crypto.randomUUID())).toContain('No data found');
  const reads = listReads();
  for (const uuid of [crypto.randomUUID(), crypto.randomUUID(), e.qr.valid.uuid])
    expect(await scan(uuid)).toContain(
      uuid === e.qr.valid.uuid ? e.qr.valid.name : 'No data found',
    );
  api.setMode('*', 'error');
  try {
    expect(await scan(crypto.randomUUID())).toContain('No data found');
  } finally {
    api.setMode('*', 'ok');
  }
  expect(listReads()).toBe(reads);
  // A badge made since, announced by its page's path: found at once (the path expires its reads).
  const made = crypto.randomUUID();
  api.edit((data) => {
    data.qrcodes.push({ ...data.qrcodes[0]!, randomUUID: made, name: 'Badge announced by path' });
  });
  expect(await announce({ paths: [`/qrcode/${made}`] })).toBe(200);
  expect(await scan(made)).toContain('Badge announced by path');
  // The site's API too, whose request the page's path does not name.
  const another = crypto.randomUUID();
  expect((await get(`/api/v1/qrcode/${another}`)).status).toBe(404);
  api.edit((data) => {
    data.qrcodes.push({ ...data.qrcodes[0]!, randomUUID: another, name: 'Badge asked of the API' });
  });
  const said = await fetch(`${server.baseURL}/api/revalidate`, {
    method: 'POST',
    headers: { ...REVALIDATE_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ paths: [`/qrcode/${another}`] }),
  });
  expect(((await said.json()) as { tags: string[] }).tags).toEqual([`qr:${another}`]);
  expect((await get(`/api/v1/qrcode/${another}`)).text).toContain('Badge asked of the API');
});

test('a QR page while the operator is down: a badge its last list has shows, one made since is the translated 503, and both answer again after', async () => {
  test.setTimeout(120_000);
  const listed = '5d2f3c1a-6b7e-4c8d-9a0b-1c2d3e4f5a60';
  const made = '8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b';
  const announce = (uuid: string) =>
    fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: {
        ...REVALIDATE_AUTH,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tags: [`qr:${uuid}`] }),
    });
  const badge = (uuid: string, name: string) => (data: (typeof api)['data']) => {
    data.qrcodes.push({ ...data.qrcodes[0]!, randomUUID: uuid, name });
  };
  // The operator adds a badge and announces it: the list is read again, and has it.
  api.edit(badge(listed, 'Badge kept in the list'));
  expect((await announce(listed)).status).toBe(200);
  expect((await get(`/qrcode/${e.qr.unknownUuid}`)).status).toBe(404);
  // Another badge, announced while the source fails: the list cannot be read again.
  api.edit(badge(made, 'Badge made during the outage'));
  try {
    for (const mode of ['error', 'hang', 'invalid-json', 'down'] as const) {
      api.setMode('*', mode);
      expect((await announce(made)).status, mode).toBe(200);
      // Never scanned before: found in the last good copy of the list.
      const kept = await get(`/en/qrcode/${listed}`);
      expect(kept.status, `${mode}: a badge the kept list has`).toBe(200);
      expect(kept.text, mode).toContain('Badge kept in the list');
      for (const [lang, path] of [
        ['az', `/qrcode/${made}`],
        ['ru', `/ru/qrcode/${made}`],
        // Whether a badge exists only the source can say: not "No data found" while it is down.
        ['en', `/en/qrcode/${e.qr.unknownUuid}`],
      ] as const) {
        for (const visit of ['first', 'second']) {
          const what = `${mode}: ${path} (${visit} visit)`;
          const page = await get(path);
          expect(page.status, what).toBe(503);
          expect(page.headers.get('retry-after'), what).toMatch(/^\d+$/);
          expect(page.headers.get('cache-control'), what).toBe('no-store');
          expect(page.html, what).toContain(`<h1>${MESSAGES[lang].Unavailable.title}</h1>`);
          expect(page.html, what).not.toContain('No data found');
          expect(await cacheState(page.headers, server.dbPath()), what).not.toBe('HIT');
        }
      }
    }
  } finally {
    api.setMode('*', 'ok');
  }
  // Nothing was kept while it failed: the new badge shows, a badge nobody made is a 404 again.
  await expect
    .poll(async () => (await get(`/ru/qrcode/${made}`)).status, {
      timeout: 30_000,
      intervals: [1000],
    })
    .toBe(200);
  expect((await get(`/qrcode/${made}`)).text).toContain('Badge made during the outage');
  const unknown = await get(`/en/qrcode/${e.qr.unknownUuid}`);
  expect(unknown.status).toBe(404);
  expect(unknown.text).toContain('No data found');
  expect(unknown.headers.get('retry-after')).toBeNull();
});
