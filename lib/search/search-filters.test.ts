import type { SearchFigure } from '@/lib/contract/types';
import {
  figureMatches,
  MAX_FILTER_LENGTH,
  readSearchFilters,
  readYearRange,
  SEARCH_CATEGORIES,
} from './search-filters';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';

describe('readYearRange', () => {
  it.each([
    ['1942', { from: 1942, to: 1942 }],
    ['1941-1945', { from: 1941, to: 1945 }],
    ['1941 – 1945', { from: 1941, to: 1945 }],
    ['1', { from: 1, to: 1 }],
    ['2100', { from: 2100, to: 2100 }],
    ['1942-1942', { from: 1942, to: 1942 }],
  ])('%s is %j', (text, range) => {
    expect(readYearRange(text)).toEqual(range);
  });

  it.each([
    ['abc', 'not-a-year'],
    ['19x2', 'not-a-year'],
    ['1942-', 'not-a-year'],
    ['-1942', 'not-a-year'],
    ['1942.5', 'not-a-year'],
    ['12345', 'not-a-year'],
    ['1945-1941', 'reversed'],
    ['0', 'out-of-range'],
    ['2101', 'out-of-range'],
    ['1900-2200', 'out-of-range'],
    ['1'.repeat(MAX_FILTER_LENGTH + 1), 'too-long'],
  ])('%s is refused: %s', (text, reason) => {
    expect(readYearRange(text)).toBe(reason);
  });
});

describe('readSearchFilters', () => {
  it('reads the five lists and genealogy, the lists the rewrites know', () => {
    expect(SEARCH_CATEGORIES).toEqual([...FIGURE_CATEGORIES, 'genealogy']);
    for (const category of SEARCH_CATEGORIES) {
      expect(readSearchFilters({ category })).toEqual({ filters: { category }, problems: [] });
    }
  });

  it('reads the first of a repeated parameter, ignores blanks and names every bad one', () => {
    expect(readSearchFilters({ died: ['1942', '1950'], born: '  ', category: '' })).toEqual({
      filters: { died: { from: 1942, to: 1942 } },
      problems: [],
    });
    expect(
      readSearchFilters({ category: 'Martyrs', died: '2020-2010', born: 'x'.repeat(40) }),
    ).toEqual({
      filters: {},
      problems: [
        { filter: 'category', reason: 'unknown-category' },
        { filter: 'died', reason: 'reversed' },
        { filter: 'born', reason: 'too-long' },
      ],
    });
    expect(readSearchFilters({ category: 'x'.repeat(40) }).problems).toEqual([
      { filter: 'category', reason: 'too-long' },
    ]);
  });
});

describe('figureMatches', () => {
  const figure = (categoryId: number, en: string, date: string): SearchFigure => ({
    id: 1,
    name: { az: 'A', en: 'A', ru: 'A' },
    date,
    photo_title: null,
    genealogy_id: null,
    category: { id: categoryId, title: { az: en, en, ru: en } },
  });
  const martyr = figure(77, 'Martyrs', '14.05.1993 – 27.09.2020');

  it('holds a result from elsewhere to the category by its English title and to the years', () => {
    expect(figureMatches(martyr, {})).toBe(true);
    expect(figureMatches(martyr, { category: 'martyrs' })).toBe(true);
    expect(figureMatches(martyr, { category: 'dear-memories' })).toBe(false);
    expect(figureMatches(martyr, { died: { from: 2020, to: 2020 } })).toBe(true);
    expect(figureMatches(martyr, { born: { from: 1990, to: 1995 } })).toBe(true);
    expect(figureMatches(martyr, { born: { from: 1900, to: 1950 } })).toBe(false);
    expect(
      figureMatches(figure(5, 'Historical monuments', 'XII'), { died: { from: 1, to: 2100 } }),
    ).toBe(false);
  });

  it('takes genealogy as the collections (9) and their members (10)', () => {
    expect(figureMatches(figure(9, 'Genealogy', '1862 – 2024'), { category: 'genealogy' })).toBe(
      true,
    );
    expect(
      figureMatches(figure(10, 'Genealogy member', '1900 – 1980'), { category: 'genealogy' }),
    ).toBe(true);
    expect(figureMatches(martyr, { category: 'genealogy' })).toBe(false);
  });
});
