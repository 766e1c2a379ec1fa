import 'server-only';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { env } from '@/lib/env';

/** The public absolute URL of a page in a language (SITE_URL + the localized path). */
export function absoluteUrl(path: string, lang: Locale): string {
  return `${env.SITE_URL}${localizePath(path, lang)}`;
}
