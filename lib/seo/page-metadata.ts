import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { anyUnavailable } from '@/lib/api/cache-policy';
import { env } from '@/lib/env';
import { LOCALES, localizePath, type Locale } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';
import { descriptionKey, sharePageAt } from '@/lib/seo/share-pages';

const OG_LOCALE: Record<Locale, string> = { az: 'az_AZ', en: 'en_US', ru: 'ru_RU' };

export function alternatesFor(lang: Locale, path: string): Metadata['alternates'] {
  return {
    canonical: localizePath(path, lang),
    languages: {
      ...Object.fromEntries(LOCALES.map((l) => [l, localizePath(path, l)])),
      'x-default': localizePath(path, 'az'),
    },
  };
}

export const titled = (label: string, name: string) => (name ? `${label} — ${name}` : label);

/** Next's own noindex goes with the 404 status: the page adds none of its own. */
export async function notFoundMetadata(lang: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  return { title: t('title'), robots: null };
}

export async function unavailableMetadata(lang: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'Unavailable' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type ShareImage = { path: string; alt: string };

export async function pageMetadata({
  lang,
  path,
  title,
  shareTitle = typeof title === 'string' ? title : title.absolute,
  description,
  image,
  madeOf = [],
}: {
  lang: Locale;
  path: string;
  /** `absolute`: without the brand the layout's template adds. */
  title: string | { absolute: string };
  shareTitle?: string;
  description?: string;
  image: ShareImage;
  /** The reads the page is made of: any unavailable makes this the 503 page's head. */
  madeOf?: Promise<unknown>[];
}): Promise<Metadata> {
  if (await anyUnavailable(madeOf)) return unavailableMetadata(lang);
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  const url = localizePath(path, lang);
  description ??= t('description');
  const images = [
    { url: `${env.SITE_URL}${image.path}`, ...SHARE_IMAGE_SIZE, alt: image.alt, type: 'image/png' },
  ];
  return {
    title,
    description,
    alternates: alternatesFor(lang, path),
    openGraph: {
      title: shareTitle,
      description,
      url,
      // A page's openGraph replaces the layout's whole: the brand is said again.
      siteName: t('brand'),
      locale: OG_LOCALE[lang],
      alternateLocale: LOCALES.filter((l) => l !== lang).map((l) => OG_LOCALE[l]),
      type: 'website',
      images,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images },
  };
}

export async function staticPageMetadata(
  lang: Locale,
  path: string,
  madeOf: Promise<unknown>[] = [],
): Promise<Metadata> {
  const page = sharePageAt(path);
  const t = await getTranslations({ locale: lang });
  const title = t(page.title); // spec §2: a menu label, and the brand by the layout's template
  const shareTitle =
    page.key === 'home' ? `${t('Metadata.brand')} — ${t('footer.tagline')}` : title;
  return pageMetadata({
    lang,
    path,
    title,
    shareTitle,
    description: t(descriptionKey(page)),
    image: { path: routes.pageImage(lang, page.key), alt: shareTitle },
    madeOf,
  });
}

export { OG_LOCALE };
