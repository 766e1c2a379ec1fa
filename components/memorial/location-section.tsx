import { getTranslations } from 'next-intl/server';
import { directionsUrl, mapCoordinates } from '@/lib/memorial/map-coordinates';
import styles from './detail-card.module.css';
import { MapFrame } from './map-frame';

type Props = {
  src: string;
  name: string;
  nameLang?: string;
  date: string;
};

export async function LocationSection({ src, name, nameLang, date }: Props) {
  const t = await getTranslations();
  return (
    <section className={styles.panel} aria-labelledby="location-title">
      <h2 id="location-title" className={styles.panelTitle}>
        {t('Location.title')}
      </h2>
      <MapFrame src={src} title={t('Location.map', { name })} className={styles.map} />
      <div className={styles.mapFooter}>
        <div>
          <p className={styles.mapName} lang={nameLang}>
            {name}
          </p>
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
