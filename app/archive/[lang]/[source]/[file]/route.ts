import { archiveResponse } from '@/lib/archive/archive-response';
import { jsonError } from '@/lib/api/http';
import { isLocale } from '@/lib/i18n/locale';
import { isRecordSource } from '@/lib/routes';

// Made on request and streamed; the front's shared cache keeps it (its Cache-Control).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, ctx: RouteContext<'/archive/[lang]/[source]/[file]'>) {
  const { lang, source, file } = await ctx.params;
  const id = /^([1-9]\d{0,11})\.zip$/.exec(file)?.[1];
  if (!isLocale(lang) || !isRecordSource(source) || !id) return jsonError(404, 'Unknown archive');
  return archiveResponse(request, lang, source, id);
}
