import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/api/types';
import { pageMetadata } from '@/lib/seo';
import { PageCover } from '@/components/ui/page-cover';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang });
  return {
    ...(await pageMetadata({ lang, path: '/', title: t('header.0') })),
    title: { absolute: `${t('Metadata.brand')} — ${t('footer.7')}` },
  };
}

/** Home. Issue #4 builds the hero, service tiles, about teaser and cover block. */
export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations();
  return (
    <PageCover title={t('Metadata.brand')}>
      <p className="prose">{t('Metadata.description')}</p>
    </PageCover>
  );
}
