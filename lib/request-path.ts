import type { Locale } from '@/lib/api/types';

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

/** A page path: not the API, Next's assets, or a file (a dot: media, sitemaps, images). */
export const isPagePath = (pathname: string): boolean =>
  /^\/(?!api|_next|_vercel|.*\..*)/.test(pathname);

/** The language a path is in, by its prefix (az has none). */
export const localeOfPath = (pathname: string): Locale =>
  (/^\/(en|ru)(?:\/|$)/.exec(pathname)?.[1] as Locale | undefined) ?? 'az';

/**
 * A path under /media (the media folder, which the image optimizer fetches from) that is not one
 * of the two gallery pages sharing that prefix.
 */
export const isMissingMediaFile = (pathname: string): boolean =>
  /^\/media\/(?!(?:photo|video)-gallery\/?$)/.test(pathname);
