import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/lora/index.css';
import '@/app/globals.css';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';

export function SiteDocument({ lang, children }: { lang: Locale; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>
        <NextIntlClientProvider locale={lang} messages={null}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
