import fs from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_ATTRIBUTES,
  LOCALE_PREFIX,
  LOCALES,
  localizePath,
  PREFIXED_LOCALES,
  type Locale,
} from './lib/i18n/locale';
import { negotiateLocale } from './lib/i18n/negotiate';
import { isUnsatisfiableRange, wholeForLongSuffix } from './lib/media/byte-range';
import { routes } from './lib/routes';
import { FIGURE_CATEGORIES, RECORD_ID_DIGITS, ROOT_VARY } from './lib/site.mjs';
import {
  MAX_PAGE_PATH,
  decodeUnreserved,
  hasDot,
  isFilePath,
  isMalformedPath,
  isMissingMediaFile,
  localeOfPath,
} from './lib/request-path';

function serveNotFound(request: NextRequest, lang: Locale): NextResponse {
  return NextResponse.rewrite(new URL(`/${lang}/404-page`, request.url), { status: 404 });
}

const LISTS = FIGURE_CATEGORIES.join('|');
const LISTING_PAGES = new RegExp(
  `^((?:/(?:${PREFIXED_LOCALES}))?/(?:category/[^/]+|${LISTS}|genealogy(?:/\\d+)?))/pages/([^/]*)/?$`,
);
// Spec §2: any other language gives the page with an empty label; one cached page per record.
const OTHER_VOICE = new RegExp(
  `^((?:/(?:${PREFIXED_LOCALES}))?/audio/${RECORD_ID_DIGITS}/)(?!(?:${LOCALES.join('|')}|other)/?(?:genealogy/?)?$)[^/]+(/genealogy)?/?$`,
);
const NOT_FOUND_PAGE = new RegExp(`^(?:/(?:${PREFIXED_LOCALES}))?/404/?$`);
const NOT_FOUND_REWRITTEN = new RegExp(`^(?:/(?:${PREFIXED_LOCALES}))?/404-page/?$`);

function toNotFound(request: NextRequest, pathname: string): NextResponse {
  const target = localizePath(routes.notFound, localeOfPath(pathname));
  return NextResponse.redirect(new URL(target, request.url), 307);
}

const RANGE_CONDITIONS = [
  'if-range',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
];

const MEDIA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'media');

function mediaFileSize(pathname: string): number | null {
  try {
    const file = path.join(MEDIA_DIR, decodeURIComponent(pathname.slice('/media/'.length)));
    if (!file.startsWith(MEDIA_DIR + path.sep)) return null;
    const stat = fs.statSync(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

function negotiateRoot(request: NextRequest): NextResponse {
  // The site's own router (Next-Url: the page it is on; Next hides its `rsc` header from the
  // proxy) follows the az home's link: a visitor reading az stays in az.
  const lang = request.headers.has('next-url')
    ? 'az'
    : negotiateLocale(
        request.cookies.get(LOCALE_COOKIE)?.value,
        request.headers.get('accept-language'),
      );
  const url = request.nextUrl.clone();
  url.pathname = `/${lang}`;
  // Next writes the az page's Vary after this: server/main.mjs adds the negotiation's.
  if (lang === 'az') return NextResponse.rewrite(url);
  const response = NextResponse.redirect(url, 307);
  response.headers.set('vary', ROOT_VARY);
  response.headers.set('cache-control', 'private, no-cache');
  return response;
}

function chooseDefaultHome(request: NextRequest): NextResponse {
  const response = NextResponse.redirect(new URL('/', request.url), 307);
  response.headers.set(
    'set-cookie',
    `${LOCALE_COOKIE}=${DEFAULT_LOCALE}; ${LOCALE_COOKIE_ATTRIBUTES}`,
  );
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/') return negotiateRoot(request);
  if (isMalformedPath(pathname)) {
    return pathname.startsWith('/api/')
      ? NextResponse.json({ success: false, message: 'Malformed URL' }, { status: 400 })
      : serveNotFound(request, localeOfPath(pathname));
  }
  const canonical = decodeUnreserved(pathname);
  if (canonical !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }
  if (isFilePath(pathname)) {
    // Next's own answer to a missing file here is a page whose text needs scripts.
    if (!pathname.startsWith('/media/')) return NextResponse.next();
    const size = mediaFileSize(pathname);
    if (size === null) return serveNotFound(request, 'az');
    const asked = request.headers.get('range');
    const range = wholeForLongSuffix(asked, size);
    if (range !== asked && !isUnsatisfiableRange(range, size)) {
      const headers = new Headers(request.headers);
      headers.set('range', range!);
      return NextResponse.next({ request: { headers } });
    }
    if (!isUnsatisfiableRange(range, size)) return NextResponse.next();
    // Next's file server fails such a range with a 500: a plain GET gets the 416, others the file.
    if (request.method === 'GET' && !RANGE_CONDITIONS.some((h) => request.headers.has(h))) {
      return new NextResponse(null, {
        status: 416,
        headers: { 'content-range': `bytes */${size}` },
      });
    }
    const headers = new Headers(request.headers);
    headers.delete('range');
    return NextResponse.next({ request: { headers } });
  }
  if (pathname.length > MAX_PAGE_PATH) return serveNotFound(request, localeOfPath(pathname));
  // A 404 in place: Next's image optimizer turns a redirect into a 500.
  if (isMissingMediaFile(pathname)) return serveNotFound(request, 'az');
  if (hasDot(pathname)) return toNotFound(request, pathname);
  const prefix = LOCALE_PREFIX.exec(pathname);
  const lower = prefix
    ? `/${prefix[1]!.toLowerCase()}${pathname.slice(prefix[0].length)}`
    : pathname;
  const az = /^\/az(\/.*)?$/.exec(lower);
  if (az && (az[1] ?? '/') === '/') return chooseDefaultHome(request);
  if (az || lower !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = az ? az[1] || '/' : lower;
    return NextResponse.redirect(url, 308);
  }
  // Not notFound(): it ships an empty body (vercel/next.js#62228).
  if (NOT_FOUND_PAGE.test(pathname)) return serveNotFound(request, localeOfPath(pathname));
  // Only a visitor asking for /404-page by name: the rewrite of /404 above is not seen here again.
  if (NOT_FOUND_REWRITTEN.test(pathname)) {
    return NextResponse.redirect(new URL(pathname.replace(/-page\/?$/, ''), request.url), 307);
  }
  const voice = OTHER_VOICE.exec(pathname);
  if (voice) {
    const url = request.nextUrl.clone();
    url.pathname = `${voice[1]}other${voice[2] ?? ''}`;
    return NextResponse.rewrite(url);
  }
  const listing = LISTING_PAGES.exec(pathname);
  // Past the three digits, the cached route's notFound() would be a 500 ("static to dynamic").
  if (listing && !/^\d{1,3}$/.test(listing[2]!)) return toNotFound(request, pathname);
  if (listing) {
    const url = request.nextUrl.clone();
    url.pathname = listing[1]!;
    url.searchParams.set('page', listing[2]!);
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  // Narrow: a proxy that only passes a request on halves a page's throughput (docs/performance.md).
  matcher: [
    '/',
    '/((?!api/|livez$|readyz$|_next/|_vercel|bench/|og/|poster/|calendar/|archive/|sitemaps/|locales/|app-icon/|favicon\\.ico$|icon\\.svg$|sw\\.js$|manifest\\.webmanifest$|logo\\.svg$|robots\\.txt$|sitemap\\.xml$)(?:.*\\.|[aA][zZ](?:/|$)|(?:E[nN]|eN|R[uU]|rU)(?:/|$)|(?:(?:en|ru)/)?404|media/(?!(?:photo|video)-gallery/?$)|.*/pages(?:/|$)|(?:(?:en|ru)/)?audio/[^/]+/(?!(?:az|en|ru|other)(?:/|$))|.{1024}).*)',
    '/(.*%.*)',
  ],
};
