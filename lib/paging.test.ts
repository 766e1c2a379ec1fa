import { pageEndsPaging, parseId, parsePaging, showLoadMore } from './paging';

describe('paging rules', () => {
  it.each([
    [0, 12, true],
    [5, 12, true],
    [11, 12, true],
    [12, 12, false],
    [9, 9, false],
  ])('a page of %i with size %i ends paging: %s', (received, size, ends) => {
    expect(pageEndsPaging(received, size)).toBe(ends);
  });

  it('shows load more only with more, not loading, and a full page loaded', () => {
    const base = { more: true, loading: false, receivedCount: 12, pageSize: 12 };
    expect(showLoadMore(base)).toBe(true);
    expect(showLoadMore({ ...base, more: false })).toBe(false);
    expect(showLoadMore({ ...base, loading: true })).toBe(false);
    expect(showLoadMore({ ...base, receivedCount: 11 })).toBe(false);
    expect(showLoadMore({ ...base, receivedCount: 24 })).toBe(true);
  });
});

describe('parsePaging', () => {
  const parse = (qs: string) => parsePaging(new URLSearchParams(qs), 12);
  it('defaults to page 1 and the default limit', () => {
    expect(parse('')).toEqual({ ok: true, page: 1, limit: 12 });
  });
  it('reads valid values', () => {
    expect(parse('page=3&limit=9')).toEqual({ ok: true, page: 3, limit: 9 });
  });
  it.each([
    'page=0',
    'page=-1',
    'page=1.5',
    'page=abc',
    'page=',
    'page=99999',
    'limit=0',
    'limit=51',
    'limit=1e2',
    'page=%201',
    'page=02',
    'limit=012',
    'page=00',
  ])('rejects %s', (qs) => {
    const result = parse(qs);
    expect(result.ok).toBe(false);
  });
});

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['1.0', null],
    ['12abc', null],
    ['9999999999999', null],
    // The store's integer, where the index keeps the operator's ids (lib/site.mjs).
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['12345678901', null],
    // One address per record: a leading zero would be a second page and a second cache entry.
    ['01', null],
    ['000000000001', null],
    ['00', null],
  ])('%s -> %s', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });
});
