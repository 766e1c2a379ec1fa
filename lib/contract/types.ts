// The contract's shapes (spec §3, §7) as schemas.ts reads them; both sources answer in them.
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locale';
import type * as s from './schemas';

export type LangMap = Record<Locale, string>;
export type OptionalLangMap = Record<Locale, string | null>;

export type CategoryRef = { id: number; title: LangMap };
export type RecordCategory = { id: number | null; title: LangMap };

export type { ContactSocial, FigureCategory } from './keys';

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
