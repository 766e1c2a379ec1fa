'use client';

import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './viewer.module.css';

type Props = { children: ReactNode; onSlideChange?: (swiper: SwiperInstance) => void };

// Spec §9: one slide per view, 30 px apart, arrows, clickable dots, keyboard.
export function ViewerSwiper({ children, onSlideChange }: Props) {
  return (
    <Swiper
      className={styles.slider}
      modules={[Navigation, Pagination, Keyboard, A11y]}
      slidesPerView={1}
      spaceBetween={30}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      onSlideChange={onSlideChange}
    >
      {children}
    </Swiper>
  );
}
