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
} from '@/lib/contract/types';
import type { RecordRef } from '@/lib/routes';
import type { SitemapBuckets, SitemapKind } from './sitemap-buckets';
import type { Day } from '@/lib/memorial/remembrance';
import type { SearchFilters } from '@/lib/search/search-filters';

/** A slice of the ranked results; without one, the first 20 (what `/api/v1/search` answers). */
export type SearchWindow = { offset?: number; limit?: number };

export type SearchQuery = { key: string; filters?: SearchFilters };

/** `atLeast`: more than `total` (a name ranks at most its candidates, filters count to a cap). */
export type SearchFound = { figures: SearchFigure[]; total: number; atLeast: boolean };

export interface ContentSource {
  searchFigures(key: string, window?: SearchWindow): Promise<SearchFigure[]>;
  searchRecords(query: SearchQuery, window?: SearchWindow): Promise<SearchFound>;
  getContactInfo(): Promise<ContactInfo>;
  getTerms(which: 'terms' | 'terms2'): Promise<LangMap>;
  getFigures(category: FigureCategory, page: number, limit: number): Promise<FigureCard[]>;
  getGenealogies(page: number, limit: number): Promise<GenealogyCard[]>;
  getDeceased(id: number): Promise<DeceasedDetail | null>;
  getGenealogyMember(id: number): Promise<DeceasedDetail | null>;
  getGenealogy(id: number, page: number, limit: number): Promise<GenealogyCollection | null>;
  getQrRecord(uuid: string): Promise<QrRecord | null>;
  getHomepage(): Promise<Homepage>;
  getMainContent(): Promise<MainContent>;
  getAbout(): Promise<About>;
  getPhotoGallery(): Promise<PhotoGallery>;
  getVideoGallery(): Promise<VideoGallery>;
  getMemorialService(): Promise<Memorial>;
  getObituary(): Promise<Obituary>;
  getGenealogyService(): Promise<GenealogyService>;
  getVirtualCemetery(): Promise<VirtualCemetery>;
  getVr(): Promise<Vr>;
  getQrBadge(): Promise<QrBadge>;
  getSitemapBuckets(width: number): Promise<SitemapBuckets>;
  getSitemapSlice(kind: SitemapKind, bucket: number, width: number): Promise<RecordRef[]>;
  /** People whose death's anniversary is `day` (the site's own addition, not in spec §7). */
  getRememberedOn(day: Day): Promise<SearchFigure[]>;
}

export class ContentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentError';
  }
}

/** The embedded store failed (unreachable, past its deadline, full, stopping): a 503, never a 500. */
export class StoreUnavailable extends ContentError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailable';
  }
}
