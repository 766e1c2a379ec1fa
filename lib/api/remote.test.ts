import { remoteSource } from './remote';

const figure = (id: number) => ({
  id,
  name: { az: `N${id}`, en: `N${id}`, ru: `N${id}` },
  date: '1900 – 1980',
  photo_title: null,
  genealogy_id: null,
  category: { id: 1, title: { az: 'A', en: 'Public figures', ru: 'О' } },
});

describe('remoteSource search', () => {
  // The operator's API knows only `?key=`: it answers its own first results, here 20.
  const calls: string[] = [];
  const source = remoteSource({
    baseUrl: 'https://content.example',
    timeoutMs: 1000,
    fetchImpl: async (input) => {
      calls.push(String(input));
      return Response.json({
        success: true,
        figures: Array.from({ length: 20 }, (_, i) => figure(i + 1)),
      });
    },
  });
  const ids = (found: { id: number }[]) => found.map((f) => f.id);

  beforeEach(() => calls.splice(0));

  it('asks by key alone and answers what the API answers without a window', async () => {
    expect(ids(await source.search('ali məmməd'))).toHaveLength(20);
    expect(calls).toEqual(['https://content.example/api/v1/search?key=ali%20m%C9%99mm%C9%99d']);
  });

  it('cuts a window from that answer; past it, nothing', async () => {
    expect(ids(await source.search('a', { offset: 0, limit: 13 }))).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    expect(ids(await source.search('a', { offset: 12, limit: 13 }))).toEqual(
      Array.from({ length: 8 }, (_, i) => i + 13),
    );
    expect(await source.search('a', { offset: 24, limit: 13 })).toEqual([]);
    expect(calls.every((url) => url.endsWith('/api/v1/search?key=a'))).toBe(true);
  });
});
