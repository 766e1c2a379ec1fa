import { ContactSocials } from '@/components/ui/contact-socials';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { PhoneContact } from '@/components/ui/phone-contact';
import type { Contacts } from '@/lib/api/models';
import type { Locale } from '@/lib/i18n/locale';
import styles from './contact-info.module.css';

type Props = {
  info: Contacts | null;
  lang: Locale;
  labels: {
    title: string;
    text: string;
    phone: string;
    email: string;
    social: string;
    newTab: string;
  };
};

export function ContactInfo({ info, lang, labels }: Props) {
  const phone = info?.phone[lang] ?? '';
  const email = info?.email[lang] ?? '';
  return (
    <section className={styles.info} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{labels.title}</h2>
      <p className={styles.text}>{labels.text}</p>
      <dl className={styles.list}>
        {phone && (
          <div>
            <dt>{labels.phone}</dt>
            <dd>
              <PhoneContact phone={phone} className={styles.contact}>
                <PhoneIcon size={20} />
                {phone}
              </PhoneContact>
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt>{labels.email}</dt>
            <dd>
              <a href={`mailto:${email}`} className={styles.contact}>
                <MailIcon size={20} />
                {email}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <ContactSocials
        contact={info}
        lang={lang}
        keys={['instagram', 'facebook', 'tiktok', 'youtube']}
        newTab={labels.newTab}
        heading={<h3 className={styles.socialTitle}>{labels.social}</h3>}
      />
    </section>
  );
}
