import Image from 'next/image';
import { RichText } from '@/components/ui/rich-text';
import type { Shown } from '@/lib/i18n/locale';
import styles from './about-section.module.css';

type Props = {
  id: string;
  title: string;
  html: Shown;
  image: { src: string; alt: string } | null;
  reverse?: boolean;
  /** For screen readers only, when the text opens with its own lead-in. */
  hideTitle?: boolean;
  /** The first section's image: on a phone the largest paint, asked for first. */
  priority?: boolean;
};

export function AboutSection({
  id,
  title,
  html,
  image,
  reverse = false,
  hideTitle = false,
  priority = false,
}: Props) {
  return (
    <section
      className={`container ${styles.section} ${reverse ? styles.reverse : ''} ${image ? '' : styles.textOnly}`}
      aria-labelledby={id}
    >
      {image && (
        <div className={styles.media}>
          <Image
            src={image.src}
            alt={image.alt}
            fill
            sizes="(max-width: 992px) 100vw, 560px"
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.text}>
        <h2 id={id} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </h2>
        <RichText html={html} />
      </div>
    </section>
  );
}
