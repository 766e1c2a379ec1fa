import { jsonError, sourceUnavailable } from '@/lib/api/http';
import { orUnavailable } from '@/lib/api/cache-policy';
import { getVr } from '@/lib/api/site-content';
import { posterResponse } from '@/lib/media/poster';
import { loadViewerRecord } from '@/lib/memorial/viewer-data';
import { parseId } from '@/lib/paging';
import { isRecordSource, type PosterKey } from '@/lib/routes';

// ISR on the tags of the reads; query strings do not reach it.
export const revalidate = 300;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

// Never a path from the address: a page's fixed key or a record's id, and the video its read names.
const PAGE_VIDEOS: Record<PosterKey, () => Promise<string | null>> = { vr: getVr };

const unknown = () => jsonError(404, 'Unknown poster');

export async function GET(_request: Request, ctx: RouteContext<'/poster/[source]/[file]'>) {
  const { source, file } = await ctx.params;
  const name = /^(\w{1,20})\.webp$/.exec(file)?.[1];
  if (!name) return unknown();
  if (source === 'page') {
    if (!Object.hasOwn(PAGE_VIDEOS, name)) return unknown();
    const src = await orUnavailable(PAGE_VIDEOS[name as PosterKey](), name);
    return src === 'unavailable' ? sourceUnavailable() : posterResponse(src);
  }
  if (!isRecordSource(source) || parseId(name) === null) return unknown();
  const record = await loadViewerRecord(name, source);
  if (record === 'unavailable') return sourceUnavailable();
  return posterResponse(record?.portrait.video);
}
