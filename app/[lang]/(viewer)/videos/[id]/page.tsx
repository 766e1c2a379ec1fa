import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ViewerEmpty, ViewerFrame } from '@/components/viewer/viewer-frame';
import { VideoSlider, type SliderVideo } from '@/components/viewer/video-slider';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';
import {
  detailHrefOf,
  resolveViewer,
  viewerMetadata,
  type ViewerPageProps,
} from '@/lib/memorial/viewer-data';
import { youtubeEmbedUrl, youtubeId } from '@/lib/memorial/youtube';

type Props = ViewerPageProps;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, record } = await resolveViewer(props);
  return viewerMetadata(lang, record, 'videos');
}

export default async function VideosPage(props: Props) {
  const { lang, record } = await resolveViewer(props);
  setRequestLocale(lang);
  if (!record) notFound();
  const t = await getTranslations();
  const name = record.name[lang] || record.name.az;
  const files: SliderVideo[] = record.media.videos.flatMap((video, index) => {
    const src = mediaSrc(video.url, MEDIA_BASE);
    return src
      ? [
          {
            kind: 'file' as const,
            key: `v${video.id}`,
            src,
            title: `${name} — ${t('Viewer.videos')} ${index + 1}`,
          },
        ]
      : [];
  });
  const embeds: SliderVideo[] = record.media.youtube.flatMap((item) => {
    const id = youtubeId(item.link);
    return id
      ? [
          {
            kind: 'youtube' as const,
            key: `y${item.id}`,
            embed: youtubeEmbedUrl(id),
            title: `${name} — YouTube`,
          },
        ]
      : [];
  });
  const videos = [...files, ...embeds];
  return (
    <ViewerFrame
      brand={t('Metadata.brand')}
      heading={name}
      backLabel={t('Viewer.back')}
      fallbackHref={detailHrefOf(record)}
    >
      {videos.length > 0 ? (
        <VideoSlider videos={videos} />
      ) : (
        <ViewerEmpty text="No videos available" lang="en" />
      )}
    </ViewerFrame>
  );
}
