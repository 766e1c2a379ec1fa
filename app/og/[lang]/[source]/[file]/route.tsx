import { jsonError } from '@/lib/api/http';
import { isLocale } from '@/lib/i18n/locale';
import { loadViewerRecord } from '@/lib/memorial/viewer-data';
import { drawShareImage } from '@/lib/og/share-image';

// ISR on the record's `deceased:ID` tag (through its read); query strings do not reach it.
export const revalidate = 300;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, ctx: RouteContext<'/og/[lang]/[source]/[file]'>) {
  const { lang, source, file } = await ctx.params;
  const id = /^([1-9]\d{0,11})\.png$/.exec(file)?.[1];
  if (!isLocale(lang) || (source !== 'category' && source !== 'genealogy') || !id) {
    return jsonError(404, 'Unknown image');
  }
  const record = await loadViewerRecord(id, source);
  if (record === 'unavailable') return jsonError(503, 'The content source is unavailable');
  if (!record) return jsonError(404, 'Unknown image');

  return drawShareImage(record, lang);
}
