import type { GenealogyCard as GenealogyCardData } from '@/lib/api/models';
import { hasText, noText } from '@/lib/html';
import { fillId, langIfOther, type Locale, pickName } from '@/lib/i18n/locale';
import { InlineRichText } from '@/components/ui/inline-rich-text';
import { Link } from '@/lib/i18n/link';
import styles from './card.module.css';
import { LinkPending } from './link-pending';

type Props = {
  card: GenealogyCardData;
  href: string;
  lang: Locale;
  labels: { head: string; pending: string; untitled: string };
};

export function TreeIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="4.5" r="2.2" />
      <circle cx="5" cy="19.5" r="2.2" />
      <circle cx="12" cy="19.5" r="2.2" />
      <circle cx="19" cy="19.5" r="2.2" />
      <path d="M12 6.7v10.6M12 11.5H5v5.8M12 11.5h7v5.8" />
    </svg>
  );
}

export function GenealogyCard({ card, href, lang, labels }: Props) {
  const title = pickName(card.title, lang, hasText);
  const untitled = noText(card.title);
  const head = pickName(card.head, lang);
  return (
    <article className={`${styles.card} ${styles.collection}`}>
      <span className={styles.collectionIcon}>
        <TreeIcon />
      </span>
      <h2 className={styles.name}>
        <Link href={href} className={styles.link}>
          {untitled ? (
            fillId(labels.untitled, card.id)
          ) : (
            <span lang={langIfOther(title, lang)}>
              <InlineRichText html={title.value} />
            </span>
          )}
          <LinkPending label={labels.pending} />
        </Link>
      </h2>
      {head.value ? (
        <p className={styles.head}>
          <span className={styles.headLabel}>{labels.head}</span>
          <span lang={langIfOther(head, lang)}>{head.value}</span>
        </p>
      ) : null}
      {card.date ? <p className={styles.date}>{card.date}</p> : null}
    </article>
  );
}
