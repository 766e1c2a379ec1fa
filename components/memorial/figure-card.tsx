import type { MemorialCard } from '@/lib/api/models';
import { langIfOther, type Locale, pickName } from '@/lib/i18n/locale';
import { Link } from '@/lib/i18n/link';
import styles from './card.module.css';
import { LinkPending } from './link-pending';
import { PortraitMedia } from './portrait-media';

type Props = {
  card: MemorialCard;
  href: string;
  lang: Locale;
  landscape?: boolean;
  labels: { pending: string; video: string };
  priority?: boolean;
  poster?: string;
};

export const FIGURE_IMAGE_SIZES = '(max-width: 719px) 50vw, (max-width: 1023px) 33vw, 300px';
export const LANDSCAPE_IMAGE_SIZES = '(max-width: 559px) 100vw, (max-width: 1023px) 50vw, 400px';

export function FigureCard({ card, href, lang, landscape, labels, priority, poster }: Props) {
  const name = pickName(card.name, lang);
  return (
    <article className={styles.card}>
      <div className={styles.media} data-shape={landscape ? 'landscape' : 'portrait'}>
        <PortraitMedia
          video={card.portrait.video}
          poster={poster}
          photo={card.portrait.photo}
          name={name.value}
          videoLabel={labels.video.replace('{name}', name.value)}
          sizes={landscape ? LANDSCAPE_IMAGE_SIZES : FIGURE_IMAGE_SIZES}
          raised
          loading={priority ? 'eager' : undefined}
          fetchPriority={priority ? 'high' : undefined}
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link href={href} className={styles.link}>
            <span lang={langIfOther(name, lang)}>{name.value}</span>
            <LinkPending label={labels.pending} />
          </Link>
        </h2>
        {card.date ? <p className={styles.date}>{card.date}</p> : null}
      </div>
    </article>
  );
}
