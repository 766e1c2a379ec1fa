import { archiveResponse } from '@/lib/archive/archive-response';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locale';
import { recordFileRefused } from '@/lib/memorial/viewer-data';
import { parseId } from '@/lib/paging';
import { isRecordSource } from '@/lib/routes';

// Made on request and streamed; the front's shared cache keeps it (its Cache-Control).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, ctx: RouteContext<'/archive/[lang]/[source]/[file]'>) {
  const { lang, source, file } = await ctx.params;
  const id = /^(\d+)\.zip$/.exec(file)?.[1] ?? '';
  if (!isLocale(lang) || !isRecordSource(source) || parseId(id) === null)
    return recordFileRefused(isLocale(lang) ? lang : DEFAULT_LOCALE, false);
  return archiveResponse(request, lang, source, id);
}
