'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import '@/components/ui/swiper.css';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import type { SliderLabels } from '@/components/ui/slider-labels';
import sliderStyles from '@/components/ui/slider.module.css';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import styles from './partners-carousel.module.css';

export type PartnerSlide = { id: number; href: string; logo: string; label: string };

type Props = {
  partners: PartnerSlide[];
  a11y: SliderLabels;
  labels: { pause: string; play: string; newTab: string };
};

const NEAR = '300px';

// Swiper is loaded and started a flick's scroll (NEAR) ahead: below /about's fold, it cost ~55 ms on load (docs/audit.md).
export function PartnersCarousel({ partners, a11y, labels }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice with the button (WCAG 2.2.2); until then, their motion setting.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [allInView, setAllInView] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const moving = playing && !atEnd;
  const playingRef = useRef(playing);
  const a11yRef = useRef(a11y);

  useEffect(() => {
    playingRef.current = playing;
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing && !autoplay.running) autoplay.start();
    else if (!playing && autoplay.running) autoplay.stop();
  }, [playing]);

  useEffect(() => {
    const el = rootRef.current;
    const pagination = paginationRef.current;
    if (!el || !pagination) return;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        import('./partners-swiper')
          .then(({ startPartnersSwiper }) => {
            if (gone) return;
            const swiper = startPartnersSwiper(el, pagination, a11yRef.current, playingRef.current);
            swiperRef.current = swiper;
            setAllInView(swiper.isLocked);
            swiper.on('lock', () => setAllInView(true));
            swiper.on('unlock', () => setAllInView(false));
            swiper.on('reachEnd', () => swiper.autoplay.stop());
            swiper.on('autoplayStop', () => setAtEnd(swiper.isEnd));
            swiper.on('autoplayStart', () => setAtEnd(false));
          })
          .catch(() => (el.style.overflowX = 'auto'));
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    return () => {
      gone = true;
      observer.disconnect();
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
    };
  }, []);

  return (
    <div className={`${styles.carousel} ${sliderStyles.dots}`}>
      <div
        // Held still while focus is inside (Swiper's own pause lasts only to its next slide).
        onFocus={() => swiperRef.current?.autoplay?.stop()}
        onBlur={(e) => {
          if (moving && !e.currentTarget.contains(e.relatedTarget as Node | null))
            swiperRef.current?.autoplay?.start();
        }}
      >
        <div ref={rootRef} className="swiper">
          <div className="swiper-wrapper">
            {partners.map((p) => (
              <div key={p.id} className={`swiper-slide ${styles.slide}`}>
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
              </div>
            ))}
          </div>
          <div ref={paginationRef} className="swiper-pagination" />
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        hidden={allInView}
        data-needs-scripts
        aria-label={moving ? labels.pause : labels.play}
        title={moving ? labels.pause : labels.play}
        onClick={() => {
          if (moving) return setChoice('pause');
          const swiper = swiperRef.current;
          if (swiper?.isEnd) swiper.slideTo(0);
          setChoice('play');
          if (playing) swiper?.autoplay.start();
        }}
      >
        {moving ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
      </button>
    </div>
  );
}
