import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it.each<[string | number, string]>([
    ['plain', '"plain"'],
    ['', '""'],
    ['Həsənova, Leyla', '"Həsənova, Leyla"'],
    ['say "salam"', '"say ""salam"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['a\r\nb', '"a\r\nb"'],
    ['=HYPERLINK("http://x.example","y")', `"'=HYPERLINK(""http://x.example"",""y"")"`],
    ['+994 55 111 22 33', `"'+994 55 111 22 33"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\t=1+1', `"'\t'=1+1"`],
    ['＝1+1', `"'＝1+1"`],
    ['a=b', '"a=b"'],
    // A spreadsheet that splits on ';' (az, ru, de) would start a cell after the ';'.
    ["Salam;=cmd|' /C calc'!A0", `"Salam;'=cmd|' /C calc'!A0"`],
    ['a; =1+1', `"a; '=1+1"`],
    ['a;"=1+1', `"a;""'=1+1"`],
    ['a|@x', `"a|'@x"`],
    ['first line\n=2+2', `"first line\n'=2+2"`],
    [42, '"42"'],
    [-1, '"-1"'],
  ])('%j -> %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

/** The cells of a CSV line as a spreadsheet with `separator` and no regard for quotes reads them. */
const naiveCells = (csv: string, separator: string) =>
  csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));

describe('toCsv', () => {
  it('quotes every field, joins them with commas and rows with CRLF, ending with a line break', () => {
    expect(
      toCsv([
        ['id', 'name'],
        [1, 'Leyla, "Ley"'],
        [2, 'Anar\nƏliyev'],
      ]),
    ).toBe('"id","name"\r\n"1","Leyla, ""Ley"""\r\n"2","Anar\nƏliyev"\r\n');
  });

  it('is empty for no rows', () => {
    expect(toCsv([])).toBe('');
  });

  it.each([',', ';', '\t', '|'])(
    'leaves no cell that starts a formula when read with %j as separator',
    (separator) => {
      const hostile = [
        "Salam;=cmd|' /C calc'!A0",
        '=1+1',
        'x,+1',
        'x\t-1',
        'x|@A1',
        'x\r\n=2',
        'x; "=3"',
        '＠A1',
      ];
      const csv = toCsv([hostile, hostile.map((h) => `pre ${h}`)]);
      for (const cell of naiveCells(csv, separator)) {
        expect(cell.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/);
      }
    },
  );
});
