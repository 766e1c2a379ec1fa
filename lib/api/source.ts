import type {
  About,
  ContactInfo,
  DeceasedDetail,
  FigureCard,
  FigureCategory,
  GenealogyCard,
  GenealogyCollection,
  GenealogyService,
  Homepage,
  LangMap,
  MainContent,
  Memorial,
  Obituary,
  PhotoGallery,
  QrBadge,
  QrRecord,
  SearchFigure,
  VideoGallery,
  VirtualCemetery,
  Vr,
} from './types';
import type { RecordRef } from '@/lib/routes';
import type { SitemapBuckets, SitemapKind } from './sitemap-buckets';
import type { Day } from '@/lib/memorial/remembrance';

/** A slice of the ranked results; without one, the first 20 (what `/api/v1/search` answers). */
export type SearchWindow = { offset?: number; limit?: number };

export interface ContentSource {
  search(key: string, window?: SearchWindow): Promise<SearchFigure[]>;
  contactInfo(): Promise<ContactInfo>;
  terms(which: 'terms' | 'terms2'): Promise<LangMap>;
  figures(category: FigureCategory, page: number, limit: number): Promise<FigureCard[]>;
  genealogies(page: number, limit: number): Promise<GenealogyCard[]>;
  deceased(id: number): Promise<DeceasedDetail | null>;
  genealogyMember(id: number): Promise<DeceasedDetail | null>;
  genealogy(id: number, page: number, limit: number): Promise<GenealogyCollection | null>;
  qrRecord(uuid: string): Promise<QrRecord | null>;
  homepage(): Promise<Homepage>;
  mainContent(): Promise<MainContent>;
  about(): Promise<About>;
  photoGallery(): Promise<PhotoGallery>;
  videoGallery(): Promise<VideoGallery>;
  memorial(): Promise<Memorial>;
  obituary(): Promise<Obituary>;
  genealogyService(): Promise<GenealogyService>;
  virtualCemetery(): Promise<VirtualCemetery>;
  vr(): Promise<Vr>;
  qrBadge(): Promise<QrBadge>;
  sitemapBuckets(width: number): Promise<SitemapBuckets>;
  sitemapSlice(kind: SitemapKind, bucket: number, width: number): Promise<RecordRef[]>;
  /** People whose death's anniversary is `day` (the site's own addition, not in spec §7). */
  rememberedOn(day: Day): Promise<SearchFigure[]>;
}

export class ContentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentError';
  }
}
