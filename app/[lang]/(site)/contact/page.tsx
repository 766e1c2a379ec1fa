import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactInfo } from '@/components/contact/contact-info';
import { PageCover } from '@/components/ui/page-cover';
import { RichText } from '@/components/ui/rich-text';
import { getContactInfo, getTerms } from '@/lib/api/site-content';
import { orEmpty } from '@/lib/api/outage';
import { INCOMPLETE_PAGE } from '@/lib/runtime/page-state.mjs';
import type { Locale } from '@/lib/i18n/locale';
import { splitTag } from '@/lib/i18n/rich-split';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import styles from '@/components/contact/contact-page.module.css';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/contact');
}

export default async function ContactPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, info, terms] = await Promise.all([
    getTranslations(),
    orEmpty(getContactInfo(), 'contact info'),
    orEmpty(getTerms('terms'), 'terms'),
  ]);
  // Spec §8: without the terms, the modal shows the label text.
  const termsHtml = terms?.[lang] ?? '';
  return (
    <>
      <PageCover title={t('header.contact')} />
      {/* The form works while the source is down (messages are stored here first); the page is
          then not cached in place of a whole copy. */}
      <div
        className={`container ${styles.layout}`}
        {...(info === null || terms === null ? INCOMPLETE_PAGE : {})}
      >
        <ContactInfo
          info={info}
          lang={lang}
          labels={{
            title: t('Contact.infoTitle'),
            text: t('Contact.infoText'),
            phone: t('Contact.phone'),
            email: t('Contact.email'),
            social: t('Contact.social'),
            newTab: t('Common.newTab'),
          }}
        />
        <ContactForm
          labels={{
            title: t('Contact.formTitle'),
            required: t('Contact.required'),
            firstName: t('Contact.name'),
            phone: t('Contact.phone'),
            email: t('Contact.email'),
            message: t('Contact.message'),
            send: t('Contact.send'),
            sending: t('Contact.sending'),
            invalid: t('Contact.invalidField'),
            honeypot: t('Contact.honeypot'),
            consent: splitTag(t.raw('Contact.consent') as string, 'terms'),
            termsTitle: t('footer.generalRules'),
            termsClose: t('Contact.termsClose'),
            termsAccept: t('Contact.termsAccept'),
            unavailable: t('Contact.unavailable'),
            sendAgain: t('Contact.sendAgain'),
          }}
          terms={termsHtml ? <RichText html={termsHtml} /> : <p>{t('footer.generalRules')}</p>}
        />
      </div>
    </>
  );
}
