import { getGenealogy } from '@/lib/api/genealogy';
import { orUnavailable } from '@/lib/api/cache-policy';
import { jsonError, sourceUnavailable } from '@/lib/api/http';
import { isLocale } from '@/lib/i18n/locale';
import { loadViewerRecord } from '@/lib/memorial/viewer-data';
import { drawCollectionImage, drawPageImage, drawShareImage } from '@/lib/og/share-image';
import { MEMBER_PAGE_SIZE, parseId } from '@/lib/paging';
import { isRecordSource } from '@/lib/routes';
import { sharePageByKey } from '@/lib/seo/share-pages';

// ISR on the tags of the reads (`deceased:ID`, `genealogy:ID`); query strings do not reach it.
export const revalidate = 300;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

const unknown = () => jsonError(404, 'Unknown image');

// Never text from the address: a fixed page's key or a record's id, looked up here.
export async function GET(_request: Request, ctx: RouteContext<'/og/[lang]/[source]/[file]'>) {
  const { lang, source, file } = await ctx.params;
  const name = /^(\w{1,40})\.png$/.exec(file)?.[1];
  if (!isLocale(lang) || !name) return unknown();

  if (source === 'page') {
    const page = sharePageByKey(name);
    return page ? drawPageImage(page, lang) : unknown();
  }
  const id = parseId(name);
  if (id === null) return unknown();
  if (source === 'collection') {
    // The collection page's own read (its first page of members).
    const collection = await orUnavailable(getGenealogy(id, 1, MEMBER_PAGE_SIZE), 'collection');
    if (collection === 'unavailable') return sourceUnavailable();
    return collection ? drawCollectionImage(collection, lang) : unknown();
  }
  if (!isRecordSource(source)) return unknown();
  const record = await loadViewerRecord(name, source);
  if (record === 'unavailable') return sourceUnavailable();
  return record ? drawShareImage(record, lang) : unknown();
}
