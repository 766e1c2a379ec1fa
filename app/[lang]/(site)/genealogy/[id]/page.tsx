import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listingLabels } from '@/components/listing/listing-labels';
import { FigureGrid } from '@/components/listing/figure-grid';
import { NotFoundPage } from '@/components/layout/not-found-content';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { JsonLd } from '@/components/seo/json-ld';
import { InlineRichText } from '@/components/ui/inline-rich-text';
import { PageCover } from '@/components/ui/page-cover';
import { getGenealogy } from '@/lib/api/genealogy';
import type { MemorialCard } from '@/lib/api/models';
import { orEmpty, orUnavailable } from '@/lib/api/cache-policy';
import { langIfOther, type Locale, localizePath, pickName } from '@/lib/i18n/locale';
import { MEDIA_BASE } from '@/lib/env';
import { hasText, stripTags } from '@/lib/html';
import { postersAvailable } from '@/lib/media/poster';
import {
  listingPagesCount,
  listingState,
  loadPages,
  noPrerenderedPages,
} from '@/lib/memorial/listing-pages';
import { MEMBER_PAGE_SIZE, parseId } from '@/lib/paging';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import {
  notFoundMetadata,
  pageMetadata,
  titled,
  unavailableMetadata,
} from '@/lib/seo/page-metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { routes } from '@/lib/routes';

/** `count` only on `pages/[count]`, where `?page=N` is served from (lib/runtime/rewrites.mjs). */
export type Props = { params: Promise<{ lang: Locale; id: string; count?: string }> };

// Rendered on first request, then cached like the detail pages.
export const generateStaticParams = noPrerenderedPages;

// Spec §9: 8 skeletons, fewer than the page of 12.
const MEMBER_SKELETONS = 8;

// null: no such collection.
const firstPage = (id: number) =>
  orUnavailable(getGenealogy(id, 1, MEMBER_PAGE_SIZE), `genealogy ${id}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id: rawId } = await params;
  const id = parseId(rawId);
  const collection = id === null ? null : await firstPage(id);
  if (collection === 'unavailable') return unavailableMetadata(lang);
  if (!collection) return notFoundMetadata(lang);
  const t = await getTranslations({ locale: lang });
  const title = stripTags(pickName(collection.title, lang, hasText).value);
  const shown = title || t('header.genealogy');
  return pageMetadata({
    lang,
    path: routes.genealogy(id!),
    title: titled(t('header.genealogy'), title),
    description: t('Metadata.collection', { title: shown }),
    image: { path: routes.shareImage(lang, 'collection', id!), alt: shown },
  });
}

export default async function GenealogyMembersPage({ params }: Props) {
  const { lang, id: rawId, count } = await params;
  setRequestLocale(lang);
  const id = parseId(rawId);
  if (id === null) return <NotFoundPage lang={lang} />;
  const first = await firstPage(id);
  if (first === null) return <NotFoundPage lang={lang} />;
  if (first === 'unavailable')
    return <UnavailableContent lang={lang} path={routes.genealogy(id)} />;

  const t = await getTranslations();
  const shown = count === undefined ? 1 : listingPagesCount(count);
  // A later page that fails ends the list (spec §8): the page shows what it has, incomplete.
  const members = (collection: { members: MemorialCard[]; received: number } | null) =>
    collection && { items: collection.members, received: collection.received };
  const pages = await loadPages(shown, MEMBER_PAGE_SIZE, async (p) =>
    p === 1
      ? members(first)
      : members(await orEmpty(getGenealogy(id, p, MEMBER_PAGE_SIZE), `genealogy ${id} page ${p}`)),
  );
  const title = pickName(first.title, lang, hasText);
  const plainTitle = stripTags(title.value);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('header.home'), url: absoluteUrl('/', lang) },
          { name: t('header.genealogy'), url: absoluteUrl(routes.genealogies, lang) },
          ...(plainTitle
            ? [{ name: plainTitle, url: absoluteUrl(routes.genealogy(id), lang) }]
            : []),
        ])}
      />
      <PageCover
        title={
          plainTitle ? (
            <span lang={langIfOther(title, lang)}>
              <InlineRichText html={title.value} />
            </span>
          ) : (
            t('header.genealogy')
          )
        }
      />
      <div className="container" {...listingState(pages, shown, MEMBER_PAGE_SIZE)}>
        <FigureGrid
          key={id}
          kind="members"
          initialPages={pages}
          apiPath={`/api/v1/genealogy/${id}`}
          pageSize={MEMBER_PAGE_SIZE}
          skeletons={MEMBER_SKELETONS}
          pagePath={localizePath(routes.genealogy(id), lang)}
          itemBase={routes.genealogy(id)}
          lang={lang}
          mediaBase={MEDIA_BASE}
          posters={await postersAvailable()}
          labels={await listingLabels()}
        />
      </div>
    </>
  );
}
