// The routing every page request needs, as next.config rewrites: Next matches them in its router,
// with no per-request middleware step (proxy.ts now runs only for the paths that need a decision).
//  - A listing's `?page=N` (2..MAX_SERVER_PAGES) is its own cached page: `<listing>/pages/N`.
//  - A path without a language prefix is Azerbaijani: `/about` is served by `/az/about`.

/** Spec §5's figure categories (lib/api/types.ts FIGURE_CATEGORIES; a unit test keeps them equal). */
export const LISTED_CATEGORIES = [
  'public-figures',
  'historical-figures',
  'martyrs',
  'dear-memories',
  'historical-monuments',
];

/** The site's languages, Azerbaijani first and unprefixed (lib/i18n/locale.ts LOCALES; a unit test keeps them equal). */
export const LANGUAGES = ['az', 'en', 'ru'];

/** lib/memorial/listing-pages.ts MAX_SERVER_PAGES: `?page=50` is the most a link can ask for. */
export const MAX_LISTING_PAGES = 50;

/** The internal path segment under a listing that holds `?page=N` (never linked to). */
export const LISTING_PAGES_SEGMENT = 'pages';

const CATEGORY = `(${LISTED_CATEGORIES.join('|')})`;

/** The listings that take `?page=N`, as paths inside a language. */
const LISTINGS = [
  `/category/:category${CATEGORY}`,
  `/:alias${CATEGORY}`,
  '/genealogy',
  '/genealogy/:id([1-9]\\d{0,8})',
];

// 2..50: `?page=1`, `?page=0` or `?page=x` is the listing itself.
const PAGE_COUNT = '(?<count>[2-9]|[1-4]\\d|50)';

/**
 * Paths that are never a page: files, the API, Next's own. The one list: the rewrites below,
 * isFilePath (the proxy and lib/request-path.ts) and server/main.mjs read it; proxy.ts's matcher,
 * which Next needs written out, holds it as it is (lib/proxy-matcher.test.ts keeps them equal).
 */
export const NOT_PAGES =
  'api/|_next/|_vercel|bench/|media/.+\\.[^/]+$|og/|calendar/|sitemaps/|locales/|favicon\\.ico$|icon\\.svg$|logo\\.svg$|robots\\.txt$|sitemap\\.xml$';

const NOT_PAGE = new RegExp(`^/(?:${NOT_PAGES})`);

/**
 * A path that is never a page (a file, the API, Next's own).
 * @param {string} pathname
 */
export function isFilePath(pathname) {
  return NOT_PAGE.test(pathname);
}

/** @returns {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export function pageRewrites() {
  const paging = LISTINGS.flatMap((listing) => {
    /** @type {import('next/dist/lib/load-custom-routes').RouteHas[]} */
    const has = [{ type: 'query', key: 'page', value: PAGE_COUNT }];
    // The destination names the listing's own parameters again (`:category`, `:alias`, `:id`).
    const target = listing.replace(/\(.*?\)+(?=\/|$)/g, '');
    return [
      {
        source: `/:lang(${LANGUAGES.slice(1).join('|')})${listing}`,
        has,
        destination: `/:lang${target}/${LISTING_PAGES_SEGMENT}/:count`,
      },
      {
        source: listing,
        has,
        destination: `/${LANGUAGES[0]}${target}/${LISTING_PAGES_SEGMENT}/:count`,
      },
    ];
  });
  return [
    ...paging,
    // `/` itself is the proxy's: it chooses the language (proxy.ts).
    {
      source: `/:path((?!(?:${LANGUAGES.join('|')})(?:/|$)|${NOT_PAGES}).+)`,
      destination: `/${LANGUAGES[0]}/:path`,
    },
  ];
}
