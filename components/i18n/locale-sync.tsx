'use client';

import { useEffect } from 'react';
import { LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/locale';

export function LocaleSync({ lang }: { lang: Locale }) {
  useEffect(() => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, lang);
    } catch {
      // Storage can be unavailable (private mode); the cookie still holds the choice.
    }
  }, [lang]);
  return null;
}
