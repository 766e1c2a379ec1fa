// The contract's shapes (spec §3, §7) as schemas.ts reads them; both sources answer in them.
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locale';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import type * as s from './schemas';

export type LangMap = Record<Locale, string>;
export type OptionalLangMap = Record<Locale, string | null>;

export type CategoryRef = { id: number; title: LangMap };

export { FIGURE_CATEGORIES };
export type FigureCategory = (typeof FIGURE_CATEGORIES)[number];

// The store's ids; the operator's category is read by English title (spec §5). 9, 10: spec §9.
export const CATEGORY_IDS: Record<FigureCategory, number> = {
  'public-figures': 1,
  'historical-figures': 2,
  martyrs: 3,
  'dear-memories': 4,
  'historical-monuments': 5,
};
export const GENEALOGY_CATEGORY_ID = 9;
export const GENEALOGY_MEMBER_CATEGORY_ID = 10;

type Read<T extends z.ZodType> = z.output<T>;

export type SearchFigure = Read<typeof s.searchFigure>;
export type ContactInfo = Read<typeof s.contactInfo>;

export type ContactMessage = {
  firstName: string;
  phone: string;
  email: string;
  message: string;
};

export type FigureCard = Read<typeof s.figureCard>;
/** `title` is HTML. */
export type GenealogyCard = Read<typeof s.genealogyCard>;
export type GenealogyMember = FigureCard;
export type GenealogyCollection = Read<typeof s.genealogyCollection>;

export type DeceasedDetail = Read<typeof s.deceasedDetail>;
export type SocialMedia = DeceasedDetail['social_media'];
/** The detail card's social links (spec §2), in its order; schemas.ts reads them by these keys. */
export const SOCIAL_KEYS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'website',
  'phoneNumber',
  'whatsapp',
] as const;

export const CONTACT_SOCIALS = ['instagram', 'facebook', 'tiktok', 'youtube', 'whatsapp'] as const;
export type ContactSocial = (typeof CONTACT_SOCIALS)[number];

export type DetailMedia = DeceasedDetail['media'];
export type MediaImage = DetailMedia['images'][number];
export type MediaVideo = DetailMedia['videos'][number];
export type YoutubeItem = DetailMedia['youtube'][number];
export type MediaAudio = DetailMedia['audio'][number];
export type QuranItem = DetailMedia['quran'][number];

/** `birthday` as the operator stored it (yyyy-mm-dd in the demo content). */
export type QrRecord = Read<typeof s.qrRecord>;
export type Homepage = Read<typeof s.homepage>;
export type MainContent = Read<typeof s.mainContent>;
export type About = Read<typeof s.about>;
export type MediaItem = About['samples'][number];
export type Partner = About['partners'][number];
export type PhotoGallery = Read<typeof s.photoGallery>;
export type VideoGallery = Read<typeof s.videoGallery>;
export type Memorial = Read<typeof s.memorial>;
export type Product = Memorial['products'][number];
export type Obituary = Read<typeof s.obituary>;
export type GenealogyService = Read<typeof s.genealogyService>;
export type VirtualCemetery = Read<typeof s.virtualCemetery>;
export type Vr = Read<typeof s.vr>;
export type QrBadge = Read<typeof s.qrBadge>;
export type Badge = QrBadge['badges'][number];
