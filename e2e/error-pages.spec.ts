import { expect, test } from './fixtures';
import { inLang, LANGS, MESSAGES, openE2eDatabase, startExtraServer, type Lang } from './helpers';

/**
 * What a crawler gets for a page that does not exist, with no script run: the full translated 404
 * page in the server's HTML (header, footer, the large 404 and its title), status 404, exactly one
 * robots tag and it says noindex, never stored by a shared cache.
 */
function expectNotFoundPage(
  res: { status: number; html: string; cache: string | null },
  lang: Lang,
  what: string,
  { standalone = false, noDetails = false } = {},
) {
  expect(res.status, what).toBe(404);
  expect(res.html, what).not.toContain('__next_error__');
  expect(res.html, what).toMatch(new RegExp(`<html lang="${lang}"`));
  // The viewers stand alone, without the site's header and footer (spec §2).
  if (!standalone) {
    expect(res.html, `${what}: the site's header`).toMatch(/<header\b/);
    expect(res.html, `${what}: the site's footer`).toMatch(/<footer\b/);
  }
  expect(res.html, `${what}: its <title>`).toContain(`<title>${MESSAGES[lang].NotFound.title}`);
  expect(res.html, `${what}: the large 404`).toMatch(/class="not-found__code"[^>]*>404</);
  expect(res.html, `${what}: its title`).toContain(`>${MESSAGES[lang].NotFound.title}</h1>`);
  // A memorial's address without one says so in spec §2's words; any other page, that it does not exist.
  const text = noDetails ? MESSAGES[lang].DetailCard.noDetails : MESSAGES[lang].NotFound.text;
  expect(res.html, `${what}: its text`).toContain(`<p>${text}</p>`);
  const robots = [...res.html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
  expect(robots, `${what}: one robots tag`).toHaveLength(1);
  expect(robots[0], what).toMatch(/^noindex\b/);
  expect(res.cache, what).toBe('no-store');
}

test('the root 404, for a path Next answers before any language (/_next/data), has one robots tag', async ({
  baseURL,
}) => {
  const res = await fetch(`${baseURL}/_next/data/abc`);
  expect(res.status).toBe(404);
  const html = await res.text();
  expect([...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1])).toEqual([
    'noindex',
  ]);
});

async function fetchPage(origin: string, path: string, headers: Record<string, string> = {}) {
  let url = `${origin}${path}`;
  // Follow the site's own redirects (an unknown path goes to /404 in its language).
  for (let hop = 0; hop < 3; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href.replace(/^https:/, 'http:');
      continue;
    }
    return { status: res.status, html: await res.text(), cache: res.headers.get('cache-control') };
  }
  throw new Error(`${path}: too many redirects`);
}

test('every page that does not exist is the full translated 404 page in the server HTML', async ({
  baseURL,
}) => {
  const db = openE2eDatabase();
  const tree = db
    .prepare('select genealogy_id as id from deceased where genealogy_id is not null limit 1')
    .get() as {
    id: number;
  };
  db.close();
  for (const lang of LANGS) {
    for (const path of ['/404', '/no-such-page', '/genealogy/987654']) {
      expectNotFoundPage(await fetchPage(baseURL!, inLang(lang, path)), lang, `${lang} ${path}`);
    }
    for (const path of [
      '/category/public-figures/987654',
      '/category/historical-monuments/abc',
      `/genealogy/${tree.id}/987654`,
    ]) {
      const page = await fetchPage(baseURL!, inLang(lang, path));
      expectNotFoundPage(page, lang, `${lang} ${path}`, { noDetails: true });
    }
    for (const path of ['/photos/987654', '/videos/987654', '/audio/987654/en']) {
      expectNotFoundPage(await fetchPage(baseURL!, inLang(lang, path)), lang, `${lang} ${path}`, {
        standalone: true,
      });
    }
  }
  // A media file that is not there: the same page (in az: a file path has no language).
  for (const path of ['/media/x.webp', '/media/portraits/nobody.JPG', '/media/Bak%C4%B1.jpg']) {
    expectNotFoundPage(await fetchPage(baseURL!, path), 'az', path);
  }
  const file = await fetch(`${baseURL}/media/portraits/pf-01.webp`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');
  const size = (await file.arrayBuffer()).byteLength;
  for (const range of ['bytes=999999999-', 'bytes=5-2']) {
    const refused = await fetch(`${baseURL}/media/portraits/pf-01.webp`, { headers: { range } });
    expect(refused.status, range).toBe(416);
    expect(refused.headers.get('content-range'), range).toBe(`bytes */${size}`);
    expect(refused.headers.get('cache-control'), range).toBe('no-store');
  }
  const part = await fetch(`${baseURL}/media/portraits/pf-01.webp`, {
    headers: { range: 'bytes=0-9' },
  });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
  // A suffix longer than the file asks for all of it.
  const whole = await fetch(`${baseURL}/media/portraits/pf-01.webp`, {
    headers: { range: 'bytes=-999999' },
  });
  expect(whole.status).toBe(206);
  expect(whole.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);
  expect((await whole.arrayBuffer()).byteLength).toBe(size);
  // Conditional or not a GET: the Range is set aside and the file answered as without it.
  const modified = file.headers.get('last-modified')!;
  for (const [method, headers] of [
    ['GET', { 'if-range': modified }],
    ['GET', { 'if-modified-since': modified }],
    ['HEAD', {}],
  ] as const) {
    const url = `${baseURL}/media/portraits/pf-01.webp`;
    const plain = await fetch(url, { method, headers });
    const answer = await fetch(url, { method, headers: { range: 'bytes=999999999-', ...headers } });
    expect(plain.status).toBeLessThan(400);
    expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(plain.status);
  }
});

test('a memorial with no record still says "No details available" once its scripts have run', async ({
  page,
}) => {
  for (const lang of LANGS) {
    await page.goto(inLang(lang, '/category/public-figures/987654'));
    // The header's group buttons say aria-expanded only once React has hydrated the page.
    await expect(page.locator('header [data-group-toggle][aria-expanded]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const message = page.locator('main section.not-found');
    await expect(message.locator('p:not(.not-found__code)')).toHaveText(
      MESSAGES[lang].DetailCard.noDetails,
    );
  }
});

test('requests that share one render of a missing page each get its 404, compressed or not', async ({
  baseURL,
}) => {
  // Never asked before: the requests that arrive together share the one render. Each learns
  // its status from the HTML, read before it is compressed (server/main.mjs).
  for (const [round, lang] of LANGS.entries()) {
    const path = inLang(
      lang,
      `/category/public-figures/${970000 + round * 1000 + (Date.now() % 997)}`,
    );
    const encodings = [
      'br',
      'gzip',
      'identity',
      'gzip, deflate, br',
      'br',
      'gzip',
      'identity',
      'br',
    ];
    const answers = await Promise.all(
      encodings.map((encoding) =>
        fetchPage(baseURL!, path, { 'accept-encoding': encoding, 'accept-language': lang }),
      ),
    );
    answers.forEach((res, i) =>
      expectNotFoundPage(res, lang, `${path} (${encodings[i]}, ${i})`, { noDetails: true }),
    );
  }
});

test('behind a proxy that terminates TLS, a freshly started server answers the same 404 page', async () => {
  test.setTimeout(90_000);
  const server = await startExtraServer({}, { readyPath: '/robots.txt' });
  try {
    const tls = { 'x-forwarded-proto': 'https' };
    for (const lang of LANGS) {
      for (const path of ['/no-such-page', '/404', '/category/public-figures/987654']) {
        expectNotFoundPage(
          await fetchPage(server.baseURL, inLang(lang, path), tls),
          lang,
          `${lang} ${path} behind TLS`,
          { noDetails: path.startsWith('/category/') },
        );
      }
    }
  } finally {
    await server.stop();
  }
});

test('the 404 page is one cached page for every missing path: its links name /404, not the path that made it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A server of its own: its first 404 is rendered for a missing file, as a stale copy is again.
  const server = await startExtraServer({});
  try {
    const missing = '/media/photo-gallery/missing-photo.webp';
    for (const path of [missing, '/404']) {
      const html = await (await fetch(server.baseURL + path)).text();
      expect(html.match(/href="[^"]*missing-photo[^"]*"/g), path).toBeNull();
      expect(html, path).toContain('href="/en/404"');
    }
    await page.goto(`${server.baseURL}/404`);
    await expect(page.locator('a[hreflang="ru"]')).toHaveAttribute('href', '/ru/404');
    await expect(page.locator('body > header a[aria-current="page"]')).toHaveCount(0);
    // Its links' prefetches end here, not against the stopped server.
    await page.goto('about:blank');
  } finally {
    await server.stop();
  }
});
