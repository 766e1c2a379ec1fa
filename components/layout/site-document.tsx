import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/lora/index.css';
import '@/app/globals.css';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';

export function SiteDocument({ lang, children }: { lang: Locale; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
