import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DetailCard } from '@/components/memorial/detail-card';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/absolute-url';
import { getDeceased } from '@/lib/api';
import type { DeceasedDetail, FigureCategory, Locale } from '@/lib/api/types';
import {
  CATEGORY_INFO,
  categoryPath,
  detailPath,
  isFigureCategory,
  recordBelongsTo,
} from '@/lib/categories';
import { pickLang } from '@/lib/detail-media';
import { redirect } from '@/lib/i18n/navigation';
import { parseId } from '@/lib/paging';
import { mapEmbedSrc } from '@/lib/map-embed';
import { parseMapCoordinates } from '@/lib/map-coordinates';
import { absoluteMediaUrl, memorialMetadata } from '@/lib/page-seo';
import { breadcrumbJsonLd, landmarkJsonLd, personJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ lang: Locale; category: string; id: string }> };

type Gate =
  | { ok: true; category: FigureCategory; record: DeceasedDetail }
  | { ok: false; action: 'not-found' | 'redirect' };

/**
 * Category gating (spec §2, §5): the record must exist and carry this category's English title.
 * Otherwise public and historical figures and monuments are a 404 in place, martyrs and dear
 * memories redirect to /404; an unknown category is an unknown path (to /404).
 */
async function gate(rawCategory: string, rawId: string): Promise<Gate> {
  if (!isFigureCategory(rawCategory)) return { ok: false, action: 'redirect' };
  const failed: Gate = { ok: false, action: CATEGORY_INFO[rawCategory].onMismatch };
  const id = parseId(rawId);
  if (id === null) return failed;
  const record = await getDeceased(id);
  if (!record || !recordBelongsTo(record, rawCategory)) return failed;
  return { ok: true, category: rawCategory, record };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, category, id } = await params;
  const t = await getTranslations({ locale: lang });
  const result = await gate(category, id);
  if (!result.ok) return { title: t('NotFound.title'), robots: { index: false, follow: true } };
  const { record } = result;
  return memorialMetadata({
    lang,
    path: detailPath(result.category, record.id),
    title: `${t(CATEGORY_INFO[result.category].label)} — ${pickLang(record.name, lang).value}`,
    record,
    source: 'category',
  });
}

/**
 * A category record's detail page. The record and its gating are resolved before anything is
 * rendered (no loading.tsx above this page), so a gated record answers a real 404 or redirect.
 */
export default async function CategoryDetailPage({ params }: Props) {
  const { lang, category, id } = await params;
  setRequestLocale(lang);
  const result = await gate(category, id);
  if (!result.ok) {
    if (result.action === 'redirect') redirect({ href: '/404', locale: lang });
    notFound();
  }
  const t = await getTranslations();
  const { record } = result;
  const info = CATEGORY_INFO[result.category];
  const url = absoluteUrl(detailPath(result.category, record.id), lang);
  const image = absoluteMediaUrl(record.media.profile_photo);
  const point = parseMapCoordinates(mapEmbedSrc(record.location));
  // A monument is a place: geo only when its map embed names a point, never the default one.
  const entity =
    result.category === 'historical-monuments'
      ? landmarkJsonLd({
          record,
          lang,
          url,
          image,
          geo: point ? { latitude: point.lat, longitude: point.lng } : null,
        })
      : personJsonLd({ record, lang, url, image });
  return (
    <>
      <JsonLd data={entity} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('header.0'), url: absoluteUrl('/', lang) },
          { name: t(info.label), url: absoluteUrl(categoryPath(result.category), lang) },
          { name: pickLang(record.name, lang).value, url },
        ])}
      />
      <DetailCard
        record={record}
        lang={lang}
        variant="category"
        landscape={info.landscape}
        shareUrl={url}
        breadcrumbs={[{ href: categoryPath(result.category), label: t(info.label) }]}
      />
    </>
  );
}
