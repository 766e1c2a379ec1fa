import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { A11yOptions } from 'swiper/types';

export type SliderLabels = Required<
  Pick<
    A11yOptions,
    | 'prevSlideMessage'
    | 'nextSlideMessage'
    | 'firstSlideMessage'
    | 'lastSlideMessage'
    | 'paginationBulletMessage'
    | 'slideLabelMessage'
  >
>;

/**
 * Swiper's screen reader texts in the page's language (its own are English), for every slider's
 * `a11y` option. Swiper fills the {{index}} and {{slidesLength}} left in them.
 */
export async function sliderLabels(): Promise<SliderLabels> {
  const t = await getTranslations('Slider');
  return {
    prevSlideMessage: t('previous'),
    nextSlideMessage: t('next'),
    firstSlideMessage: t('first'),
    lastSlideMessage: t('last'),
    paginationBulletMessage: t('goToSlide', { index: '{{index}}' }),
    slideLabelMessage: t('slide', { index: '{{index}}', count: '{{slidesLength}}' }),
  };
}
