// What pages and components read: types.ts records after reshape.ts, media as ready addresses.
import type { Locale } from '@/lib/i18n/locale';
import type {
  CategoryRef,
  RecordCategory,
  ContactSocial,
  LangMap,
  SocialMedia,
  YoutubeItem,
} from '@/lib/contract/types';

export type { CategoryRef, LangMap, SocialMedia, YoutubeItem } from '@/lib/contract/types';
export type { FigureCategory, GenealogyCard } from '@/lib/contract/types';

/** A media address for src: under MEDIA_URL, or /media on this site. */
export type MediaSrc = string;

/** Shown as the video when there is one, else the photo (share images use the photo). */
export type Portrait = { photo: MediaSrc | null; video: MediaSrc | null };

export type MemorialCard = { id: number; name: LangMap; date: string; portrait: Portrait };

export type GenealogyCollection = { title: LangMap; members: MemorialCard[] };

export type MediaFile = { id: number; src: MediaSrc; name: string };

export type MemorialRecord = {
  id: number;
  name: LangMap;
  /** HTML, sanitized */
  text: LangMap;
  date: string;
  category: RecordCategory;
  genealogyId: number | null;
  shareable: boolean;
  social: SocialMedia;
  /** Checked against the allowed hosts (lib/memorial/map-embed.ts) */
  mapUrl: string | null;
  portrait: Portrait;
  images: MediaFile[];
  videos: MediaFile[];
  youtube: YoutubeItem[];
  voices: Record<Locale, MediaSrc | null>;
  audio: MediaFile[];
  quran: MediaFile[];
  updatedAt: string;
};

export type SearchHit = {
  id: number;
  name: LangMap;
  date: string;
  thumb: MediaSrc | null;
  genealogyId: number | null;
  category: CategoryRef;
};

export type Contacts = { phone: LangMap; email: LangMap } & Record<ContactSocial, LangMap>;

export type QrCard = {
  uuid: string;
  photo: MediaSrc | null;
  name: string;
  /** ISO date, yyyy-mm-dd */
  birthday: string;
  bloodGroup: string;
  phone: string;
};

export type HomeHero = {
  kind: 'video' | 'deceased';
  name: LangMap;
  deathDate: string;
  /** HTML, sanitized */
  description: LangMap;
  photo: MediaSrc | null;
  video: MediaSrc | null;
};

export type TwoTexts = { text1: LangMap; text2: LangMap };

export type AboutTeaser = { text: LangMap; image: MediaSrc | null };
export type Picture = { id: number; src: MediaSrc };
export type Partner = { id: number; link: string; logo: MediaSrc };
export type AboutContent = TwoTexts & {
  image: MediaSrc | null;
  partners: Partner[];
  samples: Picture[];
};
export type Product = {
  id: number;
  image: MediaSrc | null;
  title: LangMap;
  size: string;
  unit: LangMap;
  cost: LangMap;
};
export type MemorialService = TwoTexts & { products: Product[] };
export type BadgeService = TwoTexts & { badges: Picture[] };
