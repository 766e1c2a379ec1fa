import 'server-only';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { env } from '@/lib/env';

export function absoluteUrl(path: string, lang: Locale): string {
  return `${env.SITE_URL}${localizePath(path, lang)}`;
}
