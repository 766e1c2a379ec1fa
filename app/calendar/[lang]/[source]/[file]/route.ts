import { getTranslations } from 'next-intl/server';
import { jsonError } from '@/lib/api/http';
import { keepUntilMidnight } from '@/lib/api/cache-policy';
import { CATEGORY_IDS } from '@/lib/api/types';
import { isLocale, pickLang } from '@/lib/i18n/locale';
import { calendarDisposition, remembranceCalendar } from '@/lib/memorial/remembrance-calendar';
import { compareDays, readDeathDate, todayIn } from '@/lib/memorial/remembrance';
import { detailHrefOf, loadViewerRecord } from '@/lib/memorial/viewer-data';
import { absoluteUrl } from '@/lib/seo/absolute-url';

// ISR on the record's tag (through its read) and renewed at midnight in Baku: the 3rd, 7th and
// 40th day are listed only while still to come. Query strings do not reach it.
export const revalidate = 300;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  ctx: RouteContext<'/calendar/[lang]/[source]/[file]'>,
) {
  const { lang, source, file } = await ctx.params;
  const id = /^([1-9]\d{0,11})\.ics$/.exec(file)?.[1];
  if (!isLocale(lang) || (source !== 'category' && source !== 'genealogy') || !id) {
    return jsonError(404, 'Unknown calendar');
  }
  const record = await loadViewerRecord(id, source);
  const death = record && readDeathDate(record.date);
  const today = todayIn();
  // A monument, a date text without a death date, or one after today (typed wrong): the page shows
  // no days either.
  if (
    !record ||
    !death ||
    record.category.id === CATEGORY_IDS['historical-monuments'] ||
    compareDays(death, today) > 0
  ) {
    return jsonError(404, 'No days of remembrance for this record');
  }
  await keepUntilMidnight();
  const t = await getTranslations({ locale: lang, namespace: 'Remembrance' });
  const name = pickLang(record.name, lang).value;
  const url = absoluteUrl(detailHrefOf(record), lang);
  const body = remembranceCalendar({
    death,
    today,
    uidBase: `xatire-${source}-${record.id}`,
    url,
    language: lang,
    texts: {
      name: t('calendarName', { name }),
      summary: (kind) => t('event', { name, day: t(kind) }),
      pageLine: t('eventUrl', { url }),
      rule: t('rule'),
      hijriNote: t('hijriNote'),
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': calendarDisposition(name),
    },
  });
}
