import { readRecordYears, recordDateColumns } from './record-years';

describe('readRecordYears', () => {
  it.each([
    ['30.12.1988 – 20.10.2020', 1988, 2020],
    ['1885 – 1948', 1885, 1948],
    ['795 – 838', 795, 838],
    ['1941-1945', 1941, 1945],
    ['1941 - 1945', 1941, 1945],
    ['1941—1945', 1941, 1945],
    ['1942-02-14 – 2001-10-03', 1942, 2001],
    ['14 fevral 1942 – 3 mart 2001', 1942, 2001],
    ['18.09.1885 – ?', 1885, null],
    ['? – 1066', null, 1066],
    ['? – 681', null, 681],
    ['12.03.1968 – 1992', 1968, 1992],
    ['12.03.1941-05.11.2020', 1941, 2020],
    ['12/03/1941 - 5/11/2020', 1941, 2020],
  ])('%s: born %p, died %p', (text, birth, death) => {
    expect(readRecordYears(text)).toEqual({ birth, death });
  });

  it.each([
    ['1942', 1942],
    ['14.02.1942', 1942],
    ['1942-02-14', 1942],
    ['fevral 1942', 1942],
    ['14 февраля 1942 г.', 1942],
    ['1162', 1162],
    ['  2007 ', 2007],
  ])('a single date %s is the year of death', (text, death) => {
    expect(readRecordYears(text)).toEqual({ birth: null, death });
  });

  it.each([
    '',
    '?',
    'XII',
    'XII – XIV',
    'Paleolit – XIV',
    '15-ci əsr',
    '14.02.42',
    'c. 1890s',
    "1890's",
    '1941 1945',
    '2150',
    '0000',
    '12345',
    '2020 – 1990',
    'a – b – c',
  ])('reads no year from %p', (text) => {
    expect(readRecordYears(text)).toEqual({ birth: null, death: null });
  });

  it('names the columns of a row', () => {
    expect(recordDateColumns('1885 – 1948')).toEqual({
      birth_year: 1885,
      death_year: 1948,
      death_day: null,
    });
    expect(recordDateColumns('12.03.1885 – 5 iyun 1948')).toEqual({
      birth_year: 1885,
      death_year: 1948,
      death_day: 605,
    });
    expect(recordDateColumns('XII')).toEqual({
      birth_year: null,
      death_year: null,
      death_day: null,
    });
  });
});
