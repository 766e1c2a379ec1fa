import Image from 'next/image';
import { RichText } from '@/components/ui/rich-text';
import type { Locale } from '@/lib/i18n/locale';
import type { MainContent } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';
import { mediaSrc } from '@/lib/media';
import styles from './about-teaser.module.css';

type Props = {
  main: MainContent;
  lang: Locale;
  mediaBase: string;
  labels: { title: string; button: string };
};

export function AboutTeaser({ main, lang, mediaBase, labels }: Props) {
  const image = mediaSrc(main.image.url, mediaBase);
  return (
    <section className={`container ${styles.teaser}`} aria-labelledby="about-teaser-title">
      {image && (
        <div className={styles.media}>
          <Image
            src={image}
            alt=""
            fill
            sizes="(max-width: 992px) 100vw, 560px"
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.text}>
        <h2 id="about-teaser-title">{labels.title}</h2>
        <RichText html={main.text[lang]} />
        <Link href="/about" className="button">
          {labels.button}
        </Link>
      </div>
    </section>
  );
}
