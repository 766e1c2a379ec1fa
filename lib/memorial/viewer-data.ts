import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getDeceased } from '@/lib/api/memorials';
import { getGenealogyMember } from '@/lib/api/genealogy';
import { orUnavailable } from '@/lib/api/outage';
import type { MemorialRecord } from '@/lib/api/models';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { parseId } from '@/lib/paging';
import { categorySlug } from '@/lib/search/search-links';
import { viewerSourceOf } from '@/lib/memorial/viewer-links';
import { routes, type RecordSource } from '@/lib/routes';
import { unavailableMetadata } from '@/lib/seo/page-metadata';

// Loaded on the server, so a shared or refreshed link works.
export async function loadViewerRecord(
  rawId: string,
  source: RecordSource,
): Promise<MemorialRecord | null | 'unavailable'> {
  const id = parseId(rawId);
  if (id === null) return null;
  return orUnavailable(
    source === 'genealogy' ? getGenealogyMember(id) : getDeceased(id),
    'viewer record',
  );
}

export function detailHrefOf(record: MemorialRecord): string {
  if (record.genealogyId !== null) return routes.member(record.genealogyId, record.id);
  return routes.detail(categorySlug(record.category.title.en), record.id);
}

export type ViewerPageProps<P extends object = object> = {
  params: Promise<{ lang: Locale; id: string } & P>;
  searchParams: Promise<{ from?: string | string[] }>;
};

export async function resolveViewer<P extends object>({
  params,
  searchParams,
}: ViewerPageProps<P>) {
  const [resolved, { from }] = await Promise.all([params, searchParams]);
  return { ...resolved, record: await loadViewerRecord(resolved.id, viewerSourceOf(from)) };
}

// Viewers are not indexed; their detail page is.
export async function viewerMetadata(
  lang: Locale,
  found: MemorialRecord | null | 'unavailable',
  kind: 'photos' | 'videos' | 'audio',
): Promise<Metadata> {
  if (found === 'unavailable') return unavailableMetadata(lang);
  const t = await getTranslations({ locale: lang });
  return {
    title: found
      ? `${t(`Viewer.${kind}`)} — ${pickLang(found.name, lang).value}`
      : t('NotFound.title'),
    robots: { index: false, follow: true },
  };
}
