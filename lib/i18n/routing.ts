import { defineRouting } from 'next-intl/routing';
import { LOCALES } from '@/lib/i18n/locale';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'az',
  localePrefix: 'as-needed',
  // The stored choice: the server reads this cookie; the client mirrors it to localStorage.
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  localeDetection: true,
  // Every page names its language versions in its HTML and in the sitemap; the same list in a
  // Link header on every response cost ~6% of throughput and grew with the path.
  alternateLinks: false,
});
