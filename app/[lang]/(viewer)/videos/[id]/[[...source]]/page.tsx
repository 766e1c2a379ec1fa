import { getTranslations } from 'next-intl/server';
import { sliderLabels } from '@/components/ui/slider-labels';
import { ViewerEmpty } from '@/components/viewer/viewer-frame';
import { VideoSlider, type SliderVideo } from '@/components/viewer/video-slider';
import { describeFileName } from '@/lib/memorial/detail-media';
import { youtubeEmbedUrl, youtubeId } from '@/lib/memorial/youtube';
import { viewerPage } from '../../../_viewer/viewer-page';

const { generateMetadata, generateStaticParams, ViewerPage } = viewerPage(
  'videos',
  async ({ record, name }) => {
    const t = await getTranslations();
    const files: SliderVideo[] = record.videos.map((video) => ({
      kind: 'file' as const,
      key: `v${video.id}`,
      src: video.src,
      title: describeFileName(video.name) ?? '',
    }));
    const embeds: SliderVideo[] = record.youtube.flatMap((item) => {
      const id = youtubeId(item.link);
      return id
        ? [
            {
              kind: 'youtube' as const,
              key: `y${item.id}`,
              embed: youtubeEmbedUrl(id),
              title: '',
            },
          ]
        : [];
    });
    // Each frame and player its own name (a page's iframes must not share a title).
    const videos = [...files, ...embeds].map((video, index) => ({
      ...video,
      title: video.title || t('Viewer.videoOf', { name, n: index + 1 }),
    }));
    return videos.length > 0 ? (
      <VideoSlider videos={videos} labels={await sliderLabels()} />
    ) : (
      <ViewerEmpty text={t('Viewer.noVideos')} />
    );
  },
);

export { generateMetadata, generateStaticParams };
export default ViewerPage;
