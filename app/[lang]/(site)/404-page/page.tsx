import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Locale } from '@/lib/i18n/locale';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).lang);
}

// The proxy serves this at /404, /en/404 and /ru/404 with status 404; unreachable at this path.
export default async function NotFoundPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <NotFoundContent lang={lang} />;
}
