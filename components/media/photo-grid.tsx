import Image from 'next/image';
import styles from './media-grid.module.css';

type Props = { photos: { id: number; src: string; alt: string }[] };

export function PhotoGrid({ photos }: Props) {
  return (
    <ul className={`${styles.grid} ${styles.photos}`}>
      {photos.map((p, i) => (
        <li key={p.id} className={styles.photo}>
          <Image
            src={p.src}
            alt={p.alt}
            fill
            sizes="(max-width: 600px) calc(100vw - 32px), (max-width: 992px) 50vw, 400px"
            // The first is the largest paint on a phone and on a desktop; the rest wait for their
            // place on the screen, not taking connections from the stylesheets (docs/audit.md).
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            className={styles.image}
          />
        </li>
      ))}
    </ul>
  );
}
