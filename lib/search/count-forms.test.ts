import { countForms, sayCount } from './count-forms';
import az from '@/messages/az.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { IntlMessageFormat } from 'intl-messageformat';

describe('the header search says how many it found, in the language', () => {
  it.each([
    [
      'az',
      az,
      [
        [0, 'Heç nə tapılmadı'],
        [1, '1 nəticə tapıldı'],
        [12, '12 nəticə tapıldı'],
      ],
    ],
    [
      'en',
      en,
      [
        [0, 'Nothing found'],
        [1, '1 record found'],
        [3, '3 records found'],
      ],
    ],
    [
      'ru',
      ru,
      [
        [1, 'Найдена 1 запись'],
        [3, 'Найдено 3 записи'],
        [11, 'Найдено 11 записей'],
        [21, 'Найдена 21 запись'],
      ],
    ],
  ] as const)('%s', (lang, messages, cases) => {
    // As next-intl formats it (its own formatter is this library).
    const message = new IntlMessageFormat(messages.SearchPage.count, lang);
    const forms = countForms(lang, (count) => String(message.format({ count })));
    for (const [count, text] of cases) expect(sayCount(forms, lang, count)).toBe(text);
  });
});

it('takes a language it does not know for the default, never throwing', () => {
  const forms = { none: 'none', other: '# found' };
  expect(sayCount(forms, '_next' as never, 2)).toBe('2 found');
  expect(countForms('x_y' as never, (n) => `${n} found`).other).toBe('# found');
});
