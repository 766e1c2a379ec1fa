export function isUnsatisfiableRange(range: string | null, size: number): boolean {
  if (range === null || !/^ *bytes=/.test(range)) return false;
  return range
    .slice(range.indexOf('=') + 1)
    .split(',')
    .every((spec) => {
      const [first = '', last = ''] = spec.split('-');
      let start = parseInt(first, 10);
      let end = parseInt(last, 10);
      if (Number.isNaN(start)) {
        start = size - end;
        end = size - 1;
      } else if (Number.isNaN(end) || end > size - 1) {
        end = size - 1;
      }
      return Number.isNaN(start) || Number.isNaN(end) || start > end || start < 0;
    });
}

export function wholeForLongSuffix(range: string | null, size: number): string | null {
  if (range === null || !/^ *bytes=/.test(range)) return range;
  return range.replace(/([=,] *)-(\d+)/g, (spec, before: string, length: string) =>
    Number(length) > size ? `${before}0-` : spec,
  );
}
