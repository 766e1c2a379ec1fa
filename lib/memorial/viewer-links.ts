import type { Locale } from '@/lib/i18n/locale';
import { routes, type RecordSource } from '@/lib/routes';

// Viewers load the record on the server, so genealogy members carry `?from=genealogy`.

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

export function viewerSourceOf(searchParam: string | string[] | undefined): RecordSource {
  return searchParam === 'genealogy' ? 'genealogy' : 'category';
}
