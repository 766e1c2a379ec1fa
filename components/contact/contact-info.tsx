import { BrandIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import type { Brand } from '@/components/ui/brand-paths';
import type { ContactInfo as ContactInfoData, Locale } from '@/lib/api/types';
import { safeHttpUrl } from '@/lib/api/sanitize';
import styles from './contact-info.module.css';

const SOCIAL: { key: keyof ContactInfoData; brand: Brand; name: string }[] = [
  { key: 'instagram', brand: 'instagram', name: 'Instagram' },
  { key: 'facebook', brand: 'facebook', name: 'Facebook' },
  { key: 'tiktok', brand: 'tiktok', name: 'TikTok' },
  { key: 'youtube', brand: 'youtube', name: 'YouTube' },
];

type Props = {
  info: ContactInfoData | null;
  lang: Locale;
  labels: { title: string; text: string; phone: string; email: string; social: string; newTab: string };
};

/** The left block of the contact page: phone, e-mail and four social links of the language. */
export function ContactInfo({ info, lang, labels }: Props) {
  const phone = info?.contact_phone[lang] ?? '';
  const email = info?.contact_email[lang] ?? '';
  const socials = SOCIAL.map((s) => ({ ...s, href: safeHttpUrl(info?.[s.key][lang]) })).filter(
    (s): s is typeof s & { href: string } => s.href !== null,
  );
  return (
    <section className={styles.info} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{labels.title}</h2>
      <p className={styles.text}>{labels.text}</p>
      <dl className={styles.list}>
        {phone && (
          <div>
            <dt>{labels.phone}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.contact}>
                <PhoneIcon size={20} />
                {phone}
              </a>
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
      {socials.length > 0 && (
        <>
          <h3 className={styles.socialTitle}>{labels.social}</h3>
          <ul className={styles.socials}>
            {socials.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.social}
                  aria-label={`${s.name} ${labels.newTab}`}
                >
                  <BrandIcon brand={s.brand} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
