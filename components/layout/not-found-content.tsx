import type { Metadata } from 'next';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { notFoundMetadata } from '@/lib/seo/page-metadata';
import { PageMessage } from './page-message';

type NotFoundProps = { lang: Locale; noDetails?: boolean };

export async function NotFoundContent({ lang, noDetails }: NotFoundProps) {
  const t = await getTranslations({ locale: lang });
  return (
    <PageMessage
      id="not-found-title"
      code="404"
      title={t('NotFound.title')}
      text={t(noDetails ? 'DetailCard.noDetails' : 'NotFound.text')}
      home={t('NotFound.home')}
    />
  );
}

/** A layout beside a not-found.tsx: it gets no params, so its language is set before it renders. */
export async function LanguageOfNotFound(props: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  setRequestLocale((await props.params).lang as Locale);
  return props.children;
}

export async function NotFoundHere({ noDetails }: { noDetails?: boolean }) {
  return <NotFoundContent lang={(await getLocale()) as Locale} noDetails={noDetails} />;
}
export const notFoundHereMetadata = async (): Promise<Metadata> =>
  notFoundMetadata((await getLocale()) as Locale);

async function NotFoundStatus(): Promise<never> {
  notFound();
}

/**
 * A record that does not exist: the message in the server's HTML, and Next's 404 status from a
 * notFound() behind Suspense. A plain notFound() sends an empty body (docs/next-upstream.md).
 * Only on ISR pages, whose prerender keeps what is outside the boundary.
 */
export async function NotFoundPage(props: NotFoundProps) {
  return (
    <>
      <NotFoundContent {...props} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
