'use client';

import Image from 'next/image';
import { SwiperSlide } from 'swiper/react';
import type { SliderLabels } from '@/components/ui/slider-labels';
import styles from './viewer.module.css';
import { ViewerSwiper } from './viewer-swiper';

export type SliderPhoto = { id: number; src: string; alt: string };

type Props = { photos: SliderPhoto[]; labels: SliderLabels; missing: string };

export function PhotoSlider({ photos, labels, missing }: Props) {
  return (
    <ViewerSwiper labels={labels}>
      {photos.map((photo, index) => (
        <SwiperSlide key={photo.id}>
          <div className={styles.slide} data-missing={missing}>
            <Image
              src={photo.src}
              alt={photo.alt}
              fill
              sizes="(max-width: 1000px) 100vw, 960px"
              priority={index === 0}
            />
          </div>
        </SwiperSlide>
      ))}
    </ViewerSwiper>
  );
}
