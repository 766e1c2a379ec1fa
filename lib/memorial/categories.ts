import { FIGURE_CATEGORIES, type DeceasedDetail, type FigureCategory } from '@/lib/api/types';
import { categorySlug } from '@/lib/search/search-links';

type CategoryInfo = {
  /** The English category title a record must carry to be shown under this path (spec §5). */
  title: string;
  /** The header label of the category (page titles, covers). */
  label: `header.${number}`;
  /** Monuments are buildings: 3:2 pictures instead of 4:5 portraits. */
  landscape: boolean;
  /** What a failed category check does (spec §2): render the 404 in place, or redirect to /404. */
  onMismatch: 'not-found' | 'redirect';
};

export const CATEGORY_INFO: Record<FigureCategory, CategoryInfo> = {
  'public-figures': {
    title: 'Public figures',
    label: 'header.9',
    landscape: false,
    onMismatch: 'not-found',
  },
  'historical-figures': {
    title: 'Historical figures',
    label: 'header.10',
    landscape: false,
    onMismatch: 'not-found',
  },
  martyrs: { title: 'Martyrs', label: 'header.11', landscape: false, onMismatch: 'redirect' },
  'dear-memories': {
    title: 'Dear Memories',
    label: 'header.12',
    landscape: false,
    onMismatch: 'redirect',
  },
  'historical-monuments': {
    title: 'Historical monuments',
    label: 'header.13',
    landscape: true,
    onMismatch: 'not-found',
  },
};

export function isFigureCategory(value: string): value is FigureCategory {
  return (FIGURE_CATEGORIES as readonly string[]).includes(value);
}

/** The listing path of a category (the alias paths without /category/ point here as canonical). */
export const categoryPath = (category: FigureCategory) => `/category/${category}`;

export const detailPath = (category: FigureCategory, id: number) => `/category/${category}/${id}`;

/** The category a record's English title stands for, by the search links' slug rule. */
export function categoryOfTitle(englishTitle: string): FigureCategory | null {
  const slug = categorySlug(englishTitle);
  return isFigureCategory(slug) ? slug : null;
}

/**
 * Category gating (spec §5): a record is shown under a category only when its English category
 * title is that category's title (compared without regard to case or spacing).
 */
export function recordBelongsTo(
  record: Pick<DeceasedDetail, 'category'> | null | undefined,
  category: FigureCategory,
): boolean {
  const title = record?.category?.title?.en;
  if (typeof title !== 'string') return false;
  const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(title) === normalise(CATEGORY_INFO[category].title);
}
