// Spec §9: az is the default and has no path prefix.
export const LOCALES = ['az', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'az';
// Spec §9 names the localStorage key.
export const LOCALE_STORAGE_KEY = 'i18nextLng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// Falls back to Azerbaijani when the active language's text is empty; `lang` says which it is.
export function pickLang(
  map: Record<Locale, string | null | undefined>,
  lang: Locale,
): { value: string; lang: Locale } {
  const own = map[lang]?.trim() ?? '';
  if (own || lang === DEFAULT_LOCALE) return { value: own, lang };
  return { value: map[DEFAULT_LOCALE]?.trim() ?? '', lang: DEFAULT_LOCALE };
}

export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(az|en|ru)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

export function localizePath(pathname: string, target: Locale): string {
  const { path } = parseLocalePath(pathname);
  if (target === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${target}` : `/${target}${path}`;
}

export function storeLocaleCookie(locale: Locale): void {
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
