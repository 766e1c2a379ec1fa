import 'server-only';
import type { Locale } from '@/lib/api/types';
import { env } from '@/lib/env';
import { localizePath } from '@/lib/i18n/locale';

/** The public absolute URL of a page in a language (SITE_URL + the localized path). */
export function absoluteUrl(path: string, lang: Locale): string {
  return `${env.SITE_URL}${localizePath(path, lang)}`;
}
