import type { KeyboardEvent } from 'react';
import type { PaginationOptions } from 'swiper/types';

/** Dots as real buttons: Space on one picks its slide instead of scrolling the page. */
export const SLIDER_DOTS: PaginationOptions = { clickable: true, bulletElement: 'button' };

/** Swiper's arrows are divs with role="button": Space on one moves the slides, not the page. */
export function keepSpaceOnArrows(event: KeyboardEvent) {
  const target = event.target as Element;
  if (event.key === ' ' && target.matches('.swiper-button-prev, .swiper-button-next')) {
    event.preventDefault();
  }
}
