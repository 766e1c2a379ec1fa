import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { ContactView } from './contact-view';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/contact');
}

export default async function ContactPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <ContactView lang={lang} />;
}
