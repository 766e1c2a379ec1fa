import 'server-only';
import { getTranslations } from 'next-intl/server';
import { keepUntilMidnight } from '@/lib/api/cache-policy';
import type { MemorialRecord } from '@/lib/api/models';
import { type Locale, pickName } from '@/lib/i18n/locale';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { downloadDisposition } from '@/lib/download-name';
import { remembranceCalendar } from './remembrance-calendar';
import { rememberedDeath, todayIn } from './remembrance';
import { detailHrefOf } from './viewer-links';
import type { RecordSource } from '@/lib/routes';

export async function remembranceFile(
  record: MemorialRecord,
  lang: Locale,
  source: RecordSource,
): Promise<Response | null> {
  const today = todayIn();
  const death = rememberedDeath(record, today);
  if (!death) return null;
  // The 3rd, 7th and 40th day are listed only while still to come.
  await keepUntilMidnight();
  const t = await getTranslations({ locale: lang, namespace: 'Remembrance' });
  const name = pickName(record.name, lang).value;
  const url = absoluteUrl(detailHrefOf(record, source), lang);
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
      'content-disposition': downloadDisposition(name, 'ics'),
    },
  });
}
