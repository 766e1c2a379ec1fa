// next.config rewrites: matched in Next's router, no per-request proxy step (docs/performance.md).
import { FIGURE_CATEGORIES, LOCALES } from '../site.mjs';

const LISTING_PAGES_SEGMENT = 'pages';

const CATEGORY = `(${FIGURE_CATEGORIES.join('|')})`;

const LISTINGS = [
  `/category/:category${CATEGORY}`,
  `/:alias${CATEGORY}`,
  '/genealogy',
  '/genealogy/:id([1-9]\\d{0,8})',
];

const PAGE_COUNT = '(?<count>[2-9]|[1-4]\\d|50)';

// Repeated as a literal in proxy.ts's matcher (Next reads it at build); a test keeps them equal.
export const NOT_PAGES =
  'api/|_next/|_vercel|bench/|media/.+\\.[^/]+$|og/|poster/|calendar/|sitemaps/|locales/|favicon\\.ico$|icon\\.svg$|logo\\.svg$|robots\\.txt$|sitemap\\.xml$';

const NOT_PAGE = new RegExp(`^/(?:${NOT_PAGES})`);

/** @param {string} pathname */
export function isFilePath(pathname) {
  return NOT_PAGE.test(pathname);
}

/** @returns {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export function pageRewrites() {
  const paging = LISTINGS.flatMap((listing) => {
    /** @type {import('next/dist/lib/load-custom-routes').RouteHas[]} */
    const has = [{ type: 'query', key: 'page', value: PAGE_COUNT }];
    const target = listing.replace(/\(.*?\)+(?=\/|$)/g, '');
    return [
      {
        source: `/:lang(${LOCALES.slice(1).join('|')})${listing}`,
        has,
        destination: `/:lang${target}/${LISTING_PAGES_SEGMENT}/:count`,
      },
      {
        source: listing,
        has,
        destination: `/${LOCALES[0]}${target}/${LISTING_PAGES_SEGMENT}/:count`,
      },
    ];
  });
  return [
    ...paging,
    {
      source: `/:path((?!(?:${LOCALES.join('|')})(?:/|$)|${NOT_PAGES}).+)`,
      destination: `/${LOCALES[0]}/:path`,
    },
  ];
}
