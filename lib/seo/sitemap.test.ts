import { PAGES_PER_SITEMAP, sitemapIndexXml, STATIC_PAGES, urlsetXml } from './sitemap';

describe('urlsetXml', () => {
  const xml = urlsetXml('https://x.az', [
    { path: '/', lastModified: null },
    { path: '/category/martyrs/7', lastModified: '2025-06-01T10:00:00.000Z' },
  ]);

  it('lists each page once per language, its languages left to the page itself', () => {
    expect(xml.match(/<url>/g)).toHaveLength(6);
    for (const loc of [
      'https://x.az/',
      'https://x.az/en',
      'https://x.az/ru',
      'https://x.az/ru/category/martyrs/7',
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).not.toContain('xhtml');
    expect(xml).toContain('<lastmod>2025-06-01T10:00:00.000Z</lastmod>');
  });

  it('escapes what XML needs escaped', () => {
    expect(urlsetXml('https://x.az', [{ path: '/a&b', lastModified: 'nonsense' }])).toContain(
      '/a&amp;b',
    );
  });
});

describe('sitemap splitting', () => {
  it('keeps every child under 50,000 URLs', () => {
    expect(PAGES_PER_SITEMAP * 3).toBeLessThanOrEqual(50_000);
  });

  it('indexes every child', () => {
    const xml = sitemapIndexXml('https://x.az', ['pages', 'records-0', 'records-5']);
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://x.az/sitemaps/records-5.xml</loc>');
  });

  it('names the site pages without aliases', () => {
    expect(STATIC_PAGES).toContain('/category/martyrs');
    expect(STATIC_PAGES).not.toContain('/martyrs');
    expect(STATIC_PAGES).toHaveLength(new Set(STATIC_PAGES).size);
  });
});
