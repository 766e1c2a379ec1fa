import type { MemorialRecord } from '@/lib/api/models';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import {
  CATEGORY_INFO,
  categoryOfTitle,
  isFigureCategory,
  isMonumentTitle,
  PERSON_CATEGORIES,
  recordBelongsTo,
} from './categories';

const record = (en: string) =>
  ({ category: { id: 1, title: { az: 'x', en, ru: 'x' } } }) as Pick<MemorialRecord, 'category'>;

describe('category slugs', () => {
  it.each(FIGURE_CATEGORIES.map((c) => [CATEGORY_INFO[c].title, c]))(
    'the title %s slugs to %s',
    (title, slug) => {
      expect(categoryOfTitle(title)).toBe(slug);
    },
  );
  it('knows only the five listing paths', () => {
    expect(FIGURE_CATEGORIES.every(isFigureCategory)).toBe(true);
    expect(['genealogy', 'Martyrs', 'martyr', '', 'category'].some(isFigureCategory)).toBe(false);
    expect(categoryOfTitle('Genealogy member')).toBeNull();
  });
  it('renders a 404 in place for three categories and redirects for two', () => {
    expect(FIGURE_CATEGORIES.filter((c) => CATEGORY_INFO[c].onMismatch === 'redirect')).toEqual([
      'martyrs',
      'dear-memories',
    ]);
  });
  it('knows monuments as places, the other lists as people, by their titles too', () => {
    expect(FIGURE_CATEGORIES.filter((c) => CATEGORY_INFO[c].monument)).toEqual([
      'historical-monuments',
    ]);
    expect(PERSON_CATEGORIES).not.toContain('historical-monuments');
    expect(PERSON_CATEGORIES).toHaveLength(4);
    expect(isMonumentTitle(' historical  Monuments')).toBe(true);
    expect([isMonumentTitle('Martyrs'), isMonumentTitle('Monuments')]).toEqual([false, false]);
  });
});

describe('recordBelongsTo', () => {
  it.each([
    ['Public figures', 'public-figures', true],
    ['public FIGURES', 'public-figures', true],
    [' Dear  Memories ', 'dear-memories', true],
    ['Dear memories', 'dear-memories', true],
    ['Historical monuments', 'historical-monuments', true],
    ['Martyrs', 'martyrs', true],
    ['Martyrs', 'public-figures', false],
    ['Public figures', 'historical-figures', false],
    ['Genealogy member', 'dear-memories', false],
    ['', 'martyrs', false],
  ] as const)('%s under %s: %s', (title, category, expected) => {
    expect(recordBelongsTo(record(title), category)).toBe(expected);
  });
  it('refuses a missing record or category', () => {
    expect(recordBelongsTo(null, 'martyrs')).toBe(false);
    expect(recordBelongsTo({} as Pick<MemorialRecord, 'category'>, 'martyrs')).toBe(false);
  });
});

describe('one rule for a category title: the page, the sitemap and remembrance days agree', () => {
  it.each([
    ['  public   Figures ', 'public-figures'],
    ['DEAR MEMORIES', 'dear-memories'],
    ['Public-figures', null],
    ['Martyr', null],
    ['', null],
  ])('%j is %s', (title, category) => {
    expect(categoryOfTitle(title)).toBe(category);
    for (const c of FIGURE_CATEGORIES)
      expect(recordBelongsTo(record(title), c)).toBe(c === category);
  });
});
