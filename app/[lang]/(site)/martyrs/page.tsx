import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryListing, categoryListingMetadata } from '@/components/listing/category-listing';
import type { Locale } from '@/lib/api/types';

type Props = {
  params: Promise<{ lang: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

/** The short path of a category listing; its canonical is /category/martyrs. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryListingMetadata('martyrs', (await params).lang);
}

export default async function AliasListingPage({ params, searchParams }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const { page } = await searchParams;
  return <CategoryListing category="martyrs" lang={lang} page={page} path="/martyrs" />;
}
