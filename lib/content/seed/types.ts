// Media paths are relative to public/media ('portraits/public-01.webp'), as records store them.
import type { ContactInfo, LangMap, SocialMedia } from '@/lib/contract/types';
import type { Locale } from '@/lib/i18n/locale';

export type SeedQuran = { file: string; title: string };

export type SeedPerson = {
  name: LangMap;
  text: LangMap;
  /** Free date text as families write it, e.g. '1141 – 1209' or '12.03.1968 – 26.02.1992'. */
  date: string;
  photo?: string;
  cdnVideo?: string;
  share?: boolean;
  social?: Partial<SocialMedia>;
  location?: string;
  images?: string[];
  videos?: string[];
  /** YouTube links as stored by the admin, valid or not. */
  youtube?: string[];
  voice?: Partial<Record<Locale, string>>;
  audio?: string[];
  quran?: SeedQuran[];
  updatedAt?: string;
};

export type SeedGenealogy = {
  title: LangMap;
  head: LangMap;
  date: string;
  members: SeedPerson[];
};

export type SeedQrRecord = {
  randomUUID: string;
  photo?: string;
  name: string;
  birthday: string;
  bloodGroup: string;
  number: string;
};

export type SeedSiteContent = {
  homepage: {
    /** The demo default; env HERO_TYPE=video|deceased overrides it. */
    type: 'video' | 'deceased';
    tamAd: LangMap;
    olumTarixi: string;
    olumDesc: LangMap;
    photo: string;
    video: string;
  };
  mainContent: { text: LangMap; image: string };
  about: {
    aboutText1: LangMap;
    aboutText2: LangMap;
    aboutMedia: string;
    partners: { link: string; logo: string }[];
    samples: string[];
  };
  photoGallery: string[];
  videoGallery: string[];
  memorial: {
    qrText1: LangMap;
    qrText2: LangMap;
    products: { image: string; title: LangMap; size: string; unit: LangMap; cost: LangMap }[];
  };
  obituary: { obituaryText1: LangMap; obituaryText2: LangMap };
  genealogy: { genealogyText1: LangMap; genealogyText2: LangMap };
  virtualCemetery: { virtualCemeteryText1: LangMap; virtualCemeteryText2: LangMap };
  vr: string;
  qrBadge: { qrBadgeText1: LangMap; qrBadgeText2: LangMap; badges: string[] };
  terms: LangMap;
  terms2: LangMap;
  contact: ContactInfo;
};
