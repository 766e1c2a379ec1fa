import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '../proxy';
import { NOT_PROXIED } from '../lib/runtime/rewrites.mjs';
import { PREFIXED_LOCALES } from './i18n/locale';

const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('the proxy runs only where a decision is needed', () => {
  // The matcher is a literal (Next reads it at build): each prefixed language must be in it.
  it.each(PREFIXED_LOCALES.split('|'))(
    'for the %s prefix: its 404 and its other spellings',
    (l) => {
      for (const url of [`/${l}/404`, `/${l}/404-page`, `/${l.toUpperCase()}/about`]) {
        expect([url, runs(url)]).toEqual([url, true]);
      }
      expect(runs(`/${l}/about`)).toBe(false);
    },
  );

  it.each([
    '/',
    '/az',
    '/az/about',
    '/AZ/about',
    '/En/about',
    '/RU',
    '/404',
    '/en/404',
    '/404-page',
    '/ru/404-page',
    '/.env',
    '/x.php',
    '/en./about',
    '/category/martyrs/1.json',
    '/media/nothing',
    '/media/gallery/',
    // A media file: it may be missing (proxy.ts answers the site's 404 page in place).
    '/media/about/about.webp',
    '/martyrs/pages/2',
    '/en/category/martyrs/pages/3',
    '/about%20',
    '/%61bout',
    '/api/v1/%ff',
    `/${'a'.repeat(1024)}`,
    '/audio/12/de',
    '/en/audio/12/xx/genealogy',
  ])('%s', (url) => {
    expect(runs(url)).toBe(true);
  });

  it.each([
    '/about',
    '/en',
    '/ru/about',
    '/en/about',
    '/category/public-figures/12',
    '/ru/category/martyrs/7',
    '/martyrs',
    '/genealogy/3/41',
    '/media/photo-gallery',
    '/en/media/video-gallery',
    '/azerbaijan',
    '/enclosure',
    '/nope/deeper',
    '/api/v1/search',
    '/_next/static/chunks/main.js',
    '/og/en/category/1.png',
    '/poster/page/vr.webp',
    '/calendar/en/category/1.ics',
    '/archive/en/category/1.zip',
    '/sitemaps/0.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/favicon.ico',
    '/locales/en/translation.json',
    '/bench/floor',
    `/${'a'.repeat(1023)}`,
    '/audio/12/az',
    '/ru/audio/12/en/genealogy',
    '/en/audio/12/other',
  ])('not %s', (url) => {
    expect(runs(url)).toBe(false);
  });
});

describe("the matcher's list of paths that are never pages", () => {
  it('is the one of lib/runtime/rewrites.mjs, written out as Next requires', () => {
    expect(config.matcher[1]).toContain(`/((?!${NOT_PROXIED})`);
  });
});
