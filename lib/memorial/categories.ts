import { CATEGORY_INFO } from '@/config/categories';
import type { MemorialRecord } from '@/lib/api/models';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import { type FigureCategory } from '@/lib/contract/types';

export function isFigureCategory(value: string): value is FigureCategory {
  return (FIGURE_CATEGORIES as readonly string[]).includes(value);
}

const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Spec §5, the one rule for the page's check, the sitemap and remembrance days. */
export function categoryOfTitle(englishTitle: string): FigureCategory | null {
  return BY_TITLE.get(normalise(englishTitle)) ?? null;
}

const BY_TITLE = new Map(FIGURE_CATEGORIES.map((c) => [normalise(CATEGORY_INFO[c].title), c]));

export function recordBelongsTo(
  record: Pick<MemorialRecord, 'category'> | null | undefined,
  category: FigureCategory,
): boolean {
  const title = record?.category?.title?.en;
  return typeof title === 'string' && categoryOfTitle(title) === category;
}
