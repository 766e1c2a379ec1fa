import { getTranslations } from 'next-intl/server';
import { keepUntilMidnight } from '@/lib/api/cache-policy';
import type { MemorialRecord } from '@/lib/api/models';
import { type Locale, pickName } from '@/lib/i18n/locale';
import { googleCalendarLink } from '@/lib/memorial/remembrance-calendar';
import {
  addDays,
  formatDay,
  formatHijri,
  isoDay,
  nextAnniversary,
  rememberedDeath,
  remembranceDays,
  todayIn,
} from '@/lib/memorial/remembrance';
import { routes, type RecordSource } from '@/lib/routes';
import styles from './remembrance-section.module.css';

type Props = { record: MemorialRecord; lang: Locale; source: RecordSource; pageUrl: string };

/** A person's days of remembrance (not a monument's), from the death date in the date text. */
export async function RemembranceSection({ record, lang, source, pageUrl }: Props) {
  const today = todayIn();
  // What "next" and "today" mean, or whether there is a section, changes at midnight in Baku.
  if (rememberedDeath(record, addDays(today, 1))) await keepUntilMidnight();
  const death = rememberedDeath(record, today);
  if (!death) return null;
  const remembrance = remembranceDays(death, today)!;
  const t = await getTranslations('Remembrance');
  const newTab = (await getTranslations('Common'))('newTab');
  const name = pickName(record.name, lang).value;
  const google = googleCalendarLink({
    death,
    day: nextAnniversary(death, today),
    title: t('event', { name, day: t('yearly') }),
    details: t('eventUrl', { url: pageUrl }),
  });

  return (
    <section className={styles.section} aria-labelledby="remembrance-title" data-remembrance="">
      <h2 id="remembrance-title" className={styles.title}>
        {t('title')}
      </h2>
      <ol className={styles.days}>
        {remembrance.days.map((entry) => (
          <li
            key={entry.kind}
            className={styles.day}
            data-kind={entry.kind}
            data-state={entry.state}
            data-next={entry.next ? '' : undefined}
            aria-current={entry.state === 'today' ? 'date' : undefined}
          >
            <span className={styles.label}>
              {t(entry.kind)}
              {entry.hijri ? <span className={styles.approx}> ({t('approximate')})</span> : null}
            </span>
            <span className={styles.when}>
              <time dateTime={isoDay(entry.day)} className={styles.date}>
                {formatDay(entry.day)}
              </time>
              {entry.hijri ? (
                <span className={styles.hijri} lang={lang}>
                  {formatHijri(entry.day, lang)}
                </span>
              ) : null}
            </span>
            {entry.state === 'upcoming' && !entry.next ? null : (
              <span className={styles.status}>
                {entry.state === 'past'
                  ? t('past', { kind: entry.kind })
                  : entry.state === 'today'
                    ? t('today')
                    : t('next', { kind: entry.kind })}
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.asOf} data-as-of="">{t('asOf', { date: formatDay(today) })}</p>
      {remembrance.firstYear ? <p className={styles.note}>{t('rule')}</p> : null}
      {remembrance.days.some((d) => d.hijri) ? (
        <p className={styles.note}>{t('hijriNote')}</p>
      ) : null}
      <p className={styles.links}>
        <a
          type="text/calendar"
          href={routes.calendar(lang, source, record.id)}
          className="button button--ghost"
          data-calendar=""
        >
          {t('calendar')}
        </a>
        {/* Only when the family shares the page: the link hands its name and address to Google. */}
        {record.shareable ? (
          <a
            href={google}
            className="button button--ghost"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('google')} ${newTab}`}
            data-google-calendar=""
          >
            {t('google')}
          </a>
        ) : null}
      </p>
    </section>
  );
}
