/**
 * Whether a state-changing request comes from the site's own pages. A browser names the page
 * that sent a request in `Origin` and, in current browsers, tells `Sec-Fetch-Site`; a request
 * with neither (curl, a server) is not a browser acting for a visitor and passes.
 *
 * `Origin` must be the request's own origin (its URL, or the Host the client addressed) or the
 * public SITE_URL (behind a proxy that terminates TLS, the request itself looks like http).
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;

  const origin = request.headers.get('origin');
  if (origin === null) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, data: pages) and garbage
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  if (from.origin === new URL(request.url).origin || from.origin === new URL(siteUrl).origin) {
    return true;
  }
  const host = request.headers.get('host');
  return host !== null && from.host === host.trim().toLowerCase();
}
