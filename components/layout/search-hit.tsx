import Image from 'next/image';
import { initials } from '@/components/memorial/initials';
import initialsStyles from '@/components/memorial/initials.module.css';
import type { SearchHit } from '@/lib/api/models';
import { GENEALOGY_CATEGORY_ID } from '@/lib/contract/keys';
import { noText } from '@/lib/html';
import { fillId, inPageLang, langIfOther, type Locale, pickName } from '@/lib/i18n/locale';
import { Link } from '@/lib/i18n/link';
import { searchResultHref } from '@/lib/search/search-links';
import styles from './search-hit.module.css';

type Props = {
  hit: SearchHit;
  lang: Locale;
  untitled: string; // "Family tree No. {id}": a tree with no title, as its page calls it
  className?: string;
  onClick?: () => void;
};

/** A search result (spec §2): the 40 px round photo, the name, the category and the date. */
export function SearchHitLink({ hit, lang, untitled, className, onClick }: Props) {
  const nameless = hit.category.id === GENEALOGY_CATEGORY_ID && noText(hit.name);
  const name = nameless ? { value: fillId(untitled, hit.id), lang } : pickName(hit.name, lang);
  const category = inPageLang(hit.category.title, lang);
  return (
    <Link href={searchResultHref(hit)} className={className} onClick={onClick}>
      {hit.thumb ? (
        <Image src={hit.thumb} alt="" width={40} height={40} className={styles.thumb} />
      ) : (
        <span
          className={`${styles.thumb} ${initialsStyles.disc} ${styles.initials}`}
          aria-hidden="true"
        >
          {initials(name.value)}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.name} lang={langIfOther(name, lang)}>
          {name.value}
        </span>
        <span className={styles.meta}>
          <span lang={category.lang}>{category.value}</span>
          {hit.date ? ` · ${hit.date}` : ''}
        </span>
      </span>
    </Link>
  );
}
