import { Link } from '@/lib/i18n/link';
import styles from './contact-cover.module.css';

type Props = { labels: { title: string; text: string; button: string } };

export function ContactCover({ labels }: Props) {
  return (
    <section className="container" aria-labelledby="contact-cover-title">
      <div className={styles.cover}>
        <h2 id="contact-cover-title">{labels.title}</h2>
        <p>{labels.text}</p>
        <Link href="/contact" className={`button ${styles.button}`}>
          {labels.button}
        </Link>
      </div>
    </section>
  );
}
