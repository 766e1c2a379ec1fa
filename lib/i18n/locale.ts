import { LOCALES, type Locale } from '@/lib/api/types';

export const DEFAULT_LOCALE: Locale = 'az';
/** localStorage key of the stored language choice (spec §9). */
export const LOCALE_STORAGE_KEY = 'i18nextLng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
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
