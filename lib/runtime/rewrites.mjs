// next.config rewrites: matched in Next's router, no per-request proxy step (docs/performance.md).
import { FIGURE_CATEGORIES, LOCALES, MAX_SERVER_PAGES, RECORD_ID_DIGITS } from '../site.mjs';

const ID = `(${RECORD_ID_DIGITS})`;

const CATEGORY = `(${FIGURE_CATEGORIES.join('|')})`;

const LISTINGS = [
  `/category/:category${CATEGORY}`,
  `/:alias${CATEGORY}`,
  '/genealogy',
  `/genealogy/:id${ID}`,
];

const COUNTS = Array.from({ length: MAX_SERVER_PAGES - 1 }, (_, i) => i + 2); // `has` takes no range
const PAGE_COUNT = `(?<count>${COUNTS.join('|')})`;

// What the proxy never sees: proxy.ts's matcher repeats it as a literal (Next reads it at build).
export const NOT_PROXIED =
  'api/|livez$|readyz$|_next/|_vercel|bench/|og/|poster/|calendar/|archive/|sitemaps/|locales/|app-icon/|favicon\\.ico$|icon\\.svg$|sw\\.js$|manifest\\.webmanifest$|logo\\.svg$|robots\\.txt$|sitemap\\.xml$';
export const NOT_PAGES = `${NOT_PROXIED}|media/.+\\.[^/]+$`;

const NOT_PAGE = new RegExp(`^/(?:${NOT_PAGES})`);

/** @param {string} pathname */
export function isFilePath(pathname) {
  return NOT_PAGE.test(pathname);
}

const VIEWERS = [
  `/:viewer(photos|videos)/:id${ID}`,
  `/audio/:id${ID}/:voice(${LOCALES.join('|')}|other)`,
];

/**
 * A public path with a query, served from a path of its own in each language, so it is ISR.
 * @param {string[]} paths @param {import('next/dist/lib/load-custom-routes').RouteHas} has
 * @param {string} segment
 */
function querySegment(paths, has, segment) {
  return paths.flatMap((path) => {
    const target = path.replace(/\(.*?\)+(?=\/|$)/g, '');
    return [
      {
        source: `/:lang(${LOCALES.slice(1).join('|')})${path}`,
        has: [has],
        destination: `/:lang${target}/${segment}`,
      },
      { source: path, has: [has], destination: `/${LOCALES[0]}${target}/${segment}` },
    ];
  });
}

/** @returns {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export function pageRewrites() {
  return [
    ...querySegment(LISTINGS, { type: 'query', key: 'page', value: PAGE_COUNT }, 'pages/:count'),
    ...querySegment(VIEWERS, { type: 'query', key: 'from', value: 'genealogy' }, 'genealogy'),
    {
      source: `/:path((?!(?:${LOCALES.join('|')})(?:/|$)|${NOT_PAGES}).+)`,
      destination: `/${LOCALES[0]}/:path`,
    },
  ];
}
