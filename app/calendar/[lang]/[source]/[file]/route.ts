import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locale';
import { remembranceFile } from '@/lib/memorial/remembrance-file';
import { loadViewerRecord, recordFileRefused } from '@/lib/memorial/viewer-data';
import { parseId } from '@/lib/paging';
import { isRecordSource } from '@/lib/routes';

// ISR on the record's tag (through its read), renewed at midnight in Baku; query strings do not
// reach it.
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
  const id = /^(\d+)\.ics$/.exec(file)?.[1] ?? '';
  if (!isLocale(lang) || !isRecordSource(source) || parseId(id) === null) {
    return recordFileRefused(isLocale(lang) ? lang : DEFAULT_LOCALE, false);
  }
  const record = await loadViewerRecord(id, source);
  if (record === 'unavailable') return recordFileRefused(lang, true);
  const calendar = record && (await remembranceFile(record, lang, source));
  return calendar ?? recordFileRefused(lang, false);
}
