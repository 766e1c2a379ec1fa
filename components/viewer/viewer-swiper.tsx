'use client';

import { useEffect, useRef, type ReactNode } from 'react';
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

function keysOfAVideo(event: KeyboardEvent) {
  if ((event.target as Element).nodeName === 'VIDEO') event.stopPropagation(); // it seeks with them
}

// Spec §9: one slide per view, 30 px apart, arrows, clickable dots, keyboard.
export function ViewerSwiper({ children, labels, onSlideChange }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    element?.addEventListener('keydown', keysOfAVideo);
    return () => element?.removeEventListener('keydown', keysOfAVideo);
  }, []);
  return (
    <div ref={root} onKeyDown={keepSpaceOnArrows}>
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
