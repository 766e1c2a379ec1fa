import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { SLIDER_DOTS } from '@/components/ui/slider-options';

// Spec §9, started on the server's markup when near the screen (partners-carousel.tsx).
export function startPartnersSwiper(
  el: HTMLElement,
  pagination: HTMLElement,
  a11y: SwiperOptions['a11y'],
): Swiper {
  return new Swiper(el, {
    modules: [A11y, Autoplay, Pagination],
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 24,
    breakpoints: {
      601: { slidesPerView: 2, slidesPerGroup: 2 },
      1025: { slidesPerView: 3, slidesPerGroup: 3 },
    },
    loop: false,
    speed: 500,
    autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: { ...SLIDER_DOTS, el: pagination },
    a11y,
  });
}
