import { isUnsatisfiableRange } from './byte-range';

describe('isUnsatisfiableRange', () => {
  it.each([
    ['bytes=999999999-', 6744],
    ['bytes=6744-', 6744],
    ['bytes=5-2', 6744],
    ['bytes=-0', 6744],
    ['bytes=-999999', 6744],
    ['bytes=0-0', 0],
    ['bytes=7000-8000, 9000-', 6744],
  ])('%s of %d bytes is a 416', (range, size) => {
    expect(isUnsatisfiableRange(range, size)).toBe(true);
  });

  it.each([
    [null, 6744],
    ['bytes=0-9', 6744],
    ['bytes=0-999999999', 6744],
    ['bytes=6743-', 6744],
    ['bytes=-5', 6744],
    ['bytes=9000-, 0-1', 6744],
    ['items=999999999-', 6744],
  ])('%s of %d bytes is served', (range, size) => {
    expect(isUnsatisfiableRange(range, size)).toBe(false);
  });
});
