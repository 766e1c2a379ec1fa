import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CATEGORY_INFO } from '@/config/categories';
import { getDeceased } from '@/lib/api/memorials';
import { orUnavailable } from '@/lib/api/outage';
import type { FigureCategory } from '@/lib/api/models';
import type { Locale } from '@/lib/i18n/locale';
import { isFigureCategory, recordBelongsTo } from '@/lib/memorial/categories';
import { parseId } from '@/lib/paging';
import { routes } from '@/lib/routes';
import { DetailPage, detailMetadata, type DetailLookup } from '../../../_memorial/detail-page';

async function lookup(
  category: FigureCategory,
  lang: Locale,
  rawId: string,
): Promise<DetailLookup> {
  const info = CATEGORY_INFO[category];
  const id = parseId(rawId);
  // The address as the visitor asked for it: its 404 is sent for that path (server/page-state.mjs).
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

type Props = { params: Promise<{ lang: Locale; category: string; id: string }> };

/** A category the site does not have answers like a record outside its category. */
function lookupIn(category: string, lang: Locale, rawId: string): Promise<DetailLookup> {
  if (!isFigureCategory(category)) {
    const asked = `/category/${encodeURIComponent(category)}/${encodeURIComponent(rawId)}`;
    return Promise.resolve({ status: 'not-found', path: asked });
  }
  return lookup(category, lang, rawId);
}

// Every category's memorial page (`/category/{category}/{id}`): rendered on first visit, then
// cached (ISR); no memorial is built with the site.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, category, id } = await params;
  return detailMetadata(lang, await lookupIn(category, lang, id));
}

export default async function CategoryDetailPage({ params }: Props) {
  const { lang, category, id } = await params;
  setRequestLocale(lang);
  return <DetailPage lang={lang} lookup={await lookupIn(category, lang, id)} />;
}
