import 'server-only';
import { getDeceased, getGenealogyMember, orEmpty, type DeceasedDetail } from '@/lib/api';
import { parseId } from '@/lib/paging';
import { categorySlug } from '@/lib/search-links';
import type { ViewerSource } from '@/lib/viewer-links';

/** The record a viewer page shows, loaded on the server (so a shared or refreshed link works). */
export async function loadViewerRecord(
  rawId: string,
  source: ViewerSource,
): Promise<DeceasedDetail | null> {
  const id = parseId(rawId);
  if (id === null) return null;
  return orEmpty(source === 'genealogy' ? getGenealogyMember(id) : getDeceased(id), 'viewer record');
}

/** The detail page a viewer's Back button falls back to when it was opened directly. */
export function detailHrefOf(record: DeceasedDetail): string {
  if (record.genealogy_id !== null) return `/genealogy/${record.genealogy_id}/${record.id}`;
  return `/category/${categorySlug(record.category.title.en)}/${record.id}`;
}
