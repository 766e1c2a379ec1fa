import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import type { Locale } from '@/lib/api/types';
import { env } from '@/lib/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return {
    metadataBase: new URL(env.SITE_URL),
    title: `${t('NotFound.title')} | ${t('Metadata.brand')}`,
    description: t('Metadata.description'),
    robots: { index: false, follow: true },
  };
}

/**
 * The /404 page of every language (the proxy rewrites /404, /en/404 and /ru/404 here and names
 * the language). Rendered as Next's own not-found route, it is server-rendered with status 404.
 */
export default async function NotFoundPage() {
  const lang = (await getLocale()) as Locale;
  return (
    <SiteDocument lang={lang}>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    </SiteDocument>
  );
}
