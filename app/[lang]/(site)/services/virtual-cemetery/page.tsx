import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RestartingVideo } from '@/components/services/restarting-video';
import { serviceMetadata } from '../_metadata/service-metadata';
import { ServiceTexts } from '@/components/services/service-texts';
import { PageCover } from '@/components/ui/page-cover';
import { getVirtualCemetery, getVr, orEmpty } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locale';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata((await params).lang, '/services/virtual-cemetery');
}

export default async function VirtualCemeteryService({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, texts, vr] = await Promise.all([
    getTranslations(),
    orEmpty(getVirtualCemetery(), 'virtual cemetery'),
    orEmpty(getVr(), 'vr'),
  ]);
  const video = mediaSrc(vr?.vr.media, MEDIA_BASE);
  return (
    <>
      <PageCover title={t('header.6')} />
      <ServiceTexts
        text1={texts?.virtualCemeteryText1[lang] ?? ''}
        text2={texts?.virtualCemeteryText2[lang] ?? ''}
        media={video ? <RestartingVideo src={video} label={t('Services.vrVideo')} /> : undefined}
      />
    </>
  );
}
