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
import type { SearchFilters } from '@/lib/search/search-filters';

/** A slice of the ranked results; without one, the first 20 (what `/api/v1/search` answers). */
export type SearchWindow = { offset?: number; limit?: number };

/** What a search asks: a name (any script), narrowed by filters, or filters alone. */
export type SearchQuery = { key: string; filters?: SearchFilters };

/**
 * A slice of the results and how many there are in all. `atLeast`: there are more than `total`
 * (a name search ranks at most its candidates, a search by filters alone counts up to a cap).
 */
export type SearchFound = { figures: SearchFigure[]; total: number; atLeast: boolean };

export interface ContentSource {
  search(key: string, window?: SearchWindow): Promise<SearchFigure[]>;
  /** The search page: a name and filters, a slice and the count (the site's own addition). */
  searchRecords(query: SearchQuery, window?: SearchWindow): Promise<SearchFound>;
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
