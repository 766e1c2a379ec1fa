import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FramedImage } from '@/components/services/framed-image';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { ServiceTexts } from '@/components/services/service-texts';
import { PageCover } from '@/components/ui/page-cover';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getGenealogyService } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import { inPageLang, type Locale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ lang: Locale }> };

const PRODUCT_IMAGE = '/media/services/genealogy-product.webp';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/services/genealogy-compilation', [
    getGenealogyService(),
  ]);
}

export default async function GenealogyService({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, genealogy] = await Promise.all([
    getTranslations(),
    orUnavailable(getGenealogyService(), 'genealogy service'),
  ]);
  if (genealogy === 'unavailable') {
    return <UnavailableContent lang={lang} path="/services/genealogy-compilation" />;
  }
  return (
    <>
      <PageCover title={t('header.genealogyCompilation')} />
      <ServiceTexts
        text1={inPageLang(genealogy?.text1, lang)}
        text2={inPageLang(genealogy?.text2, lang)}
        media={
          <FramedImage
            src={PRODUCT_IMAGE}
            alt={t('Services.genealogyImageAlt')}
            sizes="(max-width: 992px) 100vw, 560px"
          />
        }
      />
    </>
  );
}
