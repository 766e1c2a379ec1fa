import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { CATEGORY_INFO } from '@/config/categories';
import { getDeceased } from '@/lib/api/memorials';
import { orUnavailable } from '@/lib/api/outage';
import type { Locale } from '@/lib/i18n/locale';
import { isFigureCategory, recordBelongsTo } from '@/lib/memorial/categories';
import { noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { parseId } from '@/lib/paging';
import { routes } from '@/lib/routes';
import { DetailPage, detailMetadata, type DetailLookup } from '../../../_memorial/detail-page';

type Props = { params: Promise<{ lang: Locale; category: string; id: string }> };

// Once a request: the head and the page share it (and an outage is logged once).
const lookup = cache(
  async (category: string, lang: Locale, rawId: string): Promise<DetailLookup> => {
    // No such category: an unknown path, sent to /404 as the listing's is (spec §1).
    if (!isFigureCategory(category)) return { status: 'redirect' };
    const info = CATEGORY_INFO[category];
    const id = parseId(rawId);
    const mismatch: DetailLookup =
      info.onMismatch === 'redirect' ? { status: 'redirect' } : { status: 'not-found' };
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
  },
);

// Every category's memorial page: rendered on first visit, then cached (ISR).
export const generateStaticParams = noPrerenderedPages;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, category, id } = await params;
  return detailMetadata(lang, await lookup(category, lang, id));
}

export default async function CategoryDetailPage({ params }: Props) {
  const { lang, category, id } = await params;
  setRequestLocale(lang);
  return <DetailPage lang={lang} lookup={await lookup(category, lang, id)} />;
}
