import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/api/types';
import { pageMetadata } from '@/lib/seo';
import { PageCover } from '@/components/ui/page-cover';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang });
  return pageMetadata({ lang, path: '/about', title: t('header.1') });
}

/** About. Issue #4 builds the intro, how-it-works, partners carousel and example strip. */
export default async function AboutPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations();
  return (
    <PageCover title={t('header.1')} />
  );
}
