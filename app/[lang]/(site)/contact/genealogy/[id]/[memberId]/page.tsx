import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { memberLookup } from '../../../../_memorial/lookups';
import { CorrectionPage, correctionMetadata } from '../../../contact-view';

type Props = { params: Promise<{ lang: Locale; id: string; memberId: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id, memberId } = await params;
  return correctionMetadata(lang, await memberLookup(lang, id, memberId));
}

export default async function MemberCorrectionPage({ params }: Props) {
  const { lang, id, memberId } = await params;
  setRequestLocale(lang);
  return <CorrectionPage lang={lang} lookup={await memberLookup(lang, id, memberId)} />;
}
