import { getTranslations } from 'next-intl/server';
import { BrandIcon, GlobeIcon, PhoneIcon } from '@/components/ui/icons';
import type { SocialMedia } from '@/lib/api/models';
import { socialLinks, type SocialKey } from '@/lib/memorial/social-links';
import type { RecordSource } from '@/lib/routes';
import styles from './detail-card.module.css';

const BRAND_NAMES: Partial<Record<SocialKey, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

type Props = { social: SocialMedia; variant: RecordSource };

export async function SocialLinks({ social, variant }: Props) {
  const links = socialLinks(social, variant);
  if (links.length === 0) return null;
  const t = await getTranslations();
  return (
    <div className={styles.linkRow}>
      <p className={styles.rowLabel} id="social-label">
        {t('DetailCard.social')}
      </p>
      <ul className={styles.iconList} aria-labelledby="social-label">
        {links.map(({ key, href }) => {
          const phone = key === 'phoneNumber';
          const name = phone
            ? t('DetailCard.call', { number: social.phoneNumber ?? '' })
            : `${key === 'website' ? t('DetailCard.website') : BRAND_NAMES[key]} ${t('Common.newTab')}`;
          return (
            <li key={key}>
              <a
                href={href}
                className={styles.iconLink}
                aria-label={name}
                data-social={key}
                {...(phone ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {key === 'website' ? (
                  <GlobeIcon />
                ) : phone ? (
                  <PhoneIcon />
                ) : (
                  <BrandIcon brand={key as Exclude<SocialKey, 'website' | 'phoneNumber'>} />
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
