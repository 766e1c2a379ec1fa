import {
  MAX_PAGE_PATH,
  decodeUnreserved,
  hasDot,
  isFilePath,
  isMalformedPath,
  isMissingMediaFile,
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

describe('isFilePath', () => {
  it.each([
    ['/', false],
    ['/en/about', false],
    ['/category/martyrs/5', false],
    ['/media/photo-gallery', false],
    ['/media/gallery/', false],
    ['/sec-probe.x', false],
    ['/.env', false],
    ['/en./about', false],
    ['/api/v1/search', true],
    ['/_next/static/chunks/a.js', true],
    ['/media/about/about.webp', true],
    ['/og/en/category/1.png', true],
    ['/poster/page/vr.webp', true],
    ['/calendar/ru/genealogy/12.ics', true],
    ['/archive/ru/genealogy/12.zip', true],
    ['/locales/en/translation.json', true],
    ['/sitemaps/0.xml', true],
    ['/sitemap.xml', true],
    ['/robots.txt', true],
    ['/favicon.ico', true],
  ])('%s -> %s', (path, file) => {
    expect(isFilePath(path)).toBe(file);
  });
});

describe('hasDot', () => {
  it.each([
    ['/about', false],
    ['/category/public-figures/1', false],
    ['/sec-probe.x', true],
    ['/.env', true],
    ['/en./about', true],
    ['/wp-login.php', true],
  ])('%s -> %s', (path, dot) => {
    expect(hasDot(path)).toBe(dot);
  });
});

describe('decodeUnreserved', () => {
  it.each([
    ['/about', '/about'],
    ['/%34%30%34-page', '/404-page'],
    ['/%61bout', '/about'],
    ['/en/%63ontact', '/en/contact'],
    ['/category/public-figures/%31', '/category/public-figures/1'],
    ['/%7euser%2E%5F%2d', '/~user._-'],
    // Reserved and non-ASCII characters keep their encoding.
    ['/az/%2F%2Fevil.com', '/az/%2F%2Fevil.com'],
    ['/search%3Fq', '/search%3Fq'],
    ['/ru/%D0%BE-%D0%BD%D0%B0%D1%81', '/ru/%D0%BE-%D0%BD%D0%B0%D1%81'],
    ['/media/some%20file.webp', '/media/some%20file.webp'],
    ['/%40', '/%40'],
  ])('%s -> %s', (path, canonical) => {
    expect(decodeUnreserved(path)).toBe(canonical);
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
