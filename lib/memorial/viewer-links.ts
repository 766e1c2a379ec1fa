import type { Locale } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';

// Viewers load the record on the server, so genealogy members carry `?from=genealogy`.
export type ViewerSource = 'category' | 'genealogy';

export function viewerHref(viewer: 'photos' | 'videos', id: number, source: ViewerSource): string;
export function viewerHref(viewer: 'audio', id: number, source: ViewerSource, lang: Locale): string;
export function viewerHref(
  viewer: 'photos' | 'videos' | 'audio',
  id: number,
  source: ViewerSource,
  lang?: Locale,
): string {
  const path = viewer === 'audio' ? routes.audio(id, lang!) : routes[viewer](id);
  return source === 'genealogy' ? `${path}?from=genealogy` : path;
}

export function viewerSourceOf(searchParam: string | string[] | undefined): ViewerSource {
  return searchParam === 'genealogy' ? 'genealogy' : 'category';
}
