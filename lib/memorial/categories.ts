import type { MemorialRecord } from '@/lib/api/models';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import type { FigureCategory } from '@/lib/contract/types';
import type { HeaderKey } from '@/lib/i18n/messages';

export type CategoryInfo = {
  /** The English category title a record must carry to be shown under this path (spec §5). */
  title: string;
  label: HeaderKey;
  /** A place, not a person: 3:2 pictures, no days of remembrance, a landmark in the JSON-LD. */
  monument: boolean;
  onMismatch: 'not-found' | 'redirect';
};

export const CATEGORY_INFO: Record<FigureCategory, CategoryInfo> = {
  'public-figures': {
    title: 'Public figures',
    label: 'header.publicFigures',
    monument: false,
    onMismatch: 'not-found',
  },
  'historical-figures': {
    title: 'Historical figures',
    label: 'header.historicalFigures',
    monument: false,
    onMismatch: 'not-found',
  },
  martyrs: { title: 'Martyrs', label: 'header.martyrs', monument: false, onMismatch: 'redirect' },
  'dear-memories': {
    title: 'Dear Memories',
    label: 'header.dearMemories',
    monument: false,
    onMismatch: 'redirect',
  },
  'historical-monuments': {
    title: 'Historical monuments',
    label: 'header.historicalMonuments',
    monument: true,
    onMismatch: 'not-found',
  },
};

export function isFigureCategory(value: string): value is FigureCategory {
  return (FIGURE_CATEGORIES as readonly string[]).includes(value);
}

const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Spec §5, the one rule for the page's check, the sitemap and remembrance days. */
export function categoryOfTitle(englishTitle: string): FigureCategory | null {
  return BY_TITLE.get(normalise(englishTitle)) ?? null;
}

const BY_TITLE = new Map(FIGURE_CATEGORIES.map((c) => [normalise(CATEGORY_INFO[c].title), c]));

export const PERSON_CATEGORIES = FIGURE_CATEGORIES.filter((c) => !CATEGORY_INFO[c].monument);

export function isMonumentTitle(englishTitle: string): boolean {
  const category = categoryOfTitle(englishTitle);
  return category !== null && CATEGORY_INFO[category].monument;
}

/** Where a page answers (pages, index, sitemap): the category its details name; null is a 404. */
export function pageCategoryOf(
  record: Pick<MemorialRecord, 'category'> | null | undefined,
): FigureCategory | null {
  const title = record?.category?.title?.en;
  return typeof title === 'string' ? categoryOfTitle(title) : null;
}

/** A member's page answers under a collection when its details name no tree or that one. */
export function memberPageAnswers<R extends { genealogyId: number | null }>(
  record: R | null | undefined,
  collectionId: number,
): record is R {
  return !!record && (record.genealogyId === null || record.genealogyId === collectionId);
}

export function recordBelongsTo(
  record: Pick<MemorialRecord, 'category'> | null | undefined,
  category: FigureCategory,
): boolean {
  return pageCategoryOf(record) === category;
}
