import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it.each<[string | number, string]>([
    ['plain', 'plain'],
    ['', ''],
    ['Həsənova, Leyla', '"Həsənova, Leyla"'],
    ['say "salam"', '"say ""salam"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['a\r\nb', '"a\r\nb"'],
    ['=HYPERLINK("http://x.example","y")', `"'=HYPERLINK(""http://x.example"",""y"")"`],
    ['+994 55 111 22 33', "'+994 55 111 22 33"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
    [42, '42'],
    [-1, '-1'],
  ])('%j -> %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF, ending with a line break', () => {
    expect(toCsv([['id', 'name'], [1, 'Leyla, "Ley"'], [2, 'Anar\nƏliyev']])).toBe(
      'id,name\r\n1,"Leyla, ""Ley"""\r\n2,"Anar\nƏliyev"\r\n',
    );
  });
  it('is empty for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
