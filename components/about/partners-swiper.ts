import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { SLIDER_DOTS } from '@/components/ui/slider-options';

// Spec §9, on the server's markup near the screen (partners-carousel.tsx; its CSS lays it out so).
export function startPartnersSwiper(
  el: HTMLElement,
  pagination: HTMLElement,
  a11y: SwiperOptions['a11y'],
  playing: boolean,
): Swiper {
  // Tab may have reached a slide first: the browser scrolled the row (Swiper moves it); focus holds it.
  el.scrollLeft = 0;
  const swiper = new Swiper(el, {
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
  const focused = swiper.slides.findIndex((slide) => slide.contains(document.activeElement));
  if (focused >= 0) swiper.slideTo(focused, 0);
  if (!playing || focused >= 0) swiper.autoplay.stop();
  else if (el.matches(':hover')) swiper.autoplay.pause();
  return swiper;
}
