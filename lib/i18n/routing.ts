import { defineRouting } from 'next-intl/routing';
import { LOCALES } from '@/lib/i18n/locale';

// For next-intl's navigation (Link, usePathname) only: no middleware runs it. A URL says its
// language (proxy.ts negotiates `/` alone), and the stored choice is written only by the language
// menu (lib/i18n/locale.ts storeLocaleCookie), never by visiting a page: responses stay shareable.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'az',
  localePrefix: 'as-needed',
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});
