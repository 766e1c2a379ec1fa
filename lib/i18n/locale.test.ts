import { hasText } from '@/lib/html';
import {
  inPageLang,
  isLocale,
  langIfOther,
  languageLinkHref,
  localizePath,
  parseLocalePath,
  pickLang,
  pickName,
} from './locale';

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

describe('languageLinkHref', () => {
  it("is localizePath's, but the az home is /az, which stores the choice (/ is negotiated)", () => {
    expect(languageLinkHref('/en', 'az')).toBe('/az');
    expect(languageLinkHref('/', 'az')).toBe('/az');
    expect(languageLinkHref('/en/about', 'az')).toBe('/about');
    expect(languageLinkHref('/', 'ru')).toBe('/ru');
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

describe('pickName', () => {
  const only = (lang: 'az' | 'en' | 'ru', value: string) => ({
    az: '',
    en: null,
    ru: '  ',
    [lang]: value,
  });

  it.each([
    ['az', only('en', 'Nizami Ganjavi'), { value: 'Nizami Ganjavi', lang: 'en' }],
    ['az', only('ru', 'Низами'), { value: 'Низами', lang: 'ru' }],
    [
      'en',
      { az: 'Nizami Gəncəvi', en: ' ', ru: 'Низами' },
      { value: 'Nizami Gəncəvi', lang: 'az' },
    ],
    ['ru', only('en', 'Nizami Ganjavi'), { value: 'Nizami Ganjavi', lang: 'en' }],
    ['en', { az: 'A', en: ' B ', ru: 'C' }, { value: 'B', lang: 'en' }],
  ] as const)('on a %s page, %j reads %j', (page, name, expected) => {
    expect(pickName(name, page)).toEqual(expected);
  });

  it('passes over a title that is only tags, when told what shows', () => {
    const title = { az: '<p> </p>', en: '<b>Family X</b>', ru: '' };
    expect(pickName(title, 'az', hasText)).toEqual({ value: '<b>Family X</b>', lang: 'en' });
    expect(pickName(title, 'az')).toEqual({ value: '<p> </p>', lang: 'az' });
  });

  it("is blank only when the record has no name at all, in the page's language", () => {
    expect(pickName({ az: ' ', en: '', ru: null }, 'ru')).toEqual({ value: '', lang: 'ru' });
  });

  it('other text keeps the rule of the spec: only az stands in for a missing translation', () => {
    expect(pickLang(only('en', 'Text'), 'az')).toEqual({ value: '', lang: 'az' });
    expect(pickLang(only('az', 'Mətn'), 'ru')).toEqual({ value: 'Mətn', lang: 'az' });
  });

  it("shows the operator's text in az where the page's language has none, marked as az", () => {
    expect(inPageLang(only('az', 'Mətn'), 'ru')).toEqual({ value: 'Mətn', lang: 'az' });
    expect(inPageLang({ az: 'Mətn', en: 'Text', ru: null }, 'en')).toEqual({
      value: 'Text',
      lang: undefined,
    });
    expect(inPageLang(undefined, 'en')).toEqual({ value: '', lang: undefined });
  });

  it('says the language only when it is not the page’s', () => {
    expect(langIfOther({ value: 'x', lang: 'en' }, 'az')).toBe('en');
    expect(langIfOther({ value: 'x', lang: 'az' }, 'az')).toBeUndefined();
  });
});
