import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { PageMessage } from './page-message';

export async function NotFoundContent({ lang }: { lang: Locale }) {
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  return (
    <PageMessage
      id="not-found-title"
      code="404"
      title={t('title')}
      text={t('text')}
      home={t('home')}
    />
  );
}

async function NotFoundStatus(): Promise<never> {
  notFound();
}

/**
 * A record that does not exist: the message in the server's HTML, and Next's 404 status from a
 * notFound() behind Suspense. A plain notFound() sends an empty body (docs/next-upstream.md).
 * Only on ISR pages, whose prerender keeps what is outside the boundary.
 */
export async function NotFoundPage({ lang }: { lang: Locale }) {
  return (
    <>
      <NotFoundContent lang={lang} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
