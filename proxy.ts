import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';

const intl = createMiddleware(routing);
// The header next-intl's getLocale() reads outside a [lang] segment.
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

export default function proxy(request: NextRequest) {
  // az is the default language and has no prefix: /az/... moves permanently to the bare path.
  const az = /^\/az(\/.*)?$/.exec(request.nextUrl.pathname);
  if (az) {
    const url = request.nextUrl.clone();
    url.pathname = az[1] || '/';
    return NextResponse.redirect(url, 308);
  }
  // /404 in any language renders Next's not-found route, which (unlike a page that calls
  // notFound()) is server-rendered with its markup and status 404 (vercel/next.js#98954).
  const notFound = /^(?:\/(en|ru))?\/404\/?$/.exec(request.nextUrl.pathname);
  if (notFound) {
    const headers = new Headers(request.headers);
    headers.set(LOCALE_HEADER, notFound[1] ?? routing.defaultLocale);
    return NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers } });
  }
  return intl(request);
}

export const config = {
  // Pages only: not the API, Next's assets, translation files or files with an extension (which
  // covers /media/*.webp and the like; /media/photo-gallery and /media/video-gallery are pages).
  matcher: ['/((?!api|_next|_vercel|locales|brand|.*\\..*).*)'],
};
