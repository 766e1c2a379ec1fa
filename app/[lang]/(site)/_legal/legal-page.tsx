import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageCover } from '@/components/ui/page-cover';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getTerms } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import type { Locale } from '@/lib/i18n/locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { LegalDocument } from '@/components/legal/legal-document';
import { LEGAL_PAGES } from '@/config/navigation';

type Path = keyof typeof LEGAL_PAGES;

export async function legalMetadata(lang: Locale, path: Path): Promise<Metadata> {
  return staticPageMetadata(lang, path, [getTerms(LEGAL_PAGES[path].terms)]);
}

export async function LegalPage({ lang, path }: { lang: Locale; path: Path }) {
  setRequestLocale(lang);
  const { terms, label } = LEGAL_PAGES[path];
  const [t, html] = await Promise.all([getTranslations(), orUnavailable(getTerms(terms), terms)]);
  if (html === 'unavailable') return <UnavailableContent lang={lang} path={path} />;
  return (
    <>
      <PageCover title={t(label)} />
      <LegalDocument html={html?.[lang]} fallback={t(label)} />
    </>
  );
}
