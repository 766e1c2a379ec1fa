import { FIGURE_CATEGORIES } from '@/lib/api/types';
import { MAX_SERVER_PAGES } from '@/lib/memorial/listing-pages';
import { LOCALES } from '@/lib/i18n/locale';
import { LANGUAGES, LISTED_CATEGORIES, MAX_LISTING_PAGES, pageRewrites } from './rewrites.mjs';

describe('server/rewrites.mjs', () => {
  it('names the same categories, page bound and languages as the app', () => {
    expect(LISTED_CATEGORIES).toEqual([...FIGURE_CATEGORIES]);
    expect(MAX_LISTING_PAGES).toBe(MAX_SERVER_PAGES);
    expect(LANGUAGES).toEqual([...LOCALES]);
  });

  it('takes ?page=2..50 only, each listing in every language', () => {
    const rules = pageRewrites();
    const pageValue = new RegExp(`^${rules[0]!.has![0]!.value}$`);
    for (const ok of ['2', '9', '10', '49', '50']) expect(pageValue.test(ok)).toBe(true);
    for (const bad of ['0', '1', '01', '51', '100', 'x', '2x', ''])
      expect(pageValue.test(bad)).toBe(false);
    expect(rules.filter((rule) => rule.has)).toHaveLength(8);
    expect(rules.at(-1)).toMatchObject({ destination: '/az/:path' });
  });
});
