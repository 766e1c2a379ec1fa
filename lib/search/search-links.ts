import type { SearchHit } from '@/lib/api/models';
import { GENEALOGY_CATEGORY_ID, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import { routes } from '@/lib/routes';

export function categorySlug(englishTitle: string): string {
  return englishTitle.trim().toLowerCase().replace(/\s+/g, '-');
}

export function searchResultHref(item: Pick<SearchHit, 'id' | 'category' | 'genealogyId'>): string {
  if (item.category.id === GENEALOGY_CATEGORY_ID) return routes.genealogy(item.id);
  if (item.category.id === GENEALOGY_MEMBER_CATEGORY_ID && item.genealogyId !== null) {
    return routes.member(item.genealogyId, item.id);
  }
  return routes.detail(categorySlug(item.category.title.en), item.id);
}
