import { isUnsatisfiableRange, wholeForLongSuffix } from './byte-range';

describe('isUnsatisfiableRange', () => {
  it.each([
    ['bytes=999999999-', 6744],
    ['bytes=6744-', 6744],
    ['bytes=5-2', 6744],
    ['bytes=-0', 6744],
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

describe('wholeForLongSuffix', () => {
  it.each([
    ['bytes=-999999', 'bytes=0-'],
    ['bytes=-6745', 'bytes=0-'],
    ['bytes=-6744', 'bytes=-6744'],
    ['bytes=-5', 'bytes=-5'],
    ['bytes=0-9, -999999', 'bytes=0-9, 0-'],
    ['bytes=-0', 'bytes=-0'],
    ['bytes=100-200', 'bytes=100-200'],
    ['items=-999999', 'items=-999999'],
  ])('%s is read as %s', (range, expected) => {
    const read = wholeForLongSuffix(range, 6744);
    expect(read).toBe(expected);
  });

  it('what it reads is satisfiable', () => {
    expect(isUnsatisfiableRange(wholeForLongSuffix('bytes=-999999', 6744), 6744)).toBe(false);
    expect(isUnsatisfiableRange(wholeForLongSuffix('bytes=-1', 0), 0)).toBe(true);
  });
});
