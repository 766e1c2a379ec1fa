import { parseLifeDates } from './life-dates';

describe('parseLifeDates', () => {
  it.each([
    ['12.03.1968 – 26.02.1992', '1968-03-12', '1992-02-26'],
    ['1141 – 1209', '1141', '1209'],
    ['795 – 838', '0795', '0838'],
    ['? – 681', null, '0681'],
    ['XII – XIV', null, null],
    ['2007', null, null],
    ['31.02.1990 – 01.01.2000', null, '2000-01-01'],
    ['1985-2024', null, null],
    ['1985 - 2024', '1985', '2024'],
    ['1990—2020', '1990', '2020'],
    ['', null, null],
  ])('%s', (text, birth, death) => {
    expect(parseLifeDates(text)).toEqual({ birth, death });
  });
});
