import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { initials } from '@/components/memorial/initials';
import initialsStyles from '@/components/memorial/initials.module.css';
import { getRememberedOn } from '@/lib/api/memorials';
import { keepUntilMidnight, orEmpty } from '@/lib/api/cache-policy';
import { langIfOther, type Locale, pickName } from '@/lib/i18n/locale';
import { Link } from '@/lib/i18n/link';
import { formatDay, isoDay, lifeYears, todayIn } from '@/lib/memorial/remembrance';
import { searchResultHref } from '@/lib/search/search-links';
import { INCOMPLETE_PAGE } from '@/lib/runtime/page-state.mjs';
import styles from './remembered-today.module.css';

/**
 * The people whose anniversary of death (Gregorian) is today in Baku; nothing when there is nobody.
 * The cached home page is renewed at midnight there.
 */
export async function RememberedToday({ lang }: { lang: Locale }) {
  await keepUntilMidnight();
  const today = todayIn();
  const people = await orEmpty(getRememberedOn(isoDay(today)), 'remembered today');
  if (people === null) return <div hidden {...INCOMPLETE_PAGE} />;
  if (people.length === 0) return null;
  const t = await getTranslations('Remembrance');
  return (
    <section
      className={`container ${styles.section}`}
      aria-labelledby="remembered-today"
      data-remembered-today=""
    >
      <header className={styles.header}>
        <h2 id="remembered-today">{t('todayTitle')}</h2>
        <p>{t('todayIntro')}</p>
        <p className={styles.asOf}>{t('asOf', { date: formatDay(today) })}</p>
      </header>
      <ul className={styles.list}>
        {people.map((person) => {
          const name = pickName(person.name, lang);
          return (
            <li key={`${person.category.id}-${person.id}`}>
              <Link href={searchResultHref(person)} className={styles.person}>
                {person.thumb ? (
                  <Image
                    src={person.thumb}
                    alt=""
                    width={64}
                    height={64}
                    sizes="64px"
                    className={styles.photo}
                  />
                ) : (
                  <span className={`${initialsStyles.disc} ${styles.initials}`} aria-hidden="true">
                    {initials(name.value)}
                  </span>
                )}
                <span className={styles.text}>
                  <span className={styles.name} lang={langIfOther(name, lang)}>
                    {name.value}
                  </span>
                  <span className={styles.years}>{lifeYears(person.date)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
