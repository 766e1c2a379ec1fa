import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductList } from '@/components/services/product-list';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { ServiceTexts } from '@/components/services/service-texts';
import { PageCover } from '@/components/ui/page-cover';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getMemorialService } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import { inPageLang, type Locale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/services/memorial-page', [getMemorialService()]);
}

export default async function MemorialPageService({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, memorial] = await Promise.all([
    getTranslations(),
    orUnavailable(getMemorialService(), 'memorial'),
  ]);
  if (memorial === 'unavailable') {
    return <UnavailableContent lang={lang} path="/services/memorial-page" />;
  }
  return (
    <>
      <PageCover title={t('header.memorialPage')} />
      {memorial && (
        <>
          <ServiceTexts
            text1={inPageLang(memorial.text1, lang)}
            text2={inPageLang(memorial.text2, lang)}
          />
          <ProductList
            products={memorial.products}
            lang={lang}
            labels={{
              title: t('Services.productsTitle'),
              size: t('Services.size'),
              price: t('Services.price'),
            }}
          />
        </>
      )}
    </>
  );
}
