import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locale';

/** A count's sentence in each plural form of the language ('#' for the number), and none. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { none: string };

const pluralRules = (lang: string) => new Intl.PluralRules(isLocale(lang) ? lang : DEFAULT_LOCALE);

export function countForms(lang: Locale, say: (count: number) => string): CountForms {
  const rules = pluralRules(lang);
  const forms: CountForms = { none: say(0) };
  for (let n = 1; n <= 30; n++) forms[rules.select(n)] ??= say(n).replace(String(n), '#');
  return forms;
}

export function sayCount(forms: CountForms, lang: Locale, count: number): string {
  if (count === 0) return forms.none;
  const form = forms[pluralRules(lang).select(count)] ?? forms.other ?? '#';
  return form.replace('#', String(count));
}
