'use client';

import type { Swiper as SwiperInstance } from 'swiper';
import { SwiperSlide } from 'swiper/react';
import type { SliderLabels } from '@/components/ui/slider-labels';
import styles from './viewer.module.css';
import { ViewerSwiper } from './viewer-swiper';

export type SliderVideo =
  | { kind: 'file'; key: string; src: string; title: string }
  | { kind: 'youtube'; key: string; embed: string; title: string };

function pauseHidden(swiper: SwiperInstance) {
  swiper.slides.forEach((slide, index) => {
    if (index === swiper.activeIndex) return;
    slide.querySelectorAll('video').forEach((video) => video.pause());
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
                src={video.src}
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
