import {
  GENEALOGY_CATEGORY_ID,
  GENEALOGY_MEMBER_CATEGORY_ID,
  type SearchFigure,
} from '@/lib/api/types';
import { routes } from '@/lib/routes';

export function categorySlug(englishTitle: string): string {
  return englishTitle.trim().toLowerCase().replace(/\s+/g, '-');
}

export function searchResultHref(item: SearchFigure): string {
  if (item.category.id === GENEALOGY_CATEGORY_ID) return routes.genealogy(item.id);
  if (item.category.id === GENEALOGY_MEMBER_CATEGORY_ID && item.genealogy_id !== null) {
    return routes.member(item.genealogy_id, item.id);
  }
  return routes.detail(categorySlug(item.category.title.en), item.id);
}
