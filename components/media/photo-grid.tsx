import Image from 'next/image';
import styles from './media-grid.module.css';

type Props = { photos: { id: number; src: string; alt: string }[] };

const EAGER = 3;

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
            loading={i < EAGER ? 'eager' : 'lazy'}
            className={styles.image}
          />
        </li>
      ))}
    </ul>
  );
}
