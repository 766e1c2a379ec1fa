import { getTranslations } from 'next-intl/server';
import { PhotoSlider } from '@/components/viewer/photo-slider';
import { ViewerEmpty } from '@/components/viewer/viewer-frame';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';
import { viewerPage } from '../../_viewer/viewer-page';

const { generateMetadata, ViewerPage } = viewerPage('photos', async ({ record, name }) => {
  const t = await getTranslations();
  const photos = record.media.images.flatMap((image, index) => {
    const src = mediaSrc(image.url, MEDIA_BASE);
    return src ? [{ id: image.id, src, alt: t('Viewer.photoOf', { name, n: index + 1 }) }] : [];
  });
  return photos.length > 0 ? (
    <PhotoSlider photos={photos} />
  ) : (
    <ViewerEmpty text="No photos available" lang="en" />
  );
});

export { generateMetadata };
export default ViewerPage;
