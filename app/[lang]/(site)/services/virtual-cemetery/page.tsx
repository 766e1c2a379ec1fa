import type { Metadata } from 'next';
import { preload } from 'react-dom';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RestartingVideo } from '@/components/services/restarting-video';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { ServiceTexts } from '@/components/services/service-texts';
import { PageCover } from '@/components/ui/page-cover';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getVirtualCemetery, getVr } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import { inPageLang, type Locale } from '@/lib/i18n/locale';
import { postersAvailable } from '@/lib/media/poster';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/services/virtual-cemetery', [
    getVirtualCemetery(),
    getVr(),
  ]);
}

export default async function VirtualCemeteryService({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, texts, video, posters] = await Promise.all([
    getTranslations(),
    orUnavailable(getVirtualCemetery(), 'virtual cemetery'),
    orUnavailable(getVr(), 'vr'),
    postersAvailable(),
  ]);
  if (texts === 'unavailable' || video === 'unavailable') {
    return <UnavailableContent lang={lang} path="/services/virtual-cemetery" />;
  }
  // The page's largest paint on a phone: a picture from the first bytes, not the video's frame.
  const poster = video && posters ? routes.poster('vr') : undefined;
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <PageCover title={t('header.virtualCemetery')} />
      <ServiceTexts
        text1={inPageLang(texts?.text1, lang)}
        text2={inPageLang(texts?.text2, lang)}
        media={
          video ? (
            <RestartingVideo src={video} poster={poster} label={t('Services.vrVideo')} />
          ) : undefined
        }
      />
    </>
  );
}
