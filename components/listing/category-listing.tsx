import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { JsonLd } from '@/components/seo/json-ld';
import { PageCover } from '@/components/ui/page-cover';
import { getFigures } from '@/lib/api/memorials';
import { orEmpty } from '@/lib/api/cache-policy';
import type { FigureCategory } from '@/lib/api/models';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { CATEGORY_INFO } from '@/lib/memorial/categories';
import { MEDIA_BASE } from '@/lib/env';
import { postersAvailable } from '@/lib/media/poster';
import { listingState, loadPages } from '@/lib/memorial/listing-pages';
import { PAGE_SIZE } from '@/lib/paging';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { listingLabels } from './listing-labels';
import { FigureGrid } from './figure-grid';
import { routes } from '@/lib/routes';

type Props = {
  category: FigureCategory;
  lang: Locale;
  /** Pages 1..count, server-rendered (`?page=N`). */
  count: number;
  path: string;
};

export async function categoryListingMetadata(
  category: FigureCategory,
  lang: Locale,
): Promise<Metadata> {
  return staticPageMetadata(lang, routes.category(category), [getFigures(category, 1, PAGE_SIZE)]);
}

export async function CategoryListing({ category, lang, count, path }: Props) {
  const t = await getTranslations();
  const info = CATEGORY_INFO[category];
  const pages = await loadPages(count, PAGE_SIZE, (p) =>
    orEmpty(getFigures(category, p, PAGE_SIZE), `${category} page ${p}`),
  );
  // Not even its first page: the listing is unavailable, not empty.
  if (pages.length === 0) return <UnavailableContent lang={lang} path={path} />;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('header.home'), url: absoluteUrl('/', lang) },
          { name: t(info.label), url: absoluteUrl(routes.category(category), lang) },
        ])}
      />
      <PageCover title={t(info.label)} />
      <div className="container" {...listingState(pages, count, PAGE_SIZE)}>
        <FigureGrid
          kind="figures"
          initialPages={pages}
          landscape={info.monument}
          apiPath={`/api/v1/${category}`}
          pageSize={PAGE_SIZE}
          skeletons={PAGE_SIZE}
          pagePath={localizePath(path, lang)}
          itemBase={routes.category(category)}
          lang={lang}
          mediaBase={MEDIA_BASE}
          posters={await postersAvailable()}
          labels={await listingLabels()}
        />
      </div>
    </>
  );
}
