import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectShareImage, inLang, LANGS, MESSAGES, metaContents, type Lang } from './helpers';
import { pageTypes } from './page-types.mjs';

/**
 * What a link preview gets from every indexable page type, in each language: read from the server
 * HTML as a crawler reads it (no scripts), and its image fetched as a preview service fetches it.
 */

type Preview = { image: string; title: string; description: string; siteNames: string[] };

async function preview(request: APIRequestContext, path: string): Promise<Preview> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const one = (key: string) => {
    const found = metaContents(html, key);
    expect(found, `${path}: one ${key}`).toHaveLength(1);
    return found[0]!;
  };
  const image = one('og:image');
  expect(one('twitter:image'), path).toBe(image);
  expect(one('twitter:card'), path).toBe('summary_large_image');
  expect([one('og:image:width'), one('og:image:height')], path).toEqual(['1200', '630']);
  const description = one('og:description');
  expect(one('description'), path).toBe(description);
  return {
    image,
    title: one('og:title'),
    description,
    siteNames: metaContents(html, 'og:site_name'),
  };
}

for (const lang of LANGS) {
  test(`every page type has its own share preview in ${lang}`, async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const brand = MESSAGES[lang].Metadata.brand;
    const seen: [string, Preview][] = [];
    // Every indexable page type: one page of each shape the sitemap lists.
    const types = (await pageTypes(baseURL!)).filter((t) => t.indexable);
    expect(types.length).toBeGreaterThanOrEqual(20);
    for (const { name: type, path } of types) {
      const localized = inLang(lang as Lang, path);
      const found = await preview(request, localized);
      expect(found.siteNames, `${localized}: og:site_name`).toEqual([brand]);
      expect(found.image, localized).toMatch(
        new RegExp(`^${baseURL}/og/${lang}/[a-z]+/\\w+\\.png$`),
      );
      expect(found.description.length, localized).toBeGreaterThan(40);
      await expectShareImage(found.image);
      seen.push([type, found]);
    }
    for (const key of ['image', 'description', 'title'] as const) {
      const values = seen.map(([, p]) => p[key]);
      expect(new Set(values).size, `a ${key} of its own for each page type`).toBe(values.length);
    }
    const home = seen.find(([type]) => type === '/')![1];
    expect(home.title).toBe(`${brand} — ${MESSAGES[lang].footer.tagline}`);
    expect(home.description).toBe(MESSAGES[lang].Metadata.description);
    const collection = seen.find(([type]) => type === '/genealogy/N')![1];
    expect(collection.description).toContain(collection.title.split(' — ')[1]!);
  });
}

test('a listing shares its first page: the short path and later pages have its image', async ({
  request,
}) => {
  const listing = await preview(request, '/en/category/martyrs');
  expect(listing.image).toMatch(/\/og\/en\/page\/martyrs\.png$/);
  for (const path of ['/en/martyrs', '/en/category/martyrs?page=2', '/en/martyrs?page=2']) {
    expect((await preview(request, path)).image, path).toBe(listing.image);
  }
  const trees = await preview(request, '/ru/genealogy');
  expect((await preview(request, '/ru/genealogy?page=2')).image).toBe(trees.image);
});

test('the not-found page names the brand once for previews too', async ({ request }) => {
  const res = await request.get('/ru/404');
  expect(res.status()).toBe(404);
  expect(metaContents(await res.text(), 'og:site_name')).toEqual([MESSAGES.ru.Metadata.brand]);
});
