import { parseLocalePath, type Locale } from '@/lib/i18n/locale';

// Next echoes the path in response headers: longer, it would outgrow a proxy's buffer (a 502).
export const MAX_PAGE_PATH = 1024;

// Non-UTF-8 percent-encoding (Next answers a bare 500), or a control character once decoded.
export function isMalformedPath(pathname: string): boolean {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

export { isFilePath } from '@/lib/runtime/rewrites.mjs';

// No page has a dot in its path: `/.env`, `/x.php` or `/en./about` are unknown paths.
export const hasDot = (pathname: string): boolean => pathname.includes('.');

// Percent-encoded RFC 3986 unreserved characters, which mean the same decoded.
const ENCODED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

export const decodeUnreserved = (pathname: string): string =>
  pathname.replace(ENCODED_UNRESERVED, (code) => decodeURIComponent(code));

export const localeOfPath = (pathname: string): Locale => parseLocalePath(pathname).locale;

export const isMissingMediaFile = (pathname: string): boolean =>
  /^\/media\/(?!(?:photo|video)-gallery\/?$)/.test(pathname);
