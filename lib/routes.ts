import type { FigureCategory } from '@/lib/contract/types';
import type { Locale } from '@/lib/i18n/locale';

export type RecordSource = 'category' | 'genealogy';

export const isRecordSource = (value: string): value is RecordSource =>
  value === 'category' || value === 'genealogy';

export const CONTACT_OUTCOMES = ['sent', 'refused', 'unavailable'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** The videos the server draws a poster for by a fixed key, beside each record's (app/poster). */
export type PosterKey = 'vr';

// Paths inside a language (localizePath adds the prefix); ids come from the content layer.
export const routes = {
  home: '/',
  genealogies: '/genealogy',
  notFound: '/404',
  category: (category: FigureCategory) => `/category/${category}`,
  // Search results name the category by their title's slug (spec §2).
  detail: (category: FigureCategory | (string & {}), id: number) => `/category/${category}/${id}`,
  genealogy: (id: number) => `/genealogy/${id}`,
  member: (genealogyId: number, id: number) => `/genealogy/${genealogyId}/${id}`,
  photos: (id: number) => `/photos/${id}`,
  videos: (id: number) => `/videos/${id}`,
  audio: (id: number, voice: Locale) => `/audio/${id}/${voice}`,
  qr: (uuid: string) => `/qrcode/${uuid}`,
  // The contact form about one memorial or member page (its path after /contact).
  correction: (recordPath: string) => `/contact${recordPath}`,
  contactOutcome: (outcome: ContactOutcome) => `/contact/${outcome}`,
  shareImage: (lang: Locale, source: RecordSource | 'collection', id: number) =>
    `/og/${lang}/${source}/${id}.png`,
  pageImage: (lang: Locale, key: string) => `/og/${lang}/page/${key}.png`,
  poster: (key: PosterKey) => `/poster/page/${key}.webp`,
  recordPoster: (source: RecordSource, id: number) => `/poster/${source}/${id}.webp`,
  calendar: (lang: Locale, source: RecordSource, id: number) =>
    `/calendar/${lang}/${source}/${id}.ics`,
  // The family's copy of a memorial, its visitor's language first (lib/archive).
  archive: (lang: Locale, source: RecordSource, id: number) =>
    `/archive/${lang}/${source}/${id}.zip`,
} as const;

export type RecordRef =
  | { kind: 'detail'; category: FigureCategory; id: number; lastModified: string | null }
  | { kind: 'genealogy'; id: number; lastModified: string | null }
  | { kind: 'member'; genealogyId: number; id: number; lastModified: string | null };

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
