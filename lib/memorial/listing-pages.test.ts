import { listingState, loadPages, MAX_SERVER_PAGES, requestedPages } from './listing-pages';

describe('requestedPages', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['050', 1],
    [String(MAX_SERVER_PAGES), MAX_SERVER_PAGES],
    [String(MAX_SERVER_PAGES + 1), 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
    [['2', '3'], 2],
  ] as const)('%j asks for %i pages', (raw, n) => {
    expect(requestedPages(raw as string | string[] | undefined)).toBe(n);
  });
});

describe('loadPages', () => {
  // 33 records in pages of 12: 12 + 12 + 9.
  const source = (total: number, size: number) => {
    const calls: number[] = [];
    const load = async (page: number) => {
      calls.push(page);
      const start = (page - 1) * size;
      const items = Array.from(
        { length: Math.max(0, Math.min(size, total - start)) },
        (_, i) => start + i,
      );
      return { items, received: items.length };
    };
    return { calls, load };
  };

  it('loads the pages asked for', async () => {
    const { calls, load } = source(33, 12);
    const pages = await loadPages(2, 12, load);
    expect(pages.map((p) => p.items.length)).toEqual([12, 12]);
    expect(calls).toEqual([1, 2]);
  });

  it('reads pages in waves of five together, and stops after the wave with the short page', async () => {
    const { calls, load } = source(33, 12);
    const pages = await loadPages(50, 12, load);
    expect(pages.map((p) => p.items.length)).toEqual([12, 12, 9]);
    expect(calls).toEqual([1, 2, 3, 4, 5]);
    const many = source(80, 12);
    expect((await loadPages(9, 12, many.load)).map((p) => p.items.length)).toEqual([
      12, 12, 12, 12, 12, 12, 8,
    ]);
    expect(many.calls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('stops after an empty page when the total is a multiple of the size', async () => {
    const { calls, load } = source(24, 12);
    expect((await loadPages(5, 12, load)).map((p) => p.items.length)).toEqual([12, 12, 0]);
    expect(calls).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps what loaded before a failure', async () => {
    const pages = await loadPages(3, 2, async (page) =>
      page === 2 ? null : { items: [page, page], received: 2 },
    );
    expect(pages).toEqual([{ items: [1, 1], received: 2 }]);
  });

  it('goes on after a full page that lost a malformed item: only a page sent short ends it', async () => {
    const calls: number[] = [];
    const pages = await loadPages(3, 12, async (page) => {
      calls.push(page);
      const items = Array.from({ length: page === 1 ? 11 : 12 }, (_, i) => i);
      return { items, received: 12 };
    });
    expect(pages.map((p) => p.items.length)).toEqual([11, 12, 12]);
    expect(calls).toEqual([1, 2, 3]);
  });
});

describe('listingState', () => {
  it('marks a listing incomplete only when a page it asked for failed', () => {
    const page = (n: number, received = n) => ({
      items: Array.from({ length: n }, (_, i) => i),
      received,
    });
    expect(listingState([], 1, 12)).toEqual({ 'data-page-state': 'incomplete' });
    expect(listingState([page(12)], 2, 12)).toEqual({ 'data-page-state': 'incomplete' });
    expect(listingState([page(12), page(12)], 2, 12)).toEqual({});
    // Ended by a short page before the count: whole.
    expect(listingState([page(12), page(9)], 50, 12)).toEqual({});
    expect(listingState([page(0)], 1, 12)).toEqual({});
    // Short only because the site dropped a malformed item: the list goes on.
    expect(listingState([page(12), page(11, 12)], 3, 12)).toEqual({
      'data-page-state': 'incomplete',
    });
  });
});
