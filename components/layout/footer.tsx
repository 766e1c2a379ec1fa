import { getTranslations } from 'next-intl/server';
import { ContactSocials } from '@/components/ui/contact-socials';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { getContactInfo } from '@/lib/api/site-content';
import { orEmpty } from '@/lib/api/cache-policy';
import { INCOMPLETE_PAGE } from '@/lib/runtime/page-state.mjs';
import { type Locale } from '@/lib/i18n/locale';
import { Link } from '@/lib/i18n/link';
import { todayIn } from '@/lib/memorial/remembrance';
import { PhoneContact } from '@/components/ui/phone-contact';
import { CATEGORY_LINKS, FOOTER_QUICK_LINKS, SITE_BUILDER } from '@/config/navigation';
import { Logo } from './logo';
import styles from './footer.module.css';

export async function Footer({ lang }: { lang: Locale }) {
  const [t, contact] = await Promise.all([
    getTranslations({ locale: lang }),
    orEmpty(getContactInfo(), 'contact info'),
  ]);
  const phone = contact?.phone[lang] ?? '';
  const email = contact?.email[lang] ?? '';

  return (
    <footer className={styles.footer} {...(contact === null ? INCOMPLETE_PAGE : {})}>
      <div className={`container ${styles.grid}`}>
        <div>
          <Logo label={t('Metadata.brand')} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.list}>
            {FOOTER_QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>
            {t('footer.categories')}
          </h2>
          <ul className={styles.list}>
            {CATEGORY_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ul className={styles.list}>
            {phone && (
              <li>
                <PhoneContact phone={phone} className={styles.contact}>
                  <PhoneIcon size={18} />
                  <span className="visually-hidden">{t('Footer.phone')}: </span>
                  {phone}
                </PhoneContact>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`} className={styles.contact}>
                  <MailIcon size={18} />
                  <span className="visually-hidden">{t('Footer.email')}: </span>
                  {email}
                </a>
              </li>
            )}
          </ul>
          <ContactSocials
            contact={contact}
            lang={lang}
            keys={['whatsapp', 'instagram', 'facebook', 'tiktok', 'youtube']}
            newTab={t('Common.newTab')}
            label={t('Footer.social')}
            className={styles.socials}
          />
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>
          © {todayIn().year} {t('Metadata.brand')}. {t('footer.rightsReserved')}
        </span>
        <span>
          {t('footer.websiteBy')}{' '}
          <a href={SITE_BUILDER.url} target="_blank" rel="noopener noreferrer">
            {SITE_BUILDER.name}
          </a>
        </span>
      </div>
    </footer>
  );
}
