import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CATEGORY_INFO } from '@/config/categories';
import { getDeceased, orUnavailable } from '@/lib/api';
import type { FigureCategory } from '@/lib/api/models';
import type { Locale } from '@/lib/i18n/locale';
import { recordBelongsTo } from '@/lib/memorial/categories';
import { parseId } from '@/lib/paging';
import { routes } from '@/lib/routes';
import { DetailPage, detailMetadata, type DetailLookup } from './detail-page';

type Props = { params: Promise<{ lang: Locale; id: string }> };

async function lookup(
  category: FigureCategory,
  lang: Locale,
  rawId: string,
): Promise<DetailLookup> {
  const info = CATEGORY_INFO[category];
  const id = parseId(rawId);
  // The address as the visitor asked for it: its 404 is sent for that path (server/main.mjs).
  const asked = `/category/${category}/${encodeURIComponent(rawId)}`;
  const mismatch: DetailLookup =
    info.onMismatch === 'redirect' ? { status: 'redirect' } : { status: 'not-found', path: asked };
  if (id === null) return mismatch;
  const path = routes.detail(category, id);
  const record = await orUnavailable(getDeceased(id), `deceased ${id}`);
  if (record === 'unavailable') return { status: 'unavailable', path };
  if (!record || !recordBelongsTo(record, category)) return mismatch;
  const t = await getTranslations({ locale: lang });
  const label = t(info.label);
  return {
    status: 'found',
    record,
    view: {
      path,
      source: 'category',
      titleLabel: info.label,
      trail: [{ path: routes.category(category), name: label, label }],
      landmark: info.landscape,
    },
  };
}

// Those that answer a mismatch in place are cached (ISR); martyrs and dear memories redirect and
// render per request: Next sends a cached redirect's Location header twice (vercel/next.js#82117),
// which crawlers reject.
export function categoryDetailPage(category: FigureCategory) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { lang, id } = await params;
      return detailMetadata(lang, await lookup(category, lang, id));
    },
    Page: async ({ params }: Props) => {
      const { lang, id } = await params;
      setRequestLocale(lang);
      return <DetailPage lang={lang} lookup={await lookup(category, lang, id)} />;
    },
  };
}
