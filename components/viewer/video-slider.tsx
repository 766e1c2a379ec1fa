'use client';

import type { Swiper as SwiperInstance } from 'swiper';
import { SwiperSlide } from 'swiper/react';
import type { SliderLabels } from '@/components/ui/slider-labels';
import { withPreviewFrame } from '@/lib/media/video';
import { YOUTUBE_EMBED_ORIGIN } from '@/lib/memorial/youtube';
import styles from './viewer.module.css';
import { ViewerSwiper } from './viewer-swiper';

export type SliderVideo =
  | { kind: 'file'; key: string; src: string; title: string }
  | { kind: 'youtube'; key: string; embed: string; title: string };

const PAUSE_YOUTUBE = JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' });

function pauseHidden(swiper: SwiperInstance) {
  swiper.slides.forEach((slide, index) => {
    if (index === swiper.activeIndex) return;
    slide.querySelectorAll('video').forEach((video) => video.pause());
    slide
      .querySelectorAll('iframe')
      .forEach((frame) => frame.contentWindow?.postMessage(PAUSE_YOUTUBE, YOUTUBE_EMBED_ORIGIN));
  });
}

export function VideoSlider({ videos, labels }: { videos: SliderVideo[]; labels: SliderLabels }) {
  return (
    <ViewerSwiper labels={labels} onSlideChange={pauseHidden}>
      {videos.map((video) => (
        <SwiperSlide key={video.key}>
          <div className={styles.slide}>
            {video.kind === 'file' ? (
              <video
                src={withPreviewFrame(video.src)}
                controls
                preload="metadata"
                playsInline
                aria-label={video.title}
              />
            ) : (
              <iframe
                src={video.embed}
                title={video.title}
                loading="lazy"
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            )}
          </div>
        </SwiperSlide>
      ))}
    </ViewerSwiper>
  );
}
