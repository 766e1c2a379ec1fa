import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchHitLink } from '@/components/layout/search-hit';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { PageCover } from '@/components/ui/page-cover';
import { CATEGORY_INFO } from '@/lib/memorial/categories';
import { getSearchPage, type SearchPage } from '@/lib/api/search';
import { orEmpty } from '@/lib/api/cache-policy';
import { Link } from '@/lib/i18n/link';
import { redirect } from '@/lib/i18n/navigation';
import { ID_SLOT, localizePath, type Locale } from '@/lib/i18n/locale';
import {
  MAX_SEARCH_TERM,
  SEARCH_PATH,
  readSearchRequest,
  searchPageHref,
  tidySearchHref,
  type SearchRequest,
} from '@/lib/search/search-page';
import {
  hasFilters,
  MAX_FILTER_LENGTH,
  SEARCH_CATEGORIES,
  type FilterName,
  type FilterProblem,
} from '@/lib/search/search-filters';
import styles from './search-page.module.css';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ lang: Locale }>; searchParams: Promise<SearchParams> };

// A page per query string, rendered for each visit and kept out of search engines' indexes, while
// its links to the memorials may be followed. Said outright: with nothing rendered at build, Next
// no longer finds out from a build render that reading searchParams makes it dynamic.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await params;
  const request = readSearchRequest(await searchParams);
  const t = await getTranslations({ locale: lang, namespace: 'SearchPage' });
  return {
    title:
      request.kind === 'search' && request.term !== ''
        ? t('titleFor', { term: request.term })
        : t('title'),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPageRoute({ params, searchParams }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const query = await searchParams;
  const tidy = tidySearchHref(query);
  if (tidy) redirect({ href: tidy, locale: lang });
  const request = readSearchRequest(query);
  const t = await getTranslations('SearchPage');
  const tAll = await getTranslations();
  const found =
    request.kind === 'search'
      ? await orEmpty(getSearchPage(request.term, request.page, request.filters), 'search page')
      : null;
  const typedTerm = request.kind === 'blank' ? '' : request.term;
  const problemOf = (filter: FilterName) => request.problems.find((p) => p.filter === filter);

  return (
    <>
      <PageCover title={t('title')} />
      <div className={`container ${styles.page}`}>
        <form
          // A select keeps its first defaultValue: a new address (a link, the header) remounts it.
          key={[typedTerm, request.typed.category, request.typed.died, request.typed.born].join(
            '\n',
          )}
          action={localizePath(SEARCH_PATH, lang)}
          method="get"
          role="search"
          aria-label={t('formLabel')}
          className={styles.form}
        >
          <label htmlFor="search-page-term" className="visually-hidden">
            {t('inputLabel')}
          </label>
          <div className={styles.field}>
            <SearchIcon size={20} className={styles.fieldIcon} />
            <input
              id="search-page-term"
              type="search"
              name="q"
              className={styles.input}
              defaultValue={typedTerm}
              maxLength={MAX_SEARCH_TERM}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
            />
          </div>
          <button type="submit" className={`button ${styles.submit}`}>
            {t('submit')}
          </button>
          <fieldset className={styles.filters}>
            <legend className={styles.legend}>{t('filters')}</legend>
            <div className={styles.filter}>
              <label htmlFor="search-page-category">{t('categoryLabel')}</label>
              <select
                id="search-page-category"
                name="category"
                className={styles.select}
                defaultValue={request.filters.category ?? ''}
                aria-invalid={problemOf('category') ? true : undefined}
                aria-describedby={problemOf('category') ? 'search-problem-category' : undefined}
              >
                <option value="">{t('anyCategory')}</option>
                {SEARCH_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category === 'genealogy'
                      ? t('genealogy')
                      : tAll(CATEGORY_INFO[category].label)}
                  </option>
                ))}
              </select>
            </div>
            {(['died', 'born'] as const).map((filter) => (
              <div key={filter} className={styles.filter}>
                <label htmlFor={`search-page-${filter}`}>
                  {t(filter === 'died' ? 'diedLabel' : 'bornLabel')}
                </label>
                <input
                  id={`search-page-${filter}`}
                  type="text"
                  name={filter}
                  className={styles.year}
                  defaultValue={request.typed[filter]}
                  maxLength={MAX_FILTER_LENGTH}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={problemOf(filter) ? true : undefined}
                  aria-describedby={
                    problemOf(filter)
                      ? `search-problem-${filter} search-page-years`
                      : 'search-page-years'
                  }
                />
              </div>
            ))}
            <p id="search-page-years" className={styles.yearHint}>
              {t('yearHint')}
            </p>
            {(hasFilters(request.filters) || request.problems.length > 0) && (
              <Link href={searchPageHref(typedTerm)} prefetch={false} className={styles.clear}>
                {t('clearFilters')}
              </Link>
            )}
          </fieldset>
        </form>
        {request.problems.length > 0 && (
          <div className={styles.problems} role="status">
            {request.problems.map((problem) => (
              <p key={problem.filter} id={`search-problem-${problem.filter}`}>
                {problemText(t, problem, request.typed[problem.filter])}
              </p>
            ))}
          </div>
        )}
        <Outcome request={request} found={found} lang={lang} />
      </div>
    </>
  );
}

type OutcomeProps = { request: SearchRequest; found: SearchPage | null; lang: Locale };

async function Outcome({ request, found, lang }: OutcomeProps) {
  const t = await getTranslations('SearchPage');
  const tAll = await getTranslations();
  if (request.kind === 'blank') return <p className={styles.note}>{t('hint')}</p>;
  if (request.kind === 'too-long') {
    return (
      <p className={styles.notice} role="status">
        {t('tooLong', { max: MAX_SEARCH_TERM })}
      </p>
    );
  }
  if (!found) {
    return (
      <p className={styles.notice} role="status">
        {t('unavailable')}
      </p>
    );
  }

  const { term, page, filters } = request;
  const { hits, hasNext, total, atLeast } = found;
  const none = hasFilters(filters) ? t('noneFiltered') : t('none', { term });
  return (
    <section className={styles.results} aria-labelledby="search-results">
      <h2 id="search-results" className={styles.heading}>
        {term === '' ? t('resultsFiltered') : t('results', { term })}
        {page > 1 && <span className={styles.pageNumber}>{t('page', { page })}</span>}
      </h2>
      {total > 0 && (
        <p className={styles.count}>
          {atLeast ? t('countAtLeast', { count: total }) : t('count', { count: total })}
        </p>
      )}
      {hits.length === 0 ? (
        page === 1 ? (
          <p className={styles.note}>{none}</p>
        ) : (
          <div className={styles.note}>
            <p>{t('pastEnd')}</p>
            <Link href={searchPageHref(term, 1, filters)} prefetch={false}>
              {t('firstPage')}
            </Link>
          </div>
        )
      ) : (
        <>
          <ul className={styles.list}>
            {hits.map((hit) => (
              <li key={`${hit.category.id}-${hit.id}`}>
                <SearchHitLink
                  hit={hit}
                  lang={lang}
                  untitled={tAll('GenealogyList.untitled', ID_SLOT)}
                  className={styles.result}
                />
              </li>
            ))}
          </ul>
          {(page > 1 || hasNext) && (
            <nav className={styles.pager} aria-label={t('pagination')}>
              {page > 1 && (
                <Link
                  href={searchPageHref(term, page - 1, filters)}
                  rel="prev"
                  prefetch={false}
                  className={`button button--ghost`}
                >
                  <ChevronDownIcon size={18} className={styles.prevIcon} />
                  {t('previous')}
                </Link>
              )}
              {hasNext && (
                <Link
                  href={searchPageHref(term, page + 1, filters)}
                  rel="next"
                  prefetch={false}
                  className={`button button--ghost ${styles.nextLink}`}
                >
                  {t('next')}
                  <ChevronDownIcon size={18} className={styles.nextIcon} />
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'SearchPage'>>>;

function problemText(t: Translate, { filter, reason }: FilterProblem, value: string): string {
  if (reason === 'too-long') return t('problemTooLong', { filter });
  if (reason === 'unknown-category') return t('problemCategory', { value });
  if (reason === 'reversed') return t('problemReversed', { value });
  return t('problemYear', { filter, value });
}
