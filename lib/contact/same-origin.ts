// No Origin (curl, a server): no browser acts for a visitor. SITE_URL counts: TLS may end at a proxy.
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
