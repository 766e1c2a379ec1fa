// Runs only for the paths its matcher names: `/`, whose language is negotiated, and paths that
// need a check (encoded, dotted, /az/..., a capitalized prefix, /404, /media/..., over-long). Every
// other page goes straight to Next's router: next.config rewrites serve unprefixed paths as az.
import { NextResponse, type NextRequest } from 'next/server';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_PREFIX,
  localizePath,
  PREFIXED_LOCALES,
  type Locale,
} from './lib/i18n/locale';
import { negotiateLocale } from './lib/i18n/negotiate';
import { routes } from './lib/routes';
import { STATUS_HEADER } from './server/page-state.mjs';
import {
  MAX_PAGE_PATH,
  decodeUnreserved,
  hasDot,
  isFilePath,
  isMalformedPath,
  isMissingMediaFile,
  localeOfPath,
} from './lib/request-path';

// The 404 page itself, rewritten to with the status it stands for: server/main.mjs sends 404 and
// drops the header. Rendered and cached like any page (no request to the site itself, so it works
// behind a proxy that terminates TLS); client navigations (RSC) get the page as it is.
function serveNotFound(request: NextRequest, lang: Locale): NextResponse {
  const response = NextResponse.rewrite(new URL(`/${lang}/404-page`, request.url));
  if (!request.headers.has('rsc')) response.headers.set(STATUS_HEADER, '404');
  return response;
}

const LISTING_PAGES = new RegExp(
  `^((?:/(?:${PREFIXED_LOCALES}))?/(?:category/[a-z-]+|[a-z-]+|genealogy/\\d+))/pages/(\\d{1,3})/?$`,
);
const NOT_FOUND_PAGE = new RegExp(`^(?:/(${PREFIXED_LOCALES}))?/404/?$`);
const NOT_FOUND_REWRITTEN = new RegExp(`^(?:/(?:${PREFIXED_LOCALES}))?/404-page/?$`);

/** An unknown path: to /404 in its language (spec §2), without rendering anything. */
function toNotFound(request: NextRequest, pathname: string): NextResponse {
  const target = localizePath(routes.notFound, localeOfPath(pathname));
  return NextResponse.redirect(new URL(target, request.url), 307);
}

// The one answer that depends on who asks; a shared cache keeps a copy per cookie and language.
const NEGOTIATED = 'Cookie, Accept-Language';

/**
 * `/`: the stored choice (the cookie the language menu writes), then the browser language, else
 * az (spec §4). A client navigation (RSC) to `/` asked for the az home by its link: no detour.
 */
function negotiateRoot(request: NextRequest): NextResponse {
  const lang = request.headers.has('rsc')
    ? 'az'
    : negotiateLocale(
        request.cookies.get(LOCALE_COOKIE)?.value,
        request.headers.get('accept-language'),
      );
  const url = request.nextUrl.clone();
  url.pathname = `/${lang}`;
  // The az page's own Vary is Next's, written after this: server/main.mjs adds the negotiation's.
  if (lang === 'az') return NextResponse.rewrite(url);
  const response = NextResponse.redirect(url, 307);
  response.headers.set('vary', NEGOTIATED);
  response.headers.set('cache-control', 'private, no-cache');
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
  // One spelling per page: /%34%30%34-page is /404-page, and is checked as that.
  const canonical = decodeUnreserved(pathname);
  if (canonical !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }
  // Paths with a '%' reach the proxy only for the checks above (see the matcher).
  if (isFilePath(pathname)) return NextResponse.next();
  if (pathname.length > MAX_PAGE_PATH) return serveNotFound(request, localeOfPath(pathname));
  // Under /media only the two galleries are pages; anything else there is a missing file: a 404
  // in place, not the redirect of unknown pages (which Next's image optimizer turns into a 500).
  if (isMissingMediaFile(pathname)) return serveNotFound(request, 'az');
  if (hasDot(pathname)) return toNotFound(request, pathname);
  // /az/... and capitalized prefixes (/EN/about) move permanently to the one spelling of the page.
  const prefix = LOCALE_PREFIX.exec(pathname);
  if (prefix && prefix[1] !== prefix[1]!.toLowerCase()) {
    const url = request.nextUrl.clone();
    url.pathname = `/${prefix[1]!.toLowerCase()}${pathname.slice(prefix[0].length)}`;
    return NextResponse.redirect(url, 308);
  }
  const az = /^\/az(\/.*)?$/.exec(pathname);
  if (az) {
    const url = request.nextUrl.clone();
    url.pathname = az[1] || '/';
    return NextResponse.redirect(url, 308);
  }
  // The 404 page with status 404: a page calling notFound() would ship an empty body
  // (vercel/next.js#62228), and Next's not-found route would need the request headers for the
  // language, making every page dynamic.
  const notFound = NOT_FOUND_PAGE.exec(pathname);
  if (notFound)
    return serveNotFound(request, (notFound[1] as Locale | undefined) ?? DEFAULT_LOCALE);
  // Reached only through the rewrite above (a rewrite is not seen by the proxy again).
  if (NOT_FOUND_REWRITTEN.test(pathname)) {
    return NextResponse.redirect(new URL(pathname.replace(/-page\/?$/, ''), request.url), 307);
  }
  // A listing's `?page=N` is served from `<listing>/pages/N` (server/rewrites.mjs); asked for by
  // that name, it moves to the one address of the page.
  const listing = LISTING_PAGES.exec(pathname);
  if (listing) {
    const url = request.nextUrl.clone();
    url.pathname = listing[1]!;
    url.searchParams.set('page', listing[2]!);
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  // Kept narrow (a proxy that only passes a request on halves a page's throughput): `/`, and paths
  // with a dot, an az or capitalized prefix, /404, /media/..., an internal listing page, over
  // MAX_PAGE_PATH, or a percent-encoding (checked before Next decodes it).
  matcher: [
    '/',
    '/((?!api/|_next/|_vercel|bench/|media/.+\\.[^/]+$|og/|calendar/|sitemaps/|locales/|favicon\\.ico$|icon\\.svg$|logo\\.svg$|robots\\.txt$|sitemap\\.xml$)(?:.*\\.|[aA][zZ](?:/|$)|(?:E[nN]|eN|R[uU]|rU)(?:/|$)|(?:(?:en|ru)/)?404|media/(?!(?:photo|video)-gallery/?$)|.*/pages(?:/|$)|.{1024}).*)',
    '/(.*%.*)',
  ],
};
