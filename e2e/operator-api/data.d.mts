// Types of data.mjs, for the TypeScript specs. Loose where the operator's data is loose.
export type Lang = 'az' | 'en' | 'ru';
/** A text per language; a language may be missing, null or empty. */
export type LangMap = Partial<Record<Lang, string | null>>;
export type Names = Record<Lang, string>;
/** Ids come as numbers or numeric strings. */
export type Id = number | string;

export interface Category { id: Id; title: LangMap }
export interface FigureCard { id?: Id; name: LangMap; date: string; photo_title: string | null; photo_title_cdn?: string | null }
export interface GenealogyCard { id: Id; title: LangMap; head: LangMap; date: string }
export interface SocialMedia {
  facebook: string | null; instagram: string | null; twitter: string | null; linkedin: string | null;
  youtube: string | null; tiktok: string | null; website: string | null; phoneNumber: string | null; whatsapp: string | null;
}
export interface PersonDetail {
  id: Id;
  name: LangMap;
  text: LangMap;
  date: string;
  category: Category;
  genealogy_id?: Id;
  status?: { share?: boolean };
  social_media?: SocialMedia;
  location?: string | null;
  media: {
    profile_photo: string | null;
    profile_photo_cdn?: string | null;
    images?: { id: Id; url: string; original_name: string }[];
    videos?: { id: Id; url: string; original_name: string; file_size: number; file_type: string; upload_date: string }[];
    youtube?: { id: Id; link: string }[];
    voice?: LangMap;
    audio?: { id: Id; url: string; original_name: string }[];
    quran?: ({ id: Id; url: string; original_name: string } | { id: Id; audio: string; title: string })[];
  };
}
export interface QrRecord {
  randomUUID?: string; photo: string | null; name: string; birthday: string; qanqrupu: string | null; number: string | number;
}
export type ListName = 'public-figures' | 'historical-figures' | 'martyrs' | 'dear-memories' | 'historical-monuments';
/** Media item {id, media} (galleries, samples). */
export interface MediaItem { id: Id; media: string }

export interface OperatorData {
  /** /v1/deceased/{id}/details, keyed by String(id). */
  people: Record<string, PersonDetail>;
  /** /v1/genealogy/deceased/{id}/details, keyed by String(id). */
  members: Record<string, PersonDetail>;
  lists: Record<ListName, FigureCard[]>;
  /** /v1/genealogy-all. */
  genealogyCards: GenealogyCard[];
  /** Admin host /api/v1/genealogy/{id}, keyed by String(id). */
  collections: Record<string, { title: LangMap; members: FigureCard[] }>;
  qrcodes: QrRecord[];
  contact: Record<'contact_phone' | 'contact_email' | 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'whatsapp', LangMap>;
  terms: LangMap;
  terms2: LangMap;
  /** The `data` of /v1/{key}. */
  pages: {
    homepage: { type: string; tamAd: LangMap; olumTarixi: string; olumDesc: LangMap; photo: string; video: string };
    'main/content': { text: LangMap; image: { url: string } };
    about: {
      aboutText1: LangMap; aboutText2: LangMap; aboutMedia: string;
      partners: { id: Id; link: string | null; logo: string }[]; samples: MediaItem[];
    };
    'photo-gallery': { photos: MediaItem[] };
    'video-gallery': { videos: MediaItem[] };
    memorial: {
      qrText1: LangMap; qrText2: LangMap;
      products: { id: Id; image: string; title: LangMap; size: string | null; unit: LangMap; cost: LangMap }[];
    };
    obituary: { obituaryText1: LangMap; obituaryText2: LangMap };
    genealogy: { genealogyText1: LangMap; genealogyText2: LangMap };
    'virtual-cemetery': { virtualCemeteryText1: LangMap; virtualCemeteryText2: LangMap };
    vr: { vr: { media: string } };
    'qr-code-badge': { qrBadgeText1: LangMap; qrBadgeText2: LangMap; badges: { id: Id; image: string }[] };
  };
}

/** A fresh, mutable copy of all fixture data. */
export function createData(): OperatorData;

/** Stored media path → the public/media file served for it (JPEGs are made from a WebP). */
export const mediaFiles: Record<string, string | { jpegFrom: string }>;

export const categories: Record<
  'publicFigures' | 'historicalFigures' | 'martyrs' | 'dearMemories' | 'monuments' | 'genealogy' | 'member',
  { id: number; title: Names }
>;

interface Named { id: Id; name: Names }
export const expected: {
  categories: typeof categories;
  listPaths: ListName[];
  publicFigure: Named & {
    date: string; heading: Names; textSnippet: Names; location: { lat: number; lng: number };
    validYoutubeIds: string[]; invalidYoutubeLink: string; imageCount: number; audioNames: string[]; quranNames: string[];
    voices: Lang[]; safeInstagram: string;
  };
  stringIdFigure: Named & { date: string };
  publicFigurePage2: Named;
  publicListLength: number;
  noPhotoFigure: Named;
  bareFigure: Named;
  historicalFigure: Named & { date: string; oddEnglishTitle: string };
  martyr: Named & { alsoInList: ListName; date: string };
  dearMemory: Named & { cdnVideo: string };
  dearMemoryNoCdnKey: Named;
  cardWithoutId: { list: ListName; name: Names };
  monument: Named;
  swappedDates: Named & { date: string; plainText: string };
  genealogy: {
    id: Id; title: Names; head: Names; memberCount: number;
    member: Named & { phoneNumber: string; whatsapp: string }; page2Member: Named;
  };
  genealogySmall: { id: Id; title: Names; memberCount: number; overlappingMemberId: number; overlappingMemberName: Names };
  qr: {
    valid: { uuid: string; name: string; birthday: string; bloodGroup: string; number: string };
    numericNumber: { uuid: string; name: string; birthday: string; number: string };
    upperCase: { uuid: string; name: string };
    noUuidName: string;
    unknownUuid: string;
  };
  homeHeroName: Names;
  homeHeroDesc: Names;
  homeHeroDate: string;
  mainContentText: Names;
  aboutText: Names;
  aboutText2: Names;
  contact: { phone: Names; email: Names };
  terms: Names;
  terms2: { az: string; en: string; ru: null };
  services: {
    memorial: Names;
    memorialProduct: { id: Id; image: string; title: Names; size: string | null; unit: Names; cost: Names };
    obituary: Names; genealogy: Names; virtualCemetery: Names; qrBadge: Names;
  };
  media: {
    portrait: string; nonAscii: string; preEncoded: string; upperExt: string; audio: string; audio2: string;
    voiceAz: string; voiceEn: string; quran1: string; quran2: string; video: string; videoUpper: string;
    cdnVideo: string; missing: string;
  };
  hostileMarkers: string[];
  unknownIds: { answers404: number; answers200: number };
};

export interface MessyCase { key: string; what: string; where: string }
export const messyCases: MessyCase[];
