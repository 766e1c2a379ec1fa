import { acceptsBrotli, withoutBrotli } from './compression.mjs';

describe('server/compression.mjs', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['gzip, *', true],
    ['gzip', false],
    ['', false],
    [undefined, false],
    ['br;q=0, *', false],
    ['br;q=0', false],
    ['*;q=0', false],
    ['br;q=abc', false],
  ])('Accept-Encoding %p accepts brotli: %p', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'gzip, deflate, zstd'],
    ['BR;q=1, gzip;q=0.5', 'gzip;q=0.5'],
    ['br', ''],
    ['gzip, *', 'gzip, *, br;q=0'],
    ['*;q=0.1', '*;q=0.1, br;q=0'],
    [undefined, ''],
  ])('Accept-Encoding %p without brotli is %p', (header, expected) => {
    expect(withoutBrotli(header)).toBe(expected);
    expect(acceptsBrotli(withoutBrotli(header))).toBe(false);
  });
});
