import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/layout/not-found-content';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { DetailCard } from '@/components/memorial/detail-card';
import { JsonLd } from '@/components/seo/json-ld';
import type { MemorialRecord } from '@/lib/api/models';
import { type Locale, pickName } from '@/lib/i18n/locale';
import type { HeaderKey } from '@/lib/i18n/messages';
import { redirect } from '@/lib/i18n/navigation';
import { parseMapCoordinates } from '@/lib/memorial/map-coordinates';
import { routes, type RecordSource } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { absoluteMediaUrl, memorialMetadata } from '@/lib/seo/memorial-metadata';
import { notFoundMetadata, titled, unavailableMetadata } from '@/lib/seo/page-metadata';
import { INCOMPLETE_PAGE } from '@/lib/runtime/page-state.mjs';
import { breadcrumbJsonLd, landmarkJsonLd, personJsonLd } from '@/lib/seo/structured-data';

export type TrailStep = { path: string; name: string; label: ReactNode };

export type DetailView = {
  path: string;
  source: RecordSource;
  titleLabel: HeaderKey;
  trail: TrailStep[];
  landmark?: boolean;
  /** A read only the breadcrumb needed failed: shown without it, not kept (INCOMPLETE_PAGE). */
  incomplete?: boolean;
};

// Resolved before anything renders (no loading.tsx above these pages), so a missing or gated record
// is a real 404 or redirect, and an outage a 503 (lib/runtime/page-state.mjs).
export type DetailLookup =
  | { status: 'found'; record: MemorialRecord; view: DetailView }
  | { status: 'not-found' }
  | { status: 'redirect' }
  | { status: 'unavailable'; path: string };

export async function detailMetadata(lang: Locale, lookup: DetailLookup): Promise<Metadata> {
  if (lookup.status === 'unavailable') return unavailableMetadata(lang);
  if (lookup.status !== 'found') return notFoundMetadata(lang);
  const t = await getTranslations({ locale: lang });
  const { record, view } = lookup;
  return memorialMetadata({
    lang,
    path: view.path,
    title: titled(t(view.titleLabel), pickName(record.name, lang).value),
    record,
    source: view.source,
  });
}

export async function DetailPage({ lang, lookup }: { lang: Locale; lookup: DetailLookup }) {
  if (lookup.status === 'unavailable') return <UnavailableContent lang={lang} path={lookup.path} />;
  if (lookup.status === 'redirect') redirect({ href: routes.notFound, locale: lang });
  if (lookup.status === 'not-found') return <NotFoundPage lang={lang} noDetails />;
  const t = await getTranslations();
  const { record, view } = lookup;
  const url = absoluteUrl(view.path, lang);
  const image = absoluteMediaUrl(record.portrait.photo);
  const name = pickName(record.name, lang).value;
  // A monument is a place: geo only when its map embed names a point, never the default one.
  const point = view.landmark ? parseMapCoordinates(record.mapUrl) : null;
  const entity = view.landmark
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
      {view.incomplete && <div hidden {...INCOMPLETE_PAGE} />}
      <JsonLd data={entity} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('header.home'), url: absoluteUrl(routes.home, lang) },
          ...view.trail
            .filter((step) => step.name)
            .map((step) => ({ name: step.name, url: absoluteUrl(step.path, lang) })),
          ...(name ? [{ name, url }] : []),
        ])}
      />
      <DetailCard
        record={record}
        lang={lang}
        variant={view.source}
        landscape={view.landmark ?? false}
        shareUrl={url}
        path={view.path}
        breadcrumbs={view.trail
          .filter((step) => step.label)
          .map((step) => ({ href: step.path, label: step.label }))}
      />
    </>
  );
}
