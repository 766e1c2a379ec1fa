import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALES, localizePath, type Locale } from '@/lib/i18n/locale';

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

// Without a description of its own, a page describes the site.
export async function pageMetadata({
  lang,
  path,
  title,
  description,
}: {
  lang: Locale;
  path: string;
  title: string;
  description?: string;
}): Promise<Metadata> {
  const url = localizePath(path, lang);
  description ??= (await getTranslations({ locale: lang, namespace: 'Metadata' }))('description');
  return {
    title,
    description,
    alternates: alternatesFor(lang, path),
    openGraph: {
      title,
      description,
      url,
      locale: OG_LOCALE[lang],
      alternateLocale: LOCALES.filter((l) => l !== lang).map((l) => OG_LOCALE[l]),
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export { OG_LOCALE };
