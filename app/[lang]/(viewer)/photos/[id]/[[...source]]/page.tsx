import { getTranslations } from 'next-intl/server';
import { sliderLabels } from '@/components/ui/slider-labels';
import { PhotoSlider } from '@/components/viewer/photo-slider';
import { ViewerEmpty } from '@/components/viewer/viewer-frame';
import { describeFileName } from '@/lib/memorial/detail-media';
import { viewerPage } from '../../../_viewer/viewer-page';

const { generateMetadata, generateStaticParams, ViewerPage } = viewerPage(
  'photos',
  async ({ record, name }) => {
    const t = await getTranslations();
    const photos = record.images.map((image, index) => ({
      id: image.id,
      src: image.src,
      alt: describeFileName(image.name) ?? t('Viewer.photoOf', { name, n: index + 1 }),
    }));
    return photos.length > 0 ? (
      <PhotoSlider
        photos={photos}
        labels={await sliderLabels()}
        missing={t('Viewer.photoMissing')}
      />
    ) : (
      <ViewerEmpty text={t('Viewer.noPhotos')} />
    );
  },
);

export { generateMetadata, generateStaticParams };
export default ViewerPage;
