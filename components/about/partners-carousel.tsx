'use client';

import Image from 'next/image';
import { useEffect, useRef } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import styles from './partners-carousel.module.css';

export type PartnerSlide = { id: number; href: string; logo: string; label: string };

type Props = {
  partners: PartnerSlide[];
  bulletLabel: string;
  newTabLabel: string;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// Spec §9. Swiper's breakpoints are min-widths, so the base is the phone layout.
export function PartnersCarousel({ partners, bulletLabel, newTabLabel }: Props) {
  const swiperRef = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      const autoplay = swiperRef.current?.autoplay;
      if (!autoplay) return;
      if (query.matches) autoplay.stop();
      else if (!autoplay.running) autoplay.start();
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  return (
    <div
      className={styles.carousel}
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
          if (window.matchMedia(REDUCED_MOTION).matches) swiper.autoplay.stop();
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
        pagination={{ clickable: true }}
        a11y={{ paginationBulletMessage: bulletLabel }}
      >
        {partners.map((p) => (
          <SwiperSlide key={p.id} className={styles.slide}>
            <a
              href={p.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              aria-label={`${p.label} ${newTabLabel}`}
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
  );
}
