import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { categoryLookup } from '../../../../_memorial/lookups';
import { CorrectionPage, correctionMetadata } from '../../../contact-view';

type Props = { params: Promise<{ lang: Locale; category: string; id: string }> };

export const generateStaticParams = noPrerenderedPages;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, category, id } = await params;
  return correctionMetadata(lang, await categoryLookup(category, lang, id));
}

export default async function CategoryCorrectionPage({ params }: Props) {
  const { lang, category, id } = await params;
  setRequestLocale(lang);
  return <CorrectionPage lang={lang} lookup={await categoryLookup(category, lang, id)} />;
}
