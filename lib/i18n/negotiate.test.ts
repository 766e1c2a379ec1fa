import { browserLocale, negotiateLocale } from './negotiate';

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
    expect(negotiateLocale('en', 'ru')).toBe('en');
    expect(negotiateLocale('az', 'ru')).toBe('az');
  });
  it('then the browser language, else az', () => {
    expect(negotiateLocale(null, 'ru-RU')).toBe('ru');
    expect(negotiateLocale('xx', 'de')).toBe('az');
    expect(negotiateLocale(undefined, undefined)).toBe('az');
  });
});
