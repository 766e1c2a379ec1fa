import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  MESSAGES,
  REVALIDATE_AUTH,
  decodeEntities,
  metaContents,
  pngSize,
  startExtraServer,
} from './helpers';
import { stubMapFrames } from './memorial-helpers';
import { qrRecords } from '../lib/content/seed/data/qr-records';

/**
 * What search engines and link previews get: the sitemap and every page in it, robots.txt,
 * the structured data and share tags of the server HTML, and the printable memorial.
 */

/** A URL in its normal form: the bare origin and the origin with `/` are the same page. */
const norm = (url: string) => new URL(url).href;

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => norm(decodeEntities(m[1]!)));

/** hreflang → href of the alternate links, from sitemap <xhtml:link> or page <link> tags. */
function alternates(markup: string, tag: 'xhtml:link' | 'link'): Record<string, string> {
  const out: Record<string, string> = {};
  const re = new RegExp(`<${tag}\\b[^>]*>`, 'gi');
  for (const [el] of markup.matchAll(re)) {
    if (!/\brel="alternate"/i.test(el)) continue;
    const lang = /\bhreflang="([^"]+)"/i.exec(el)?.[1];
    const href = /\bhref="([^"]+)"/i.exec(el)?.[1];
    if (lang && href) out[lang] = norm(decodeEntities(href));
  }
  return out;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const ofType = (html: string, type: string) => {
  const found = jsonLd(html).filter((d) => d['@type'] === type);
  expect(found, `one ${type} in the page`).toHaveLength(1);
  return found[0]!;
};

const meta = (html: string, key: string) => metaContents(html, key)[0] ?? '';

/** The id of a record of a category by its Azerbaijani name, from the public API. */
async function idOf(request: APIRequestContext, category: string, name: string) {
  for (let page = 1; page < 20; page++) {
    const list = await (await request.get(`/api/v1/${category}?limit=50&page=${page}`)).json();
    const found = (list.figures as { id: number; name: { az: string } }[]).find(
      (f) => f.name.az === name,
    );
    if (found) return found.id;
    if (list.figures.length < 50) break;
  }
  throw new Error(`${name} not in ${category}`);
}

test.describe('sitemap and robots', () => {
  test('the index follows the store: a record past the last id range adds a child at once', async () => {
    test.setTimeout(180_000);
    const server = await startExtraServer({});
    try {
      const children = async () =>
        // Paths: the build's SITE_URL (E2E_PORT) is in every <loc>.
        locs(await (await fetch(`${server.baseURL}/sitemap.xml`)).text()).map(
          (u) => new URL(u).pathname,
        );
      const before = await children();
      expect(before).toContain('/sitemaps/pages.xml');
      expect(before).toContain('/sitemaps/records-0.xml');
      // 16,666 pages per child (3 URLs each): id 100,001 falls in range 6.
      const id = 100_001;
      const db = new Database(server.dbPath());
      try {
        const row = db
          .prepare('SELECT * FROM deceased WHERE category_id = 1 ORDER BY id LIMIT 1')
          .get() as Record<string, unknown>;
        const columns = Object.keys(row).filter((c) => c !== 'id');
        db.prepare(
          `INSERT INTO deceased (id, ${columns.join(', ')}) VALUES (?, ${columns.map(() => '?').join(', ')})`,
        ).run(id, ...columns.map((c) => row[c]));
      } finally {
        db.close();
      }
      const refreshed = await fetch(`${server.baseURL}/api/revalidate`, {
        method: 'POST',
        headers: REVALIDATE_AUTH,
      });
      expect(refreshed.status).toBe(200);
      const child = '/sitemaps/records-6.xml';
      await expect.poll(children, { timeout: 20_000 }).toContain(child);
      expect(await children()).toHaveLength(before.length + 1);
      const xml = await (await fetch(server.baseURL + child)).text();
      expect(locs(xml).map((u) => new URL(u).pathname)).toEqual([
        `/category/public-figures/${id}`,
        `/en/category/public-figures/${id}`,
        `/ru/category/public-figures/${id}`,
      ]);
      expect((await fetch(`${server.baseURL}/category/public-figures/${id}`)).status).toBe(200);
      for (const missing of ['records-5.xml', 'records-06.xml', 'people-0.xml', '0.xml']) {
        expect((await fetch(`${server.baseURL}/sitemaps/${missing}`)).status, missing).toBe(404);
      }
    } finally {
      await server.stop();
    }
  });

  test('every page of the sitemap answers 200, is its own canonical and names its alternates', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    const children = locs(await index.text());
    expect(children.length).toBeGreaterThan(0);

    const listed = new Set<string>();
    for (const child of children) {
      expect(child.startsWith(`${baseURL}/sitemaps/`), child).toBe(true);
      const res = await request.get(child);
      expect(res.status(), child).toBe(200);
      const xml = await res.text();
      // Each page names its languages itself (lib/seo/sitemap.ts): the sitemap only lists.
      expect(xml).not.toContain('xhtml:link');
      for (const [entry] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
        const loc = locs(entry)[0]!;
        expect(listed.has(loc), `${loc} listed once`).toBe(false);
        listed.add(loc);
      }
    }
    const urls = [...listed];
    expect(urls.length).toBeGreaterThan(300);
    // Never in it: the personal QR pages and the not-found page.
    for (const url of urls) {
      expect(url, 'a page of this site').toMatch(new RegExp(`^${baseURL}(/|$)`));
      expect(url).not.toMatch(/\/qrcode(\/|$)/);
      expect(url).not.toMatch(/\/404(-page)?$/);
    }

    const failures: string[] = [];
    const named = new Map<string, Record<string, string>>();
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        // As a crawler asks: no cookies (a language cookie would redirect the unprefixed pages).
        const res = await fetch(url, { redirect: 'manual' });
        if (res.status !== 200) {
          failures.push(`${url}: status ${res.status}`);
          continue;
        }
        const html = await res.text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        if (!canonical || norm(decodeEntities(canonical)) !== url)
          failures.push(`${url}: canonical ${canonical}`);
        named.set(url, alternates(html, 'link'));
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // Every page names all its languages, itself among them; each of them is in the sitemap and
    // names the same set back.
    for (const [url, own] of named) {
      if (Object.keys(own).sort().join() !== 'az,en,ru,x-default') {
        failures.push(`${url}: alternates ${JSON.stringify(own)}`);
      }
      if (!Object.values(own).includes(url)) failures.push(`${url}: not among its alternates`);
      for (const href of Object.values(own)) {
        if (!listed.has(href)) failures.push(`${url}: alternate ${href} not in the sitemap`);
        const back = named.get(href);
        if (back && JSON.stringify(back) !== JSON.stringify(own)) {
          failures.push(`${url}: alternate ${href} does not point back`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test("robots.txt keeps crawlers out of the API, lets them read the QR pages' noindex and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).toContain('Disallow: /api/\n');
    // A blocked URL can still be indexed from links to it; a fetched one says noindex.
    expect(body).not.toMatch(/qrcode/);
    const qr = await request.get(`/qrcode/${qrRecords[0]!.randomUUID}`);
    expect(qr.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('structured data (server HTML)', () => {
  test('a person: Person with names, dates, image, plain description, sameAs; breadcrumbs', async ({
    request,
    baseURL,
  }) => {
    const id = await idOf(request, 'historical-figures', 'Nizami Gəncəvi');
    const path = `/en/category/historical-figures/${id}`;
    const html = await (await request.get(path)).text();
    const person = ofType(html, 'Person');
    expect(person['@context']).toBe('https://schema.org');
    expect(person.name).toBe('Nizami Ganjavi');
    expect(person.alternateName).toEqual(['Nizami Gəncəvi', 'Низами Гянджеви']);
    expect(person.birthDate).toBe('1141');
    expect(person.deathDate).toBe('1209');
    expect(person.url).toBe(`${baseURL}${path}`);
    expect(person.image).toMatch(new RegExp(`^${baseURL}/media/.+\\.(webp|jpe?g|png)$`));
    expect((await request.get(person.image as string)).status()).toBe(200);
    expect(person.description).toContain('Nizami Ganjavi is one of the greatest poets');
    expect(person.description).toContain('Khamsa');
    expect(person.description).not.toMatch(/<[a-z/]/i);
    expect(person.sameAs).toEqual(['https://en.wikipedia.org/wiki/Nizami_Ganjavi']);
    expect(html).not.toMatch(/application\/ld\+json">[^<]*<(?!\/script)/);

    const crumbs = ofType(html, 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/en` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Historical figures',
        item: `${baseURL}/en/category/historical-figures`,
      },
      { '@type': 'ListItem', position: 3, name: 'Nizami Ganjavi', item: `${baseURL}${path}` },
    ]);
  });

  test('a monument: LandmarksOrHistoricalBuildings with the geo of its map', async ({
    request,
    baseURL,
  }) => {
    const id = await idOf(request, 'historical-monuments', 'Qız qalası');
    const path = `/ru/category/historical-monuments/${id}`;
    const html = await (await request.get(path)).text();
    const place = ofType(html, 'LandmarksOrHistoricalBuildings');
    expect(place.name).toBe('Девичья башня');
    expect(place.url).toBe(`${baseURL}${path}`);
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 40.3661, longitude: 49.8371 });
    expect(place.description).toContain('Девичья башня — цилиндрическая башня');
    expect(jsonLd(html).some((d) => d['@type'] === 'Person')).toBe(false);
    expect(ofType(html, 'BreadcrumbList').itemListElement).toHaveLength(3);
  });

  test('listings and genealogy pages carry a BreadcrumbList; a member is a Person', async ({
    request,
    baseURL,
  }) => {
    const listing = await (await request.get('/martyrs')).text();
    expect(ofType(listing, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ana səhifə', item: `${baseURL}/` },
      { '@type': 'ListItem', position: 2, name: 'Şəhidlər', item: `${baseURL}/category/martyrs` },
    ]);

    const all = await (await request.get('/api/v1/genealogy-all?limit=1&page=1')).json();
    const tree = all.figures[0].id as number;
    const members = await (await request.get(`/api/v1/genealogy/${tree}?limit=1&page=1`)).json();
    const member = members.data.members[0] as { id: number; name: { en: string } };

    const collection = await (await request.get(`/en/genealogy/${tree}`)).text();
    const trail = ofType(collection, 'BreadcrumbList').itemListElement as { item: string }[];
    expect(trail.map((c) => c.item)).toEqual([
      `${baseURL}/en`,
      `${baseURL}/en/genealogy`,
      `${baseURL}/en/genealogy/${tree}`,
    ]);

    const detail = await (await request.get(`/en/genealogy/${tree}/${member.id}`)).text();
    expect(ofType(detail, 'Person').name).toBe(member.name.en);
    const memberTrail = ofType(detail, 'BreadcrumbList').itemListElement as {
      name: string;
      item: string;
    }[];
    expect(memberTrail).toHaveLength(4);
    expect(memberTrail[3]).toMatchObject({
      name: member.name.en,
      item: `${baseURL}/en/genealogy/${tree}/${member.id}`,
    });
    expect(memberTrail[2]!.name).not.toMatch(/</);
  });

  test('home: Organization with its contact point', async ({ request, baseURL }) => {
    const html = await (await request.get('/en')).text();
    const contact = await (await request.get('/api/v1/contact2')).json();
    const org = ofType(html, 'Organization');
    expect(org.name).toBe('Xatirə');
    expect(org.url).toBe(`${baseURL}/en`);
    expect((await request.get(org.logo as string)).status()).toBe(200);
    const points = org.contactPoint as Record<string, unknown>[];
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ '@type': 'ContactPoint' });
    const json = JSON.stringify(contact);
    expect(json).toContain(String(points[0]!.telephone));
    expect(json).toContain(String(points[0]!.email));
  });
});

test.describe('share previews', () => {
  test("a detail page's og:image is its own 1200x630 PNG; the share tags are complete", async ({
    request,
    baseURL,
  }) => {
    const id = await idOf(request, 'historical-figures', 'Nizami Gəncəvi');
    const path = `/ru/category/historical-figures/${id}`;
    const html = await (await request.get(path)).text();
    const image = meta(html, 'og:image');
    expect(image).toBe(`${baseURL}/og/ru/category/${id}.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toContain('Низами Гянджеви');
    expect(meta(html, 'og:url')).toBe(`${baseURL}${path}`);
    expect(meta(html, 'og:title')).toContain('Низами Гянджеви');
    const description = meta(html, 'og:description');
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/<[a-z/]/i);
    expect(meta(html, 'og:locale')).toBe('ru_RU');
    expect(html).toContain('<meta property="og:locale:alternate" content="az_AZ"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(image);

    const res = await request.get(image);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
  });

  test('a genealogy member has its own share image too', async ({ request, baseURL }) => {
    const all = await (await request.get('/api/v1/genealogy-all?limit=1&page=1')).json();
    const tree = all.figures[0].id as number;
    const members = await (await request.get(`/api/v1/genealogy/${tree}?limit=1&page=1`)).json();
    const memberId = members.data.members[0].id as number;
    const html = await (await request.get(`/genealogy/${tree}/${memberId}`)).text();
    expect(meta(html, 'og:image')).toBe(`${baseURL}/og/az/genealogy/${memberId}.png`);
    expect(meta(html, 'og:locale')).toBe('az_AZ');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect((await request.get(meta(html, 'og:image'))).status()).toBe(200);
  });
});

test.describe('printable memorial', () => {
  test('a detail page prints on one A4 page with the QR code of its own address', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await idOf(request, 'historical-figures', 'Nizami Gəncəvi');
    const path = `/en/category/historical-figures/${id}`;
    await stubMapFrames(page);
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.goto(path);
    const qr = page.locator('[data-print-qr] svg');
    await expect(qr).toBeHidden();
    await expect(page.locator('[data-print-qr] figcaption')).toContainText(`${baseURL}${path}`);

    await page.emulateMedia({ media: 'print' });
    await expect(qr).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nizami Ganjavi' })).toBeVisible();
    await expect(page.locator('header p', { hasText: '1141 – 1209' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Nizami Ganjavi' })).toBeVisible();
    await expect(page.getByText('Nizami Ganjavi is one of the greatest poets')).toBeVisible();
    for (const hidden of [
      page.locator('body > header, header:has(nav)').first(),
      page.locator('footer').first(),
      page.getByRole('navigation', { name: 'Breadcrumb' }),
      page.locator('[data-viewer]').first(),
      page.getByRole('link', { name: /Share on/ }).first(),
      page.locator('iframe'),
      page.getByRole('heading', { name: 'Audio' }),
    ]) {
      await expect(hidden).toBeHidden();
    }
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThan(80);

    fs.mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: 'screenshots/print-detail-en.png', fullPage: true });

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  test('a memorial with days of remembrance prints them, not their links, on one page however long its text', async ({
    page,
    request,
  }) => {
    const id = await idOf(request, 'public-figures', 'Üzeyir Hacıbəyov');
    await page.goto(`/category/public-figures/${id}`);
    const bio = page.getByText('Azərbaycan professional bəstəkarlıq');
    await bio.evaluate((p) => {
      for (let i = 0; i < 40; i++) p.after(p.cloneNode(true));
    });
    const days = page.locator('[data-remembrance]');
    // As many days as a first year has: the 3rd, 7th and 40th, and both anniversaries.
    await days
      .locator('li')
      .first()
      .evaluate((day) => {
        while (day.parentElement!.children.length < 5) day.after(day.cloneNode(true));
      });
    await page.emulateMedia({ media: 'print' });
    await expect(days.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(days.locator('li').first()).toBeVisible();
    // On paper, the day it was counted on (the marker of the next day is not printed).
    await expect(days.getByText(/^\d\d\.\d\d\.\d{4} tarixinə\.$/)).toBeVisible();
    expect(await days.locator('a').count()).toBeGreaterThan(0);
    for (const link of await days.locator('a').all()) await expect(link).toBeHidden();
    await expect(page.locator('[data-print-qr] svg')).toBeVisible();
    fs.mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: 'screenshots/print-remembrance-az.png', fullPage: true });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g) ?? []).toHaveLength(1);
  });

  test('any page prints without the site around it, and nothing cut off at the side', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.goto('/en/about');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const hidden of ['body > header', 'body > footer', 'body > .skip-link']) {
      await expect(page.locator(hidden)).toBeHidden();
    }
    await expect(page.getByRole('button', { name: /Pause|Play/ })).toBeHidden();
    const samples = page.getByRole('region', { name: MESSAGES.en.About.samplesLabel });
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await samples.locator('figure').count()).toBeGreaterThan(3);
    for (const sample of await samples.locator('figure').all()) {
      const box = (await sample.boundingBox())!;
      expect(box.x + box.width).toBeLessThan(width);
    }
  });

  test('a monument prints on one page too, with its QR code', async ({ page, request }) => {
    const monument = await idOf(request, 'historical-monuments', 'Qız qalası');
    await stubMapFrames(page);
    await page.goto(`/ru/category/historical-monuments/${monument}`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-qr] svg')).toBeVisible();
    fs.mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: 'screenshots/print-monument-ru.png', fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g) ?? []).toHaveLength(1);
  });
});
