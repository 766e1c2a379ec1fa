import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** By primary subtag (`ru-RU,ru;q=0.9,en;q=0.8` → ru); q=0 means "not this"; ties keep order. */
export function browserLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 32)
    .map((entry, order) => {
      const [range = '', ...params] = entry.trim().split(';');
      const q = params
        .map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1])
        .find(Boolean);
      return {
        lang: range.trim().toLowerCase().split('-')[0]!,
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.lang))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranked[0]?.lang as Locale | undefined) ?? null;
}

/** Spec §4: the stored choice (the LOCALE_COOKIE value), then the browser language, else az. */
export function negotiateLocale(
  stored: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  return (isLocale(stored) ? stored : null) ?? browserLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}
