import { GENEALOGY_CATEGORY_ID, GENEALOGY_MEMBER_CATEGORY_ID, type SearchFigure } from '@/lib/api/types';

/** The category slug of a search result: the English title, lower-cased, spaces as hyphens. */
export function categorySlug(englishTitle: string): string {
  return englishTitle.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Where a search result leads (spec §2, Shared header), without the language prefix. */
export function searchResultHref(item: SearchFigure): string {
  if (item.category.id === GENEALOGY_CATEGORY_ID) return `/genealogy/${item.id}`;
  if (item.category.id === GENEALOGY_MEMBER_CATEGORY_ID) {
    return `/genealogy/${item.genealogy_id}/${item.id}`;
  }
  return `/category/${categorySlug(item.category.title.en)}/${item.id}`;
}
