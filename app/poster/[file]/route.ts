import { DRAWN_IMAGE_CACHE_CONTROL } from '@/lib/api/cache-policy';
import { jsonError, sourceUnavailable } from '@/lib/api/http';
import { orUnavailable } from '@/lib/api/outage';
import { getVr } from '@/lib/api/site-content';
import { drawPoster } from '@/lib/media/poster';
import type { PosterKey } from '@/lib/routes';

// ISR on the tags of the reads; query strings do not reach it.
export const revalidate = 300;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

// Never a path from the address: a fixed key, and the video its read names.
const VIDEOS: Record<PosterKey, () => Promise<string | null>> = { vr: getVr };

export async function GET(_request: Request, ctx: RouteContext<'/poster/[file]'>) {
  const key = /^(\w{1,20})\.webp$/.exec((await ctx.params).file)?.[1];
  if (!key || !Object.hasOwn(VIDEOS, key)) return jsonError(404, 'Unknown poster');
  const src = await orUnavailable(VIDEOS[key as PosterKey](), key);
  if (src === 'unavailable') return sourceUnavailable();
  const poster = src && (await drawPoster(src));
  if (!poster) return jsonError(404, 'No poster for this video');
  return new Response(new Uint8Array(poster), {
    headers: { 'content-type': 'image/webp', 'cache-control': DRAWN_IMAGE_CACHE_CONTROL },
  });
}
