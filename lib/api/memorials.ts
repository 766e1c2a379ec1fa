// Memorials: `spec` reads as /api/v1 answers them (sanitized, cached); pages read them reshaped.
import 'server-only';
import { MEDIA_BASE } from '@/lib/env';
import { PAGE_SIZE, type ListPage } from '@/lib/paging';
import { cachedRead, TAGS } from './cache-policy';
import { contentSource } from './mode';
import { toMemorialCard, toMemorialRecord, toSearchHit } from './reshape';
import { sanitizeDeceased } from './sanitize';
import { receivedLength } from '@/lib/contract/schemas';
import type { MemorialCard } from './models';
import type { FigureCategory } from '@/lib/contract/types';

// The data cache keeps the sanitized result: sanitizing runs once per refresh, not per request.
export const spec = {
  getFigures: cachedRead(
    'figures',
    async (category: FigureCategory, page: number, limit: number) => {
      const figures = await contentSource().getFigures(category, page, limit);
      return { figures, received: receivedLength(figures) };
    },
    {
      tags: (category) => [TAGS.figures(category)],
      cacheable: (_category, _page, limit) => limit === PAGE_SIZE,
    },
  ),
  getDeceased: cachedRead(
    'deceased',
    async (id: number) => sanitizeDeceased(await contentSource().getDeceased(id)),
    { tags: (id) => [TAGS.record(id)] },
  ),
  /** Keyed by the day (`yyyy-mm-dd`): one entry, one scan of the dates, a day. */
  getRememberedOn: cachedRead(
    'remembered-on',
    (iso: string) => {
      const [year, month, day] = iso.split('-').map(Number);
      return contentSource().getRememberedOn({ year: year!, month: month!, day: day! });
    },
    { revalidate: 86_400 },
  ),
};

export const getFigures = async (
  category: FigureCategory,
  page: number,
  limit: number,
): Promise<ListPage<MemorialCard>> => {
  const { figures, received } = await spec.getFigures(category, page, limit);
  return { items: figures.map((card) => toMemorialCard(card, MEDIA_BASE)), received };
};

export const getDeceased = async (id: number) => {
  const detail = await spec.getDeceased(id);
  return detail && toMemorialRecord(detail, MEDIA_BASE);
};

export const getRememberedOn = async (iso: string) =>
  (await spec.getRememberedOn(iso)).map((figure) => toSearchHit(figure, MEDIA_BASE));
