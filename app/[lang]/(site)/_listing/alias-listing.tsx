import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { FigureCategory } from '@/lib/api/models';
import type { Locale } from '@/lib/i18n/locale';
import { CategoryListing, categoryListingMetadata } from '@/components/listing/category-listing';

type Props = {
  params: Promise<{ lang: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export function aliasListing(category: FigureCategory) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const metadata = await categoryListingMetadata(category, (await params).lang);
    // A duplicate names its canonical only: hreflang links belong to the canonical page, and on
    // the alias they would say the alias is another language version of itself.
    return { ...metadata, alternates: { canonical: metadata.alternates?.canonical } };
  }

  async function AliasListingPage({ params, searchParams }: Props) {
    const { lang } = await params;
    setRequestLocale(lang);
    const { page } = await searchParams;
    return <CategoryListing category={category} lang={lang} page={page} path={`/${category}`} />;
  }

  return { generateMetadata, AliasListingPage };
}
