import { getTranslations } from 'next-intl/server';
import { directionsUrl, mapCoordinates } from '@/lib/memorial/map-coordinates';
import styles from './detail-card.module.css';

type Props = {
  src: string;
  name: string;
  date: string;
};

export async function LocationSection({ src, name, date }: Props) {
  const t = await getTranslations();
  return (
    <section className={styles.panel} aria-labelledby="location-title">
      <h2 id="location-title" className={styles.panelTitle}>
        {t('Location.title')}
      </h2>
      <div className={styles.map}>
        {/* No sandbox: Google's map needs scripts and its own origin, and a sandbox allowing both
            is no sandbox (the validator refuses it). The frame is held by the allow-list of its
            src (lib/memorial/map-embed.ts) and the CSP's frame-src instead. */}
        <iframe
          src={src}
          title={t('Location.map', { name })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </div>
      <div className={styles.mapFooter}>
        <div>
          <p className={styles.mapName}>{name}</p>
          {date ? <p className={styles.mapDate}>{date}</p> : null}
        </div>
        <a
          className="button"
          href={directionsUrl(mapCoordinates(src))}
          target="_blank"
          rel="noopener noreferrer"
          data-directions=""
        >
          {t('Location.directions')}
          <span className="visually-hidden"> {t('Common.newTab')}</span>
        </a>
      </div>
    </section>
  );
}
