import type { ReactNode } from 'react';
import { BrandIcon, type Brand } from '@/components/ui/icons';
import type { Contacts } from '@/lib/api/models';
import type { ContactSocial } from '@/lib/contract/types';
import type { Locale } from '@/lib/i18n/locale';
import { socialHref } from '@/lib/safe-url';
import styles from './contact-socials.module.css';

const SOCIALS: Record<ContactSocial, { brand: Brand; name: string }> = {
  whatsapp: { brand: 'whatsapp', name: 'WhatsApp' },
  instagram: { brand: 'instagram', name: 'Instagram' },
  facebook: { brand: 'facebook', name: 'Facebook' },
  tiktok: { brand: 'tiktok', name: 'TikTok' },
  youtube: { brand: 'youtube', name: 'YouTube' },
};

type Props = {
  contact: Contacts | null;
  lang: Locale;
  keys: readonly ContactSocial[];
  newTab: string;
  label?: string;
  className?: string;
  heading?: ReactNode;
};

export function ContactSocials({ contact, lang, keys, newTab, label, className, heading }: Props) {
  const links = keys.flatMap((key) => {
    const href = socialHref(key, contact?.[key][lang]);
    return href ? [{ key, href, ...SOCIALS[key] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <>
      {heading}
      <ul className={`${styles.socials} ${className ?? ''}`.trim()} aria-label={label}>
        {links.map((s) => (
          <li key={s.key}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.social}
              aria-label={`${s.name} ${newTab}`}
            >
              <BrandIcon brand={s.brand} size={20} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
