import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { FigureCategory } from '@/lib/api/models';
import type { Locale } from '@/lib/i18n/locale';
import { CategoryListing, categoryListingMetadata } from '@/components/listing/category-listing';
import { listingPagesCount } from '@/lib/memorial/listing-pages';

type Props = { params: Promise<{ lang: Locale; count?: string }> };

/** A short path (`/martyrs`) for a category listing; its `?page=N` is `pages/[count]`. */
export function aliasListing(category: FigureCategory) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const metadata = await categoryListingMetadata(category, (await params).lang);
    // A duplicate names its canonical only: hreflang links belong to the canonical page, and on
    // the alias they would say the alias is another language version of itself.
    return { ...metadata, alternates: { canonical: metadata.alternates?.canonical } };
  }

  async function AliasListingPage({ params }: Props) {
    const { lang, count } = await params;
    setRequestLocale(lang);
    return (
      <CategoryListing
        category={category}
        lang={lang}
        count={count === undefined ? 1 : listingPagesCount(count)}
        path={`/${category}`}
      />
    );
  }

  return { generateMetadata, AliasListingPage };
}
