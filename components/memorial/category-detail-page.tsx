import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DetailCard } from '@/components/memorial/detail-card';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { getDeceased, recordOrUnavailable } from '@/lib/api';
import type { DeceasedDetail, FigureCategory } from '@/lib/api/types';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { CATEGORY_INFO } from '@/config/categories';
import { recordBelongsTo } from '@/lib/memorial/categories';
import { redirect } from '@/lib/i18n/navigation';
import { parseId } from '@/lib/paging';
import { mapEmbedSrc } from '@/lib/memorial/map-embed';
import { parseMapCoordinates } from '@/lib/memorial/map-coordinates';
import { absoluteMediaUrl, memorialMetadata } from '@/lib/seo/memorial-metadata';
import { breadcrumbJsonLd, landmarkJsonLd, personJsonLd } from '@/lib/seo/structured-data';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ lang: Locale; id: string }> };

type Gate =
  | { ok: true; category: FigureCategory; record: DeceasedDetail }
  | { ok: false; action: 'not-found' | 'redirect' | 'unavailable' };

/**
 * Category gating (spec §2, §5): the record must exist and carry this category's English title.
 * Otherwise public and historical figures and monuments are a 404 in place, martyrs and dear
 * memories redirect to /404. (An unknown category has no route: [...rest] sends it to /404.)
 */
async function gate(category: FigureCategory, rawId: string): Promise<Gate> {
  const failed: Gate = { ok: false, action: CATEGORY_INFO[category].onMismatch };
  const id = parseId(rawId);
  if (id === null) return failed;
  const record = await recordOrUnavailable(getDeceased(id), `deceased ${id}`);
  if (record === 'unavailable') return { ok: false, action: 'unavailable' };
  if (!record || !recordBelongsTo(record, category)) return failed;
  return { ok: true, category: category, record };
}

async function generateMetadata(category: FigureCategory, { params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const t = await getTranslations({ locale: lang });
  const result = await gate(category, id);
  if (!result.ok) {
    const title = t(result.action === 'unavailable' ? 'Unavailable.title' : 'NotFound.title');
    return { title, robots: { index: false, follow: true } };
  }
  const { record } = result;
  return memorialMetadata({
    lang,
    path: routes.detail(result.category, record.id),
    title: `${t(CATEGORY_INFO[result.category].label)} — ${pickLang(record.name, lang).value}`,
    record,
    source: 'category',
  });
}

/**
 * A category record's detail page. The record and its gating are resolved before anything is
 * rendered (no loading.tsx above this page), so a gated record answers a real 404 or redirect.
 */
async function CategoryDetailPage(category: FigureCategory, { params }: Props) {
  const { lang, id } = await params;
  setRequestLocale(lang);
  const result = await gate(category, id);
  if (!result.ok) {
    if (result.action === 'unavailable') {
      return <UnavailableContent locale={lang} path={routes.detail(category, Number(id))} />;
    }
    if (result.action === 'redirect') redirect({ href: '/404', locale: lang });
    notFound();
  }
  const t = await getTranslations();
  const { record } = result;
  const info = CATEGORY_INFO[result.category];
  const url = absoluteUrl(routes.detail(result.category, record.id), lang);
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
          { name: t(info.label), url: absoluteUrl(routes.category(result.category), lang) },
          { name: pickLang(record.name, lang).value, url },
        ])}
      />
      <DetailCard
        record={record}
        lang={lang}
        variant="category"
        landscape={info.landscape}
        shareUrl={url}
        breadcrumbs={[{ href: routes.category(result.category), label: t(info.label) }]}
      />
    </>
  );
}

/**
 * The detail page of one category, for app/[lang]/(site)/category/<category>/[id]/page.tsx.
 * Each category has its own route: the three that answer a mismatch with a 404 in place are
 * cached (ISR); martyrs and dear memories redirect to /404 and render per request, because Next
 * sends a cached redirect with its Location header twice (vercel/next.js#82117), which crawlers
 * reject.
 */
export function categoryDetailPage(category: FigureCategory) {
  return {
    generateMetadata: (props: Props) => generateMetadata(category, props),
    Page: (props: Props) => CategoryDetailPage(category, props),
  };
}
