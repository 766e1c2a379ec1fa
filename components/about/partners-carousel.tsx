'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import '@/components/ui/swiper.css';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import type { SliderLabels } from '@/components/ui/slider-labels';
import { SLIDER_DOTS } from '@/components/ui/slider-options';
import sliderStyles from '@/components/ui/slider.module.css';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import styles from './partners-carousel.module.css';

export type PartnerSlide = { id: number; href: string; logo: string; label: string };

type Props = {
  partners: PartnerSlide[];
  a11y: SliderLabels;
  labels: { pause: string; play: string; newTab: string };
};

// Spec §9. Swiper's breakpoints are min-widths, so the base is the phone layout.
export function PartnersCarousel({ partners, a11y, labels }: Props) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice with the button (WCAG 2.2.2); until then, their motion setting.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reducedMotion;

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing && !autoplay.running) autoplay.start();
    else if (!playing && autoplay.running) autoplay.stop();
  }, [playing]);

  return (
    <div className={`${styles.carousel} ${sliderStyles.dots}`}>
      <div
        onFocus={() => swiperRef.current?.autoplay?.pause()}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null))
            swiperRef.current?.autoplay?.resume();
        }}
      >
        <Swiper
          modules={[A11y, Autoplay, Pagination]}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
          }}
          slidesPerView={1}
          slidesPerGroup={1}
          spaceBetween={24}
          breakpoints={{
            601: { slidesPerView: 2, slidesPerGroup: 2 },
            1025: { slidesPerView: 3, slidesPerGroup: 3 },
          }}
          loop={false}
          speed={500}
          autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
          pagination={SLIDER_DOTS}
          a11y={a11y}
        >
          {partners.map((p) => (
            <SwiperSlide key={p.id} className={styles.slide}>
              <a
                href={p.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
                aria-label={`${p.label} ${labels.newTab}`}
              >
                <Image
                  src={p.logo}
                  alt={p.label}
                  width={400}
                  height={200}
                  sizes="(max-width: 600px) 80vw, 320px"
                  className={styles.logo}
                />
              </a>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-label={playing ? labels.pause : labels.play}
        title={playing ? labels.pause : labels.play}
        onClick={() => setChoice(playing ? 'pause' : 'play')}
      >
        {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
      </button>
    </div>
  );
}
