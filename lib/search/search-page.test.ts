import { MAX_PAGE } from '@/lib/paging';
import {
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

describe('readSearchRequest', () => {
  it.each([{}, { q: '' }, { q: '   ' }, { q: [] as string[] }, { q: '\t\n', page: '3' }])(
    '%j is blank',
    (params) => {
      expect(readSearchRequest(params)).toEqual({ kind: 'blank' });
    },
  );

  it('trims the term and reads the page', () => {
    expect(readSearchRequest({ q: '  hacibeyov ', page: '2' })).toEqual({
      kind: 'search',
      term: 'hacibeyov',
      page: 2,
    });
    expect(readSearchRequest({ q: ['nizami', 'other'], page: 'nope' })).toEqual({
      kind: 'search',
      term: 'nizami',
      page: 1,
    });
  });

  it('writes the term in composed form, as the API does', () => {
    const decomposed = 'U\u0308zeyir';
    expect(readSearchRequest({ q: decomposed })).toEqual({
      kind: 'search',
      term: 'Üzeyir',
      page: 1,
    });
  });

  it('takes a term of the longest length and refuses a longer one', () => {
    const longest = 'a'.repeat(MAX_SEARCH_TERM);
    expect(readSearchRequest({ q: longest })).toMatchObject({ kind: 'search', term: longest });
    expect(readSearchRequest({ q: `${longest}b` })).toEqual({
      kind: 'too-long',
      term: `${longest}b`,
    });
  });
});

describe('searchPageHref', () => {
  it.each([
    ['hacibeyov', 1, '/search?q=hacibeyov'],
    ['hacibeyov', 2, '/search?q=hacibeyov&page=2'],
    ['ali məmməd', 3, '/search?q=ali+m%C9%99mm%C9%99d&page=3'],
    ['a&page=9', 1, '/search?q=a%26page%3D9'],
  ])('%s, page %i: %s', (term, page, href) => {
    expect(searchPageHref(term, page)).toBe(href);
  });
});
