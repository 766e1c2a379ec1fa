import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listingLabels } from '@/components/listing/listing-labels';
import { GenealogyGrid } from '@/components/listing/genealogy-grid';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { JsonLd } from '@/components/seo/json-ld';
import { PageCover } from '@/components/ui/page-cover';
import { getGenealogies } from '@/lib/api/genealogy';
import { orEmpty } from '@/lib/api/cache-policy';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { listingPagesCount, listingState, loadPages } from '@/lib/memorial/listing-pages';
import { GENEALOGY_PAGE_SIZE } from '@/lib/paging';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { routes } from '@/lib/routes';

/** `count` only on `pages/[count]`, where `?page=N` is served from (lib/runtime/rewrites.mjs). */
export type Props = { params: Promise<{ lang: Locale; count?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, routes.genealogies, [
    getGenealogies(1, GENEALOGY_PAGE_SIZE),
  ]);
}

export default async function GenealogyPage({ params }: Props) {
  const { lang, count } = await params;
  setRequestLocale(lang);
  const t = await getTranslations();
  const shown = count === undefined ? 1 : listingPagesCount(count);
  const pages = await loadPages(shown, GENEALOGY_PAGE_SIZE, (p) =>
    orEmpty(getGenealogies(p, GENEALOGY_PAGE_SIZE), `genealogy page ${p}`),
  );
  if (pages.length === 0) return <UnavailableContent lang={lang} path={routes.genealogies} />;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('header.home'), url: absoluteUrl('/', lang) },
          { name: t('header.genealogy'), url: absoluteUrl(routes.genealogies, lang) },
        ])}
      />
      <PageCover title={t('header.genealogy')} />
      <div className="container" {...listingState(pages, shown, GENEALOGY_PAGE_SIZE)}>
        <GenealogyGrid
          kind="genealogies"
          initialPages={pages}
          apiPath="/api/v1/genealogy-all"
          pageSize={GENEALOGY_PAGE_SIZE}
          skeletons={GENEALOGY_PAGE_SIZE}
          pagePath={localizePath(routes.genealogies, lang)}
          itemBase="/genealogy"
          lang={lang}
          labels={await listingLabels()}
        />
      </div>
    </>
  );
}
