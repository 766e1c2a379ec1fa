/** The site's languages (spec §9); az is the default and has no path prefix. */
export const LOCALES = ['az', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'az';
/** localStorage key of the stored language choice (spec §9). */
export const LOCALE_STORAGE_KEY = 'i18nextLng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A per-language text in the active language, falling back to Azerbaijani (the site's fallback
 * language) when the active one is empty. `lang` tells which language the text is in.
 */
export function pickLang(
  map: Record<Locale, string | null | undefined>,
  lang: Locale,
): { value: string; lang: Locale } {
  const own = map[lang]?.trim() ?? '';
  if (own || lang === DEFAULT_LOCALE) return { value: own, lang };
  return { value: map[DEFAULT_LOCALE]?.trim() ?? '', lang: DEFAULT_LOCALE };
}

/** Splits a pathname into its language and the path inside that language. */
export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(az|en|ru)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/** The same page in another language: `/about` -> `/en/about`, `/en` -> `/` (az has no prefix). */
export function localizePath(pathname: string, target: Locale): string {
  const { path } = parseLocalePath(pathname);
  if (target === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${target}` : `/${target}${path}`;
}

/** Writes the stored language choice the server reads (next-intl's cookie), for a year. */
export function storeLocaleCookie(locale: Locale): void {
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
