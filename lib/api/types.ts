// The content API contract (spec §3, §7): both content sources answer in these shapes.
import type { Locale } from '@/lib/i18n/locale';

export type LangMap = Record<Locale, string>;
export type OptionalLangMap = Record<Locale, string | null>;

export type CategoryRef = { id: number; title: LangMap };

export const FIGURE_CATEGORIES = [
  'public-figures',
  'historical-figures',
  'martyrs',
  'dear-memories',
  'historical-monuments',
] as const;
export type FigureCategory = (typeof FIGURE_CATEGORIES)[number];

/** Category ids: 1..5 follow FIGURE_CATEGORIES; 9 is a genealogy collection, 10 a genealogy member. */
export const CATEGORY_IDS: Record<FigureCategory, number> = {
  'public-figures': 1,
  'historical-figures': 2,
  martyrs: 3,
  'dear-memories': 4,
  'historical-monuments': 5,
};
export const GENEALOGY_CATEGORY_ID = 9;
export const GENEALOGY_MEMBER_CATEGORY_ID = 10;

export type SearchFigure = {
  id: number;
  name: LangMap;
  date: string;
  photo_title: string | null;
  genealogy_id: number | null;
  category: CategoryRef;
};

export type ContactInfo = {
  contact_phone: LangMap;
  contact_email: LangMap;
  instagram: LangMap;
  facebook: LangMap;
  tiktok: LangMap;
  youtube: LangMap;
  whatsapp: LangMap;
};

export type ContactMessage = {
  firstName: string;
  phone: string;
  email: string;
  message: string;
};

export type FigureCard = {
  id: number;
  name: LangMap;
  date: string;
  photo_title: string | null;
  photo_title_cdn: string | null;
};

export type GenealogyCard = {
  id: number;
  /** HTML */
  title: LangMap;
  head: LangMap;
  date: string;
};

export type GenealogyMember = FigureCard;

export type GenealogyCollection = {
  title: LangMap;
  members: GenealogyMember[];
};

export type SocialMedia = {
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
  tiktok: string | null;
  website: string | null;
  phoneNumber: string | null;
  whatsapp: string | null;
};
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
] as const satisfies readonly (keyof SocialMedia)[];

export type MediaImage = { id: number; url: string; original_name: string };
export type MediaVideo = {
  id: number;
  url: string;
  original_name: string;
  file_size: number;
  file_type: string;
  upload_date: string;
};
export type YoutubeItem = { id: number; link: string };
export type MediaAudio = { id: number; url: string; original_name: string };
export type QuranItem = { id: number; url: string; original_name: string };

export type DetailMedia = {
  profile_photo: string | null;
  profile_photo_cdn: string | null;
  images: MediaImage[];
  videos: MediaVideo[];
  youtube: YoutubeItem[];
  voice: OptionalLangMap;
  audio: MediaAudio[];
  quran: QuranItem[];
};

export type DeceasedDetail = {
  id: number;
  name: LangMap;
  /** HTML */
  text: LangMap;
  date: string;
  category: CategoryRef;
  /** Set for genealogy members (category 10): the collection they belong to. */
  genealogy_id: number | null;
  status: { share: boolean };
  social_media: SocialMedia;
  location: string | null;
  media: DetailMedia;
  updated_at: string;
};

export type QrRecord = {
  randomUUID: string;
  photo: string | null;
  name: string;
  /** ISO date, yyyy-mm-dd */
  birthday: string;
  qanqrupu: string;
  number: string;
};

export type Homepage = {
  type: 'video' | 'deceased';
  tamAd: LangMap;
  olumTarixi: string;
  /** HTML */
  olumDesc: LangMap;
  photo: string | null;
  video: string | null;
};

export type MainContent = { text: LangMap; image: { url: string } };
export type MediaItem = { id: number; media: string };
export type Partner = { id: number; link: string; logo: string };
export type About = {
  aboutText1: LangMap;
  aboutText2: LangMap;
  aboutMedia: string;
  partners: Partner[];
  samples: MediaItem[];
};
export type PhotoGallery = { photos: MediaItem[] };
export type VideoGallery = { videos: MediaItem[] };
export type Product = {
  id: number;
  image: string;
  title: LangMap;
  size: string;
  unit: LangMap;
  cost: LangMap;
};
export type Memorial = { qrText1: LangMap; qrText2: LangMap; products: Product[] };
export type Obituary = { obituaryText1: LangMap; obituaryText2: LangMap };
export type GenealogyService = { genealogyText1: LangMap; genealogyText2: LangMap };
export type VirtualCemetery = { virtualCemeteryText1: LangMap; virtualCemeteryText2: LangMap };
export type Vr = { vr: { media: string } };
export type Badge = { id: number; image: string };
export type QrBadge = { qrBadgeText1: LangMap; qrBadgeText2: LangMap; badges: Badge[] };
export type Terms = { terms: LangMap };
