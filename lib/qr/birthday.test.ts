import { formatBirthday } from './birthday';

describe('formatBirthday', () => {
  it.each([
    ['1988-04-12', '12.04.1988'],
    ['1975-09-03T00:00:00.000Z', '03.09.1975'],
    ['1958-04-15T00:00:00.000000Z', '15.04.1958'],
    // Midnight in Baku, sent in UTC: the day the family entered.
    ['1975-09-02T20:00:00.000000Z', '03.09.1975'],
    ['1975-09-03T00:00:00+04:00', '03.09.1975'],
    ['1975-01-02 00:00:00', '02.01.1975'],
    ['2000-12-31', '31.12.2000'],
    ['2001-02-30', '2001-02-30'],
    ['not a date', 'not a date'],
    ['  ', ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatBirthday(input)).toBe(expected);
  });
});
