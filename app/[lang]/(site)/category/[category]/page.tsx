import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryListing, categoryListingMetadata } from '@/components/listing/category-listing';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import type { Locale } from '@/lib/i18n/locale';
import { isFigureCategory } from '@/lib/memorial/categories';
import { redirect } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ lang: Locale; category: string }> };

export function generateStaticParams() {
  return FIGURE_CATEGORIES.map((category) => ({ category }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, category } = await params;
  return isFigureCategory(category) ? categoryListingMetadata(category, lang) : {};
}

/** The first page, cached like every page; `?page=N` is `pages/[count]`. */
export default async function CategoryPage({ params }: Props) {
  const { lang, category } = await params;
  setRequestLocale(lang);
  // An unknown category is an unknown path (spec §2): to /404 in its language.
  if (!isFigureCategory(category)) return redirect({ href: '/404', locale: lang });
  return (
    <CategoryListing category={category} lang={lang} count={1} path={routes.category(category)} />
  );
}
