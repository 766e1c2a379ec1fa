import { FramedImage } from './framed-image';
import styles from './badge-grid.module.css';

type Props = { title: string; badges: { id: number; src: string; alt: string }[] };

export function BadgeGrid({ title, badges }: Props) {
  if (badges.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="badges-title">
      <h2 id="badges-title" className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {badges.map((b) => (
          <li key={b.id}>
            <FramedImage
              src={b.src}
              alt={b.alt}
              ratio="1 / 1"
              sizes="(max-width: 600px) 50vw, 380px"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
