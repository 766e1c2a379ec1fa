import az from '@/messages/az.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { CATEGORY_INFO } from '@/lib/memorial/categories';
import { LEGAL_PAGES, SERVICE_LINKS } from '@/config/navigation';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import { routes } from '@/lib/routes';
import { STATIC_PAGES } from '@/lib/seo/sitemap';
import { SHARE_PAGES, sharePageAt, sharePageByKey, sharePageKey } from './share-pages';

describe('share pages', () => {
  it('covers every fixed page of the sitemap once, each with a key of its own', () => {
    expect(SHARE_PAGES.map((p) => p.path)).toEqual(STATIC_PAGES);
    expect(new Set(SHARE_PAGES.map((p) => p.key)).size).toBe(STATIC_PAGES.length);
    for (const page of SHARE_PAGES) expect(page.key).toBe(sharePageKey(page.path));
    expect(Object.fromEntries(SHARE_PAGES.map((p) => [p.path, p.key]))).toMatchObject({
      '/': 'home',
      '/about': 'about',
      '/services/qr-code-dog-tag': 'qrCodeDogTag',
      '/category/public-figures': 'publicFigures',
      '/media/photo-gallery': 'photoGallery',
    });
  });

  it.each([
    ['az', az],
    ['en', en],
    ['ru', ru],
  ])('has a description of its own for every page but home, and no other, in %s', (_, messages) => {
    const described = SHARE_PAGES.filter((p) => p.key !== 'home').map((p) => p.key);
    expect(Object.keys(messages.Metadata.pages).sort()).toEqual(described.sort());
    const texts = Object.values(messages.Metadata.pages);
    expect(new Set([...texts, messages.Metadata.description]).size).toBe(texts.length + 1);
    for (const text of [...texts, messages.Metadata.collection]) {
      expect(text.length).toBeGreaterThan(50);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });

  it('titles a page as the page itself does', () => {
    for (const category of FIGURE_CATEGORIES) {
      expect(sharePageAt(routes.category(category))).toMatchObject({
        title: CATEGORY_INFO[category].label,
        section: 'header.categories',
      });
    }
    for (const link of SERVICE_LINKS) {
      expect(sharePageAt(link.href)).toMatchObject({
        title: link.label,
        section: 'header.services',
      });
    }
    for (const [path, { label }] of Object.entries(LEGAL_PAGES)) {
      expect(sharePageAt(path)).toMatchObject({ title: label, section: null });
    }
    expect(sharePageAt('/media/video-gallery').section).toBe('header.media');
  });

  it('knows no other key', () => {
    for (const key of ['', 'Home', 'constructor', 'toString', '__proto__', 'memorial-page']) {
      expect(sharePageByKey(key)).toBeUndefined();
    }
    expect(sharePageByKey('martyrs')?.path).toBe('/category/martyrs');
  });
});
