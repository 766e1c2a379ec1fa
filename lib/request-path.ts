import type { Locale } from '@/lib/i18n/locale';

/**
 * Checks the proxy makes on a raw request path before Next or next-intl handle it (issue 8,
 * hostile input).
 */

/**
 * Longest page path answered. Next and next-intl echo the path in several response headers (the
 * hreflang Link alternates, the rewrite): a longer one would outgrow a reverse proxy's header
 * buffer and turn into its 502.
 */
export const MAX_PAGE_PATH = 1024;

/**
 * A path whose percent-encoding is not UTF-8 (Next answers it with a bare 500) or that decodes
 * to a control character (a NUL that next-intl's rewrite drops, a CR/LF).
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/**
 * A path Next answers with a file or a file-like route, never a page: the API, Next's assets,
 * media files, share images, sitemaps, translation files and the few files at the root. The
 * proxy's matcher (proxy.ts) leaves the same paths out.
 */
export const isFilePath = (pathname: string): boolean =>
  /^\/(?:api|_next|_vercel)(?:\/|$)/.test(pathname) ||
  /^\/(?:media\/.+\.[^/]+|og\/.*|sitemaps\/.*|locales\/.*|favicon\.ico|icon\.svg|logo\.svg|robots\.txt|sitemap\.xml)$/.test(
    pathname,
  );

/** No page of the site has a dot in its path: `/.env`, `/x.php` or `/en./about` are unknown paths. */
export const hasDot = (pathname: string): boolean => pathname.includes('.');

/** A percent-encoded letter, digit or `-._~` (RFC 3986 unreserved), which means the same decoded. */
const ENCODED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * The one spelling of a path: unreserved characters decoded (`/%34%30%34-page` is `/404-page`).
 * Everything else stays encoded as it came.
 */
export const canonicalPath = (pathname: string): string =>
  pathname.replace(ENCODED_UNRESERVED, (code) => decodeURIComponent(code));

/** The language a path is in, by its prefix (az has none). */
export const localeOfPath = (pathname: string): Locale =>
  (/^\/(en|ru)(?:\/|$)/.exec(pathname)?.[1] as Locale | undefined) ?? 'az';

/**
 * A path under /media (the media folder, which the image optimizer fetches from) that is not one
 * of the two gallery pages sharing that prefix.
 */
export const isMissingMediaFile = (pathname: string): boolean =>
  /^\/media\/(?!(?:photo|video)-gallery\/?$)/.test(pathname);
