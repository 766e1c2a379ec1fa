import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { SERVICE_LINKS } from '@/config/navigation';
import { SERVICE_ICONS } from './service-icons';
import styles from './service-tiles.module.css';

const DESCRIPTIONS = [
  'memorialPage',
  'obituary',
  'genealogy',
  'virtualCemetery',
  'qrBadge',
] as const;

export async function ServiceTiles() {
  const t = await getTranslations();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="services-title">
      <header className={styles.header}>
        <h2 id="services-title">{t('Home.servicesTitle')}</h2>
        <p>{t('Home.servicesIntro')}</p>
      </header>
      <ul className={styles.grid}>
        {SERVICE_LINKS.map((link, i) => {
          const Icon = SERVICE_ICONS[i]!;
          return (
            <li key={link.href} className={styles.tile}>
              <Icon className={styles.icon} />
              <h3 className={styles.title}>
                <Link href={link.href} className={styles.link}>
                  {t(link.label)}
                </Link>
              </h3>
              <p className={styles.text}>{t(`Home.service.${DESCRIPTIONS[i]!}`)}</p>
              <span className={styles.more} aria-hidden="true">
                {t('Home.more')} →
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
