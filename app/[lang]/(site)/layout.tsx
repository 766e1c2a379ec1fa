import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import type { Locale } from '@/lib/i18n/locale';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export default async function SiteLayout({ children, params }: Props) {
  // Every layout sets the language so next-intl never needs the request headers (static rendering).
  const lang = (await params).lang as Locale;
  setRequestLocale(lang);
  return <SiteShell lang={lang}>{children}</SiteShell>;
}
