import type { Metadata } from 'next';
import { LegalPage, legalMetadata } from '../_legal/legal-page';
import type { Locale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata((await params).lang, '/user-agreement');
}

export default async function UserAgreementPage({ params }: Props) {
  return <LegalPage lang={(await params).lang} path="/user-agreement" />;
}
