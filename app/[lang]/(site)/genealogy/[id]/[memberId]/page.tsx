import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { DetailPage, detailMetadata } from '../../../_memorial/detail-page';
import { memberLookup } from '../../../_memorial/lookups';

type Props = { params: Promise<{ lang: Locale; id: string; memberId: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id, memberId } = await params;
  return detailMetadata(lang, await memberLookup(lang, id, memberId));
}

export default async function GenealogyMemberPage({ params }: Props) {
  const { lang, id, memberId } = await params;
  setRequestLocale(lang);
  return <DetailPage lang={lang} lookup={await memberLookup(lang, id, memberId)} />;
}
