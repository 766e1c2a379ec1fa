import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getDeceased } from '@/lib/api/memorials';
import { getGenealogyMember } from '@/lib/api/genealogy';
import { plainText, PLAIN_TEXT } from '@/lib/api/http';
import { orUnavailable } from '@/lib/api/cache-policy';
import { unavailableResponse } from '@/lib/runtime/page-state.mjs';
import type { MemorialRecord } from '@/lib/api/models';
import { type Locale, pickName } from '@/lib/i18n/locale';
import { parseId } from '@/lib/paging';
import { pageCategoryOf } from '@/lib/memorial/categories';
import { viewerSourceOf } from '@/lib/memorial/viewer-links';
import type { RecordSource } from '@/lib/routes';
import { titled, unavailableMetadata } from '@/lib/seo/page-metadata';

// Loaded on the server, so a shared or refreshed link works.
export async function loadViewerRecord(
  rawId: string,
  source: RecordSource,
): Promise<MemorialRecord | null | 'unavailable'> {
  const id = parseId(rawId);
  if (id === null) return null;
  const record = await orUnavailable(
    source === 'genealogy' ? getGenealogyMember(id) : getDeceased(id),
    'viewer record',
  );
  const answers = source === 'genealogy' || !record || record === 'unavailable';
  return answers || pageCategoryOf(record) ? record : null; // as the category pages answer
}

/** Why a file made from a record (its archive, its calendar) is not sent, in the path's language. */
export async function recordFileRefused(lang: Locale, unavailable: boolean): Promise<Response> {
  const t = await getTranslations({ locale: lang });
  if (unavailable) return unavailableResponse(`${t('Unavailable.text')}\n`, PLAIN_TEXT);
  return plainText(404, t('NotFound.text'));
}

/** `source` is `['genealogy']` for `?from=genealogy` (lib/runtime/rewrites.mjs), so viewers are ISR. */
export type ViewerPageProps<P extends object = object> = {
  params: Promise<{ lang: Locale; id: string; source?: string[] } & P>;
};

export async function resolveViewer<P extends object>({ params }: ViewerPageProps<P>) {
  const resolved = await params;
  const { source } = resolved;
  const from = viewerSourceOf(source?.[0]);
  if (source !== undefined && (source.length !== 1 || source[0] !== 'genealogy')) {
    return { ...resolved, from, record: null };
  }
  return { ...resolved, from, record: await loadViewerRecord(resolved.id, from) };
}

// Viewers are not indexed (their detail page is); a missing record's 404 has Next's own noindex.
export async function viewerMetadata(
  lang: Locale,
  found: MemorialRecord | null | 'unavailable',
  kind: 'photos' | 'videos' | 'audio',
): Promise<Metadata> {
  if (found === 'unavailable') return unavailableMetadata(lang);
  const t = await getTranslations({ locale: lang });
  return {
    title: found
      ? titled(t(`Viewer.${kind}`), pickName(found.name, lang).value)
      : t('NotFound.title'),
    robots: found ? { index: false, follow: true } : null,
  };
}
