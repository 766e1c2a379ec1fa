import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessage } from '@/components/layout/page-message';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { CONTACT_OUTCOMES, routes, type ContactOutcome } from '@/lib/routes';

type Props = { params: Promise<{ lang: Locale; outcome: string }> };

const isOutcome = (value: string): value is ContactOutcome =>
  (CONTACT_OUTCOMES as readonly string[]).includes(value);

export const generateStaticParams = noPrerenderedPages;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, outcome } = await params;
  if (!isOutcome(outcome)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Contact.outcome' });
  return { title: t(outcome), robots: { index: false, follow: true } };
}

/** Where the contact form, posted by a browser running no script, leaves its visitor. */
export default async function ContactOutcomePage({ params }: Props) {
  const { lang, outcome } = await params;
  setRequestLocale(lang);
  if (!isOutcome(outcome)) redirect({ href: routes.notFound, locale: lang });
  const t = await getTranslations('Contact.outcome');
  return (
    <PageMessage
      id="contact-outcome"
      title={t(outcome)}
      text={t(`${outcome}Text`)}
      home={outcome === 'sent' ? t('home') : t('back')}
      href={outcome === 'sent' ? '/' : '/contact'}
    />
  );
}
