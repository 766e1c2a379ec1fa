import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { DetailPage, detailMetadata } from '../../../_memorial/detail-page';
import { categoryLookup } from '../../../_memorial/lookups';

type Props = { params: Promise<{ lang: Locale; category: string; id: string }> };

// Every category's memorial page: rendered on first visit, then cached (ISR).
export const generateStaticParams = noPrerenderedPages;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, category, id } = await params;
  return detailMetadata(lang, await categoryLookup(category, lang, id));
}

export default async function CategoryDetailPage({ params }: Props) {
  const { lang, category, id } = await params;
  setRequestLocale(lang);
  return <DetailPage lang={lang} lookup={await categoryLookup(category, lang, id)} />;
}
