import {
  MAX_PAGE_PATH,
  isMalformedPath,
  isMissingMediaFile,
  isPagePath,
  localeOfPath,
} from './request-path';

describe('isMalformedPath', () => {
  it.each([
    ['/%ff', true],
    ['/about%c0', true],
    ['/media/%c0%ae%c0%ae/package.json', true],
    ['/en/about%E0%A4%A', true],
    ['/category/public-figures/%00', true],
    ['/%0d%0aSet-Cookie:x=1', true],
    ['/en/%7F', true],
    ['/', false],
    ['/en/about', false],
    ['/media/some%20file.webp', false],
    ['/az/%2F%2Fevil.com', false],
    ['/ru/%D0%BE-%D0%BD%D0%B0%D1%81', false],
  ])('%s -> %s', (path, malformed) => {
    expect(isMalformedPath(path)).toBe(malformed);
  });
});

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/en/about', true],
    ['/category/martyrs/5', true],
    ['/api/v1/search', false],
    ['/_next/static/chunks/a.js', false],
    ['/media/about/about.webp', false],
    ['/sitemap.xml', false],
  ])('%s -> %s', (path, page) => {
    expect(isPagePath(path)).toBe(page);
  });
});

describe('localeOfPath', () => {
  it.each([
    ['/', 'az'],
    ['/about', 'az'],
    ['/en', 'en'],
    ['/ru/contact', 'ru'],
    ['/english', 'az'],
    ['/de/about', 'az'],
  ])('%s -> %s', (path, lang) => {
    expect(localeOfPath(path)).toBe(lang);
  });
});

it('MAX_PAGE_PATH leaves room for every real path', () => {
  expect(MAX_PAGE_PATH).toBeGreaterThanOrEqual(512);
});

describe('isMissingMediaFile', () => {
  it.each([
    ['/media/etc/passwd', true],
    ['/media/portraits', true],
    ['/media/', true],
    ['/media/photo-gallery', false],
    ['/media/video-gallery/', false],
    ['/media/photo-gallery/x', true],
    ['/media', false],
    ['/en/media/photo-gallery', false],
    ['/about', false],
  ])('%s -> %s', (path, missing) => {
    expect(isMissingMediaFile(path)).toBe(missing);
  });
});
