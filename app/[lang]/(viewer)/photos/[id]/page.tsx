import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PhotoSlider } from '@/components/viewer/photo-slider';
import { ViewerEmpty, ViewerFrame } from '@/components/viewer/viewer-frame';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';
import {
  detailHrefOf,
  resolveViewer,
  viewerMetadata,
  type ViewerPageProps,
} from '@/lib/memorial/viewer-data';

type Props = ViewerPageProps;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, record } = await resolveViewer(props);
  return viewerMetadata(lang, record, 'photos');
}

export default async function PhotosPage(props: Props) {
  const { lang, record } = await resolveViewer(props);
  setRequestLocale(lang);
  if (!record) notFound();
  const t = await getTranslations();
  const name = record.name[lang] || record.name.az;
  const photos = record.media.images.flatMap((image, index) => {
    const src = mediaSrc(image.url, MEDIA_BASE);
    return src ? [{ id: image.id, src, alt: t('Viewer.photoOf', { name, n: index + 1 }) }] : [];
  });
  return (
    <ViewerFrame
      brand={t('Metadata.brand')}
      heading={name}
      backLabel={t('Viewer.back')}
      fallbackHref={detailHrefOf(record)}
    >
      {photos.length > 0 ? (
        <PhotoSlider photos={photos} />
      ) : (
        <ViewerEmpty text="No photos available" lang="en" />
      )}
    </ViewerFrame>
  );
}
