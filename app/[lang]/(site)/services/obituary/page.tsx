import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { ServiceTexts } from '@/components/services/service-texts';
import { PageCover } from '@/components/ui/page-cover';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getObituary } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import { inPageLang, type Locale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/services/obituary', [getObituary()]);
}

export default async function ObituaryService({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, obituary] = await Promise.all([
    getTranslations(),
    orUnavailable(getObituary(), 'obituary'),
  ]);
  if (obituary === 'unavailable') {
    return <UnavailableContent lang={lang} path="/services/obituary" />;
  }
  return (
    <>
      <PageCover title={t('header.obituary')} />
      {obituary && (
        <ServiceTexts
          text1={inPageLang(obituary.text1, lang)}
          text2={inPageLang(obituary.text2, lang)}
        />
      )}
    </>
  );
}
