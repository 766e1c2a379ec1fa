import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CategoryListing, categoryListingMetadata } from '@/components/listing/category-listing';
import type { Locale } from '@/lib/i18n/locale';
import { isFigureCategory } from '@/lib/memorial/categories';
import { listingPagesCount, noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ lang: Locale; category: string; count: string }> };

export const generateStaticParams = noPrerenderedPages;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, category } = await params;
  return isFigureCategory(category) ? categoryListingMetadata(category, lang) : {};
}

/** `/category/{category}?page=N` (lib/runtime/rewrites.mjs): pages 1..N, cached. */
export default async function CategoryPages({ params }: Props) {
  const { lang, category, count } = await params;
  setRequestLocale(lang);
  if (!isFigureCategory(category)) notFound();
  return (
    <CategoryListing
      category={category}
      lang={lang}
      count={listingPagesCount(count)}
      path={routes.category(category)}
    />
  );
}
