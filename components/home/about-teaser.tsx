import Image from 'next/image';
import { RichText } from '@/components/ui/rich-text';
import { inPageLang, type Locale } from '@/lib/i18n/locale';
import type { AboutTeaser as AboutTeaserContent } from '@/lib/api/models';
import { Link } from '@/lib/i18n/link';
import styles from './about-teaser.module.css';

type Props = {
  main: AboutTeaserContent;
  lang: Locale;
  labels: { title: string; button: string };
};

export function AboutTeaser({ main, lang, labels }: Props) {
  const { image } = main;
  return (
    <section
      className={`container ${styles.teaser} ${image ? '' : styles.textOnly}`}
      aria-labelledby="about-teaser-title"
    >
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
        <RichText html={inPageLang(main.text, lang)} />
        <Link href="/about" className="button">
          {labels.button}
        </Link>
      </div>
    </section>
  );
}
