import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VideoGrid } from '@/components/media/video-grid';
import { PageCover } from '@/components/ui/page-cover';
import { getVideoGallery, orEmpty } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locale';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang });
  return pageMetadata({ lang, path: '/media/video-gallery', title: t('header.17') });
}

export default async function VideoGalleryPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, gallery] = await Promise.all([
    getTranslations(),
    orEmpty(getVideoGallery(), 'video gallery'),
  ]);
  const items = gallery?.videos ?? [];
  const videos = items.flatMap((v, i) => {
    const src = mediaSrc(v.media, MEDIA_BASE);
    return src
      ? [{ id: v.id, src, label: t('Gallery.videoLabel', { n: i + 1, total: items.length }) }]
      : [];
  });
  return (
    <>
      <PageCover title={t('header.17')} />
      <div className="container">
        <VideoGrid videos={videos} />
      </div>
    </>
  );
}
