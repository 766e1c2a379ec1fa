import type { routing } from '@/lib/i18n/routing';
import type messages from '@/messages/az.json';

/** next-intl's types: the site's locales, and messages keyed as az.json (the source of truth). */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
