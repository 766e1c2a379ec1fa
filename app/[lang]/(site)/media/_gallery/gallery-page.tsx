import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PhotoGrid } from '@/components/media/photo-grid';
import { VideoGrid } from '@/components/media/video-grid';
import { PageCover } from '@/components/ui/page-cover';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { ViewerEmpty } from '@/components/viewer/viewer-frame';
import { getPhotoGallery, getVideoGallery } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import type { Locale } from '@/lib/i18n/locale';
import { describeMediaPath } from '@/lib/memorial/detail-media';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: Locale }> };

const GALLERIES = {
  photos: {
    path: '/media/photo-gallery',
    label: 'header.photoGallery',
    read: getPhotoGallery,
    load: () => orUnavailable(getPhotoGallery(), 'photo gallery'),
  },
  videos: {
    path: '/media/video-gallery',
    label: 'header.videoGallery',
    read: getVideoGallery,
    load: () => orUnavailable(getVideoGallery(), 'video gallery'),
  },
} as const;

export function galleryPage(kind: keyof typeof GALLERIES) {
  const { path, label, read, load } = GALLERIES[kind];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    return staticPageMetadata((await params).lang, path, [read()]);
  }

  async function GalleryPage({ params }: Props) {
    const { lang } = await params;
    setRequestLocale(lang);
    const [t, items] = await Promise.all([getTranslations(), load()]);
    if (items === 'unavailable') return <UnavailableContent lang={lang} path={path} />;
    const media = items.map((item, i) => ({ ...item, n: i + 1 }));
    const total = items.length;
    return (
      <>
        <PageCover title={t(label)} />
        <div className="container">
          {total === 0 ? (
            <ViewerEmpty text={t(kind === 'photos' ? 'Viewer.noPhotos' : 'Viewer.noVideos')} />
          ) : kind === 'photos' ? (
            <PhotoGrid
              photos={media.map(({ id, src, n }) => ({
                id,
                src,
                alt: describeMediaPath(src) ?? t('Gallery.photoAlt', { n, total }),
              }))}
            />
          ) : (
            <VideoGrid
              videos={media.map(({ id, src, n }) => ({
                id,
                src,
                label: describeMediaPath(src) ?? t('Gallery.videoLabel', { n, total }),
              }))}
            />
          )}
        </div>
      </>
    );
  }

  return { generateMetadata, GalleryPage };
}
