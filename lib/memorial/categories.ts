import { CATEGORY_INFO } from '@/config/categories';
import type { MemorialRecord } from '@/lib/api/models';
import { FIGURE_CATEGORIES, type FigureCategory } from '@/lib/api/types';
import { categorySlug } from '@/lib/search/search-links';

export function isFigureCategory(value: string): value is FigureCategory {
  return (FIGURE_CATEGORIES as readonly string[]).includes(value);
}

export function categoryOfTitle(englishTitle: string): FigureCategory | null {
  const slug = categorySlug(englishTitle);
  return isFigureCategory(slug) ? slug : null;
}

// Spec §5: a record shows under a category only when its English title is that category's.
export function recordBelongsTo(
  record: Pick<MemorialRecord, 'category'> | null | undefined,
  category: FigureCategory,
): boolean {
  const title = record?.category?.title?.en;
  if (typeof title !== 'string') return false;
  const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(title) === normalise(CATEGORY_INFO[category].title);
}
