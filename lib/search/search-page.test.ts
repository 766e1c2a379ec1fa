import { MAX_PAGE } from '@/lib/paging';
import {
  tidySearchHref,
  MAX_SEARCH_TERM,
  readSearchRequest,
  searchPageHref,
  searchPageNumber,
} from './search-page';

describe('searchPageNumber', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    [String(MAX_PAGE), MAX_PAGE],
    [String(MAX_PAGE + 1), 1],
    ['0', 1],
    ['-2', 1],
    ['02', 1],
    ['2.5', 1],
    ['1e3', 1],
    [' 2', 1],
    ['x', 1],
    ['99999999999999999999', 1],
    [['3', '4'], 3],
  ])('%j is page %i', (raw, page) => {
    expect(searchPageNumber(raw)).toBe(page);
  });
});

const NOTHING_ASKED = { filters: {}, problems: [], typed: { category: '', died: '', born: '' } };

describe('readSearchRequest', () => {
  it.each([
    {},
    { q: '' },
    { q: '   ' },
    { q: [] as string[] },
    { q: '\t\n', page: '3' },
    { q: '\u0000 \u202E' },
  ])('%j is blank', (params) => {
    expect(readSearchRequest(params)).toEqual({ kind: 'blank', ...NOTHING_ASKED });
  });

  it('trims the term and reads the page', () => {
    expect(readSearchRequest({ q: '  hacibeyov ', page: '2' })).toEqual({
      ...NOTHING_ASKED,
      kind: 'search',
      term: 'hacibeyov',
      page: 2,
    });
    expect(readSearchRequest({ q: ['nizami', 'other'], page: 'nope' })).toEqual({
      ...NOTHING_ASKED,
      kind: 'search',
      term: 'nizami',
      page: 1,
    });
  });

  it.each([
    ['\u0000abc', 'abc'],
    ['ab\u0001c\u007F', 'abc'],
    ['\u202Eabc', 'abc'],
    [' \u2066nizami\u2069 ', 'nizami'],
  ])('takes control and bidi characters out of the term (case %#)', (q, term) => {
    expect(readSearchRequest({ q })).toEqual({ ...NOTHING_ASKED, kind: 'search', term, page: 1 });
  });

  it('gives back the filters as typed, without control and bidi characters', () => {
    const asked = readSearchRequest({ q: 'a', died: '19\u000090', born: '\u202E1900' });
    expect(asked.typed).toEqual({ category: '', died: '1990', born: '1900' });
    expect(asked.filters).toEqual({
      died: { from: 1990, to: 1990 },
      born: { from: 1900, to: 1900 },
    });
    expect(asked.problems).toEqual([]);
    expect(readSearchRequest({ q: 'U\u0000\u0308zeyir' })).toMatchObject({ term: 'Üzeyir' });
  });

  it('writes the term in composed form, as the API does', () => {
    const decomposed = 'U\u0308zeyir';
    expect(readSearchRequest({ q: decomposed })).toEqual({
      ...NOTHING_ASKED,
      kind: 'search',
      term: 'Üzeyir',
      page: 1,
    });
  });

  it('takes a term of the longest length and refuses a longer one', () => {
    const longest = 'a'.repeat(MAX_SEARCH_TERM);
    expect(readSearchRequest({ q: longest })).toMatchObject({ kind: 'search', term: longest });
    expect(readSearchRequest({ q: `${longest}b` })).toEqual({
      ...NOTHING_ASKED,
      kind: 'too-long',
      term: `${longest}b`,
    });
  });
});

describe('readSearchRequest with filters', () => {
  it('searches by filters alone, and by a name narrowed by them', () => {
    expect(readSearchRequest({ died: '1942' })).toEqual({
      kind: 'search',
      term: '',
      page: 1,
      filters: { died: { from: 1942, to: 1942 } },
      problems: [],
      typed: { category: '', died: '1942', born: '' },
    });
    expect(
      readSearchRequest({ q: 'ali', category: 'martyrs', born: '1990-2000', page: '2' }),
    ).toMatchObject({
      kind: 'search',
      term: 'ali',
      page: 2,
      filters: { category: 'martyrs', born: { from: 1990, to: 2000 } },
      problems: [],
    });
  });

  it('leaves a bad filter out, names it and keeps what was typed', () => {
    expect(readSearchRequest({ q: 'ali', died: 'abc', category: 'heroes' })).toEqual({
      kind: 'search',
      term: 'ali',
      page: 1,
      filters: {},
      problems: [
        { filter: 'category', reason: 'unknown-category' },
        { filter: 'died', reason: 'not-a-year' },
      ],
      typed: { category: 'heroes', died: 'abc', born: '' },
    });
    expect(readSearchRequest({ died: '1950-1940' })).toMatchObject({
      kind: 'blank',
      problems: [{ filter: 'died', reason: 'reversed' }],
    });
  });
});

describe('searchPageHref', () => {
  it('carries the filters, and leaves out a blank term', () => {
    const filters = {
      category: 'genealogy',
      died: { from: 1941, to: 1945 },
      born: { from: 1900, to: 1900 },
    } as const;
    expect(searchPageHref('', 1, filters)).toBe(
      '/search?category=genealogy&died=1941-1945&born=1900',
    );
    expect(searchPageHref('')).toBe('/search');
    expect(searchPageHref('ali', 2, { died: { from: 2020, to: 2020 } })).toBe(
      '/search?q=ali&died=2020&page=2',
    );
  });

  it.each([
    ['hacibeyov', 1, '/search?q=hacibeyov'],
    ['hacibeyov', 2, '/search?q=hacibeyov&page=2'],
    ['ali məmməd', 3, '/search?q=ali+m%C9%99mm%C9%99d&page=3'],
    ['a&page=9', 1, '/search?q=a%26page%3D9'],
  ])('%s, page %i: %s', (term, page, href) => {
    expect(searchPageHref(term, page)).toBe(href);
  });
});

describe('tidySearchHref', () => {
  it('drops the blank fields a plain form sends, keeping the rest as typed', () => {
    expect(tidySearchHref({ q: 'ali', category: '', died: '', born: '' })).toBe('/search?q=ali');
    expect(tidySearchHref({ q: '', category: 'martyrs', died: '1992', born: ' ' })).toBe(
      '/search?category=martyrs&died=1992',
    );
    expect(tidySearchHref({ q: 'ali', died: 'abc', born: '' })).toBe('/search?q=ali&died=abc');
    expect(tidySearchHref({ q: '', category: '', died: '', born: '' })).toBe('/search');
  });

  it('leaves an address without blank fields alone', () => {
    expect(tidySearchHref({})).toBeNull();
    expect(tidySearchHref({ q: 'ali', died: '1942', page: '2', other: '' })).toBeNull();
  });
});
