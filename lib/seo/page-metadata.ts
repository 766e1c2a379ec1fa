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

/** The head of the translated "temporarily unavailable" page (503): its title, never indexed. */
export async function unavailableMetadata(lang: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'Unavailable' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * Whether any of the reads a page is made of failed with no last good copy: the page then renders
 * <UnavailableContent> (lib/api orUnavailable), and its head must say so too. The reads are the
 * page's own (React's cache() shares them), so this costs no call.
 */
export async function readsFailed(reads: Promise<unknown>[]): Promise<boolean> {
  const failed = await Promise.all(
    reads.map((read) =>
      read.then(
        () => false,
        () => true,
      ),
    ),
  );
  return failed.includes(true);
}

// Without a description of its own, a page describes the site.
export async function pageMetadata({
  lang,
  path,
  title,
  description,
  madeOf = [],
}: {
  lang: Locale;
  path: string;
  title: string;
  description?: string;
  /** The reads the page is made of (see readsFailed). */
  madeOf?: Promise<unknown>[];
}): Promise<Metadata> {
  if (await readsFailed(madeOf)) return unavailableMetadata(lang);
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
