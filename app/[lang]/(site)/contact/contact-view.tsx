import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactInfo } from '@/components/contact/contact-info';
import { NotFoundPage } from '@/components/layout/not-found-content';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { PageCover } from '@/components/ui/page-cover';
import { RichText } from '@/components/ui/rich-text';
import { getContactInfo, getTerms } from '@/lib/api/site-content';
import { orEmpty } from '@/lib/api/cache-policy';
import { INCOMPLETE_PAGE } from '@/lib/runtime/page-state.mjs';
import { langIfOther, type Locale, pickName } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { notFoundMetadata, titled, unavailableMetadata } from '@/lib/seo/page-metadata';
import { splitTag } from '@/lib/i18n/rich-split';
import styles from '@/components/contact/contact-page.module.css';
import type { DetailLookup } from '../_memorial/detail-page';

export type CorrectionOf = { name: string; nameLang?: Locale; url: string };

/** /contact, and the same form about one record (its "Suggest a correction" link). */
export async function ContactView({ lang, about }: { lang: Locale; about?: CorrectionOf }) {
  const [t, info, terms] = await Promise.all([
    getTranslations(),
    orEmpty(getContactInfo(), 'contact info'),
    orEmpty(getTerms('terms'), 'terms'),
  ]);
  // Spec §8: without the terms, the modal shows the label text.
  const termsHtml = terms?.[lang] ?? '';
  return (
    <>
      <PageCover title={about ? t('Contact.correctionTitle') : t('header.contact')} />
      {about ? (
        <p className={`container ${styles.about}`}>
          {t.rich('Contact.correctionIntro', {
            name: about.name,
            record: (chunks) => (
              <a href={about.url} lang={about.nameLang}>
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
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
          lang={lang}
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
            hints: { phone: t('Contact.phoneHint'), email: t('Contact.emailHint') },
            honeypot: t('Contact.honeypot'),
            consent: splitTag(t.raw('Contact.consent') as string, 'terms'),
            termsTitle: t('footer.generalRules'),
            termsClose: t('Contact.termsClose'),
            termsAccept: t('Contact.termsAccept'),
            unavailable: t('Contact.unavailable'),
            sendAgain: t('Contact.sendAgain'),
            closeDialog: t('Contact.closeDialog'),
            alerts: {
              consent: t('Contact.alertConsent'),
              fields: t('Contact.alertFields'),
              sent: t('Contact.alertSent'),
              failed: t('Contact.alertFailed'),
            },
          }}
          message={about && t('Contact.correctionMessage', { name: about.name, url: about.url })}
          terms={termsHtml ? <RichText html={termsHtml} /> : <p>{t('footer.generalRules')}</p>}
        />
      </div>
    </>
  );
}

/** The form about a record that answers; the 404 or 503 page as the record's own page would be. */
export async function CorrectionPage({ lang, lookup }: { lang: Locale; lookup: DetailLookup }) {
  if (lookup.status === 'unavailable')
    return <UnavailableContent lang={lang} path={routes.correction(lookup.path)} />;
  if (lookup.status !== 'found') return <NotFoundPage lang={lang} />;
  const name = pickName(lookup.record.name, lang);
  const url = absoluteUrl(lookup.view.path, lang);
  const about = { name: name.value, nameLang: langIfOther(name, lang), url };
  return <ContactView lang={lang} about={about} />;
}

/** Not for search engines: a form, one for each record, that says nothing of its own. */
export async function correctionMetadata(lang: Locale, lookup: DetailLookup): Promise<Metadata> {
  if (lookup.status === 'unavailable') return unavailableMetadata(lang);
  if (lookup.status !== 'found') return notFoundMetadata(lang);
  const t = await getTranslations({ locale: lang });
  const name = pickName(lookup.record.name, lang).value;
  return {
    title: titled(t('Contact.correctionTitle'), name),
    robots: { index: false, follow: true },
  };
}
