import type { FigureCategory } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/locale';

/**
 * Every path of the site, inside a language (lib/i18n/locale.ts localizePath adds the prefix).
 * The content layer hands out ids; pages, links, the sitemap and the share images build their
 * paths here.
 */
export const routes = {
  home: '/',
  genealogies: '/genealogy',
  notFound: '/404',
  category: (category: FigureCategory) => `/category/${category}`,
  /** A category record; search results name the category by their title's slug (spec §2). */
  detail: (category: FigureCategory | (string & {}), id: number) => `/category/${category}/${id}`,
  genealogy: (id: number) => `/genealogy/${id}`,
  member: (genealogyId: number, id: number) => `/genealogy/${genealogyId}/${id}`,
  photos: (id: number) => `/photos/${id}`,
  videos: (id: number) => `/videos/${id}`,
  audio: (id: number, voice: Locale) => `/audio/${id}/${voice}`,
  qr: (uuid: string) => `/qrcode/${uuid}`,
  /** The 1200x630 share image of a memorial (app/og). */
  shareImage: (lang: Locale, source: 'category' | 'genealogy', id: number) =>
    `/og/${lang}/${source}/${id}.png`,
} as const;

/** A record page as the content layer names it: what it is and its ids, never its path. */
export type RecordRef =
  | { kind: 'detail'; category: FigureCategory; id: number; lastModified: string | null }
  | { kind: 'genealogy'; id: number; lastModified: string | null }
  | { kind: 'member'; genealogyId: number; id: number; lastModified: string | null };

/** The path of a record page. */
export function recordPath(ref: RecordRef): string {
  switch (ref.kind) {
    case 'detail':
      return routes.detail(ref.category, ref.id);
    case 'genealogy':
      return routes.genealogy(ref.id);
    case 'member':
      return routes.member(ref.genealogyId, ref.id);
  }
}
