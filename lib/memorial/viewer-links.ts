import type { MemorialRecord } from '@/lib/api/models';
import type { Locale } from '@/lib/i18n/locale';
import { routes, type RecordSource } from '@/lib/routes';
import { categorySlug } from '@/lib/search/search-links';

export function detailHrefOf(
  record: Pick<MemorialRecord, 'id' | 'genealogyId' | 'category'>,
  source: RecordSource,
): string {
  if (source === 'genealogy')
    return record.genealogyId === null
      ? routes.genealogies
      : routes.member(record.genealogyId, record.id);
  return routes.detail(categorySlug(record.category.title.en), record.id); // read for its page
}

// Members' viewers carry ?from=genealogy (whose record to read); Next's prefetch drops it: a 404.

export function viewerHref(viewer: 'photos' | 'videos', id: number, source: RecordSource): string;
export function viewerHref(viewer: 'audio', id: number, source: RecordSource, lang: Locale): string;
export function viewerHref(
  viewer: 'photos' | 'videos' | 'audio',
  id: number,
  source: RecordSource,
  lang?: Locale,
): string {
  const path = viewer === 'audio' ? routes.audio(id, lang!) : routes[viewer](id);
  return source === 'genealogy' ? `${path}?from=genealogy` : path;
}

export const viewerPrefetch = (source: RecordSource): false | undefined =>
  source === 'genealogy' ? false : undefined;

export function viewerSourceOf(searchParam: string | string[] | undefined): RecordSource {
  return searchParam === 'genealogy' ? 'genealogy' : 'category';
}
