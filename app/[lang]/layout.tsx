import type { Metadata, Viewport } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

// CONTENT_REVALIDATE_SECONDS (lib/api/cache-policy.ts): segment config must be a literal.
export const revalidate = 300;

// Nothing is rendered at build: a page is rendered by the server on its first visit, from the
// source its settings name (one build serves embedded, staging or production), then cached (ISR).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('brand'), template: `%s | ${t('brand')}` },
    description: t('description'),
    keywords: t('keywords'),
    robots: { index: true, follow: true },
    openGraph: { siteName: t('brand'), type: 'website' },
    applicationName: t('brand'),
  };
}

export const viewport: Viewport = { themeColor: '#1f3d36', width: 'device-width', initialScale: 1 };

export default async function LangLayout({ children, params }: Props) {
  const { lang } = await params;
  // A page's path under a prefix of files (/og/about): notFound() in this cached route is a 500.
  if (!isLocale(lang)) redirect(routes.notFound);
  setRequestLocale(lang);
  return <SiteDocument lang={lang}>{children}</SiteDocument>;
}
