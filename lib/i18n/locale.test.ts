import { isLocale, localizePath, parseLocalePath } from './locale';

describe('localizePath', () => {
  it.each([
    ['/about', 'en', '/en/about'],
    ['/en/about', 'ru', '/ru/about'],
    ['/ru/about', 'az', '/about'],
    ['/en', 'az', '/'],
    ['/', 'en', '/en'],
    ['/', 'az', '/'],
    ['/ru', 'en', '/en'],
    ['/category/martyrs/12', 'ru', '/ru/category/martyrs/12'],
    ['/english-page', 'en', '/en/english-page'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });
});

describe('parseLocalePath', () => {
  it('reads the prefix only as a whole segment', () => {
    expect(parseLocalePath('/en/about')).toEqual({ locale: 'en', path: '/about' });
    expect(parseLocalePath('/enigma')).toEqual({ locale: 'az', path: '/enigma' });
    expect(parseLocalePath('/ru')).toEqual({ locale: 'ru', path: '/' });
  });
});

describe('isLocale', () => {
  it('accepts only az, en and ru', () => {
    expect(['az', 'en', 'ru'].every(isLocale)).toBe(true);
    expect(['de', 'EN', '', null, 1].some(isLocale)).toBe(false);
  });
});
