import { browserLocale, negotiateLocale, storedLocale } from './negotiate';

describe('storedLocale', () => {
  it.each([
    ['NEXT_LOCALE=en', 'en'],
    ['a=1; NEXT_LOCALE=ru; b=2', 'ru'],
    ['NEXT_LOCALE=de', null],
    ['XNEXT_LOCALE=en', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (cookie, lang) => {
    expect(storedLocale(cookie)).toBe(lang);
  });
});

describe('browserLocale', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['en;q=0.5, az', 'az'],
    ['EN-gb', 'en'],
    ['ru;q=0, en;q=0.1', 'en'],
    ['de, fr', null],
    ['*', null],
    ['', null],
    ['en;q=abc', 'en'],
  ])('%s -> %s', (header, lang) => {
    expect(browserLocale(header)).toBe(lang);
  });
});

describe('negotiateLocale (spec §4: stored choice, then the browser, else az)', () => {
  it('prefers the stored choice', () => {
    expect(negotiateLocale('NEXT_LOCALE=en', 'ru')).toBe('en');
    expect(negotiateLocale('NEXT_LOCALE=az', 'ru')).toBe('az');
  });
  it('then the browser language, else az', () => {
    expect(negotiateLocale(null, 'ru-RU')).toBe('ru');
    expect(negotiateLocale('NEXT_LOCALE=xx', 'de')).toBe('az');
  });
});
