import { LOCALES } from '@/lib/site.mjs';

export { LOCALES };
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'az';

export const LANGUAGE_NAMES: Record<Locale, string> = {
  az: 'Azərbaycanca',
  en: 'English',
  ru: 'Русский',
};

export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|');
// Spec §9 names the localStorage key.
export const LOCALE_STORAGE_KEY = 'i18nextLng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

type LangMap = Record<Locale, string | null | undefined>;
type Picked = { value: string; lang: Locale };

export function pickLang(map: LangMap, lang: Locale): Picked {
  const own = map[lang]?.trim() ?? '';
  if (own || lang === DEFAULT_LOCALE) return { value: own, lang };
  return { value: map[DEFAULT_LOCALE]?.trim() ?? '', lang: DEFAULT_LOCALE };
}

/** A name in any spelling (the page's, az's, another's); `shows`: a value has text to see. */
export function pickName(
  map: LangMap,
  lang: Locale,
  shows = (value: string) => value !== '',
): Picked {
  for (const l of new Set([lang, DEFAULT_LOCALE, ...LOCALES])) {
    const value = map[l]?.trim() ?? '';
    if (shows(value)) return { value, lang: l };
  }
  return { value: '', lang };
}

export const ID_SLOT = { id: '{id}' }; // left in a server-translated message for an island to fill
export const fillId = (message: string, id: number) => message.replace(ID_SLOT.id, String(id));

export const langIfOther = (picked: Picked, page: Locale) =>
  picked.lang === page ? undefined : picked.lang;

export function inPageLang(map: LangMap | undefined, page: Locale): Shown {
  const picked = map ? pickLang(map, page) : { value: '', lang: page };
  return { value: picked.value, lang: langIfOther(picked, page) };
}
export type Shown = { value: string; lang: Locale | undefined };

/** `/en/…` → en; matched in any case, for the proxy to send `/EN/…` to its one spelling. */
export const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`, 'i');

export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  if (!match || !isLocale(match[1])) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1], path: pathname.slice(match[0].length) || '/' };
}

export function localizePath(pathname: string, target: Locale): string {
  const { path } = parseLocalePath(pathname);
  if (target === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${target}` : `/${target}${path}`;
}

/** The az home in the language menu: `/` is negotiated, `/az` stores the choice (proxy.ts). */
export const DEFAULT_HOME_LINK = `/${DEFAULT_LOCALE}`;

export function languageLinkHref(pathname: string, target: Locale): string {
  const href = localizePath(pathname, target);
  return href === '/' ? DEFAULT_HOME_LINK : href;
}

/** The cookie that mirrors the stored choice for the server, which negotiates `/` by it (proxy.ts). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const LOCALE_COOKIE_ATTRIBUTES = `path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;

export function storeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; ${LOCALE_COOKIE_ATTRIBUTES}`;
}
