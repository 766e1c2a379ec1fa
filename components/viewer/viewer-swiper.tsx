'use client';

import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper } from 'swiper/react';
import '@/components/ui/swiper.css';
import type { SliderLabels } from '@/components/ui/slider-labels';
import { keepSpaceOnArrows, SLIDER_DOTS } from '@/components/ui/slider-options';
import sliderStyles from '@/components/ui/slider.module.css';
import styles from './viewer.module.css';

type Props = {
  children: ReactNode;
  labels: SliderLabels;
  onSlideChange?: (swiper: SwiperInstance) => void;
};

// Spec §9: one slide per view, 30 px apart, arrows, clickable dots, keyboard.
export function ViewerSwiper({ children, labels, onSlideChange }: Props) {
  return (
    <div onKeyDown={keepSpaceOnArrows}>
      <Swiper
        className={`${styles.slider} ${sliderStyles.dots}`}
        modules={[Navigation, Pagination, Keyboard, A11y]}
        slidesPerView={1}
        spaceBetween={30}
        navigation
        pagination={SLIDER_DOTS}
        keyboard={{ enabled: true }}
        a11y={labels}
        onSlideChange={onSlideChange}
      >
        {children}
      </Swiper>
    </div>
  );
}
