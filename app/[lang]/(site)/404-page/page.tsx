import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Locale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

// The proxy serves this at /404, /en/404 and /ru/404 with status 404; unreachable at this path.
export default async function NotFoundPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <NotFoundContent lang={lang} />;
}
