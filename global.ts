// The module augmented below must resolve in this file.
import type {} from 'next-intl';
import type { Locale as SiteLocale } from '@/lib/i18n/locale';
import type messages from '@/messages/az.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: typeof messages;
  }
}
