import Image from 'next/image';
import { RichText } from '@/components/ui/rich-text';
import { hasText } from '@/lib/html';
import type { HomeHero } from '@/lib/api/models';
import { inPageLang, langIfOther, type Locale, pickName } from '@/lib/i18n/locale';
import { isoDay, readDeathDate } from '@/lib/memorial/remembrance';
import { videoType } from '@/lib/media/video';
import styles from './hero.module.css';

type Props = {
  home: HomeHero;
  lang: Locale;
  labels: { inMemory: string; deathDate: string; video: string };
};

// Never plays by itself (a memorial site): controls, metadata only, the photo until played.
export function Hero({ home, lang, labels }: Props) {
  const { photo, video } = home;
  const picked = pickName(home.name, lang);
  const name = picked.value;
  const deathDay = readDeathDate(home.deathDate);

  if (home.kind === 'video' && video) {
    return (
      <section
        className={`container ${styles.videoHero}`}
        aria-labelledby="hero-title"
        data-hero="video"
      >
        <h2 id="hero-title" className="visually-hidden">
          {labels.video}
        </h2>
        <div className={styles.videoFrame}>
          <video
            className={styles.video}
            controls
            preload="metadata"
            playsInline
            poster={photo ?? undefined}
            aria-label={name ? `${labels.video}: ${name}` : labels.video}
          >
            <source src={video} type={videoType(video)} />
          </video>
        </div>
      </section>
    );
  }
  const text = inPageLang(home.description, lang);
  if (!name && !photo && !home.deathDate && !hasText(text.value)) return null;

  return (
    <section
      className={`container ${styles.hero} ${photo ? '' : styles.textOnly}`}
      aria-labelledby={name ? 'hero-title' : undefined}
      aria-label={name ? undefined : labels.inMemory}
      data-hero="deceased"
    >
      {photo && (
        <div className={styles.portrait}>
          <Image
            src={photo}
            alt={name}
            fill
            preload
            fetchPriority="high"
            sizes="(max-width: 992px) 280px, 360px"
            className={styles.portraitImage}
          />
        </div>
      )}
      <div className={styles.text}>
        <p className={styles.eyebrow}>{labels.inMemory}</p>
        {name && (
          <h2 id="hero-title" className={styles.name} lang={langIfOther(picked, lang)}>
            {name}
          </h2>
        )}
        {home.deathDate && (
          <p className={styles.date}>
            <span className={styles.dateLabel}>{labels.deathDate}:</span>{' '}
            {/* A <time> only with a machine-readable day: the text may be any words. */}
            {deathDay ? <time dateTime={isoDay(deathDay)}>{home.deathDate}</time> : home.deathDate}
          </p>
        )}
        <RichText html={text} />
      </div>
    </section>
  );
}
