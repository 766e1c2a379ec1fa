'use client';

import Image from 'next/image';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './viewer.module.css';

export type SliderPhoto = { id: number; src: string; alt: string };

/** One photo per view, 30 px apart, arrows, clickable dots and keyboard arrows (spec §9). */
export function PhotoSlider({ photos }: { photos: SliderPhoto[] }) {
  return (
    <Swiper
      className={styles.slider}
      modules={[Navigation, Pagination, Keyboard, A11y]}
      slidesPerView={1}
      spaceBetween={30}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
    >
      {photos.map((photo, index) => (
        <SwiperSlide key={photo.id}>
          <div className={styles.slide}>
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
    </Swiper>
  );
}
