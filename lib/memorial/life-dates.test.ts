import { parseLifeDates } from './life-dates';

describe('parseLifeDates', () => {
  it.each([
    ['1141 – 1209', '1141', '1209'],
    ['1968-03-12 – 1992-02-26', '1968-03-12', '1992-02-26'],
    ['795 – 838', '0795', '0838'],
    ['? – 681', null, '0681'],
    ['XII – XIV', null, null],
    ['2007', null, null],
    // Day-first dates are read by datesInText alone (remembrance.ts, isoLifeDates).
    ['12.03.1968 – 26.02.1992', null, null],
    ['1920 – 05.06.2020', '1920', null],
    ['1985-2024', '1985', '2024'],
    ['1985-03-12', null, null],
    ['1985 - 2024', '1985', '2024'],
    ['1990—2020', '1990', '2020'],
    ['', null, null],
  ])('%s', (text, birth, death) => {
    expect(parseLifeDates(text)).toEqual({ birth, death });
  });
});
