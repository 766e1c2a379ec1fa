import { getTranslations } from 'next-intl/server';
import { BrandIcon } from '@/components/ui/icons';
import { shareLinks, type ShareTarget } from '@/lib/memorial/share-links';
import styles from './detail-card.module.css';

const NAMES: Record<ShareTarget, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
};

export async function ShareLinks({ url }: { url: string }) {
  const t = await getTranslations();
  return (
    <div className={styles.linkRow}>
      <p className={styles.rowLabel} id="share-label">
        {t('DetailCard.share')}
      </p>
      <ul className={styles.iconList} aria-labelledby="share-label">
        {shareLinks(url).map(({ target, href }) => (
          <li key={target}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.iconLink}
              aria-label={`${t('DetailCard.shareOn', { target: NAMES[target] })} ${t('Common.newTab')}`}
              data-share={target}
            >
              <BrandIcon brand={target} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
