import type { SearchHit } from '@/lib/api/models';
import { categorySlug, searchResultHref } from './search-links';

const item = (categoryId: number, en: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  id: 7,
  name: { az: 'A', en: 'A', ru: 'A' },
  date: '',
  thumb: null,
  genealogyId: null,
  category: { id: categoryId, title: { az: '', en, ru: '' } },
  ...extra,
});

describe('searchResultHref', () => {
  it('links a genealogy collection (9) to its member list', () => {
    expect(searchResultHref(item(9, 'Genealogy'))).toBe('/genealogy/7');
  });
  it('links a genealogy member (10) inside its collection', () => {
    expect(searchResultHref(item(10, 'Genealogy member', { genealogyId: 3 }))).toBe(
      '/genealogy/3/7',
    );
  });
  it.each([
    [1, 'Public figures', '/category/public-figures/7'],
    [4, 'Dear Memories', '/category/dear-memories/7'],
    [5, '  Historical   monuments ', '/category/historical-monuments/7'],
  ])('links category %i (%s) to %s', (id, en, href) => {
    expect(searchResultHref(item(id, en))).toBe(href);
  });
});

describe('categorySlug', () => {
  it('lower-cases and hyphenates', () => {
    expect(categorySlug('Historical figures')).toBe('historical-figures');
  });
});
