// The rules server/main.mjs applies around Next, as plain functions the unit tests can reach.
import net from 'node:net';

/** An address as text: IPv4-mapped IPv6 as plain IPv4, the rest lower-cased. */
function normalizeAddress(address) {
  const text = String(address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return mapped ? mapped[1] : text.toLowerCase();
}

/**
 * The client's address: the socket's peer by default. Behind `trustedHops` proxies that each
 * append the address they saw to X-Forwarded-For, the client is the entry that many places
 * from the right of [...forwarded, peer]; anything further left is whatever the client wrote.
 * @param {string | undefined} peer the socket's remote address
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @param {number} trustedHops how many proxies in front of the server append to X-Forwarded-For
 */
export function clientAddress(peer, forwardedFor, trustedHops) {
  const socket = normalizeAddress(peer) || 'unknown';
  if (!trustedHops || trustedHops < 1) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [
    ...header
      .split(',')
      .map(normalizeAddress)
      .filter((entry) => entry !== ''),
    socket,
  ];
  let client = socket;
  // Walk left from the peer through the trusted proxies; stop at anything that is not an address.
  for (let hop = 1; hop <= trustedHops && hop < chain.length; hop++) {
    const entry = chain[chain.length - 1 - hop];
    if (!net.isIP(entry)) break;
    client = entry;
  }
  return client;
}

/**
 * The number of trusted proxy hops from TRUSTED_PROXY_HOPS: a whole number from 0 to 10, 0 when
 * unset. Anything else is a configuration error, not something to guess at.
 * @param {string | undefined} raw
 */
export function parseTrustedHops(raw) {
  if (raw === undefined || raw.trim() === '') return 0;
  if (!/^\d{1,2}$/.test(raw.trim()) || Number(raw) > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${raw}"`);
  }
  return Number(raw);
}

/**
 * The path of a request target as Next will route it (its parseUrl: `new URL('http://n' + url)`,
 * which resolves `.`, `..` and `%2e%2e` and reads `\` as `/`), so that every check sees what Next
 * serves; `null` for a target that is not origin-form (`http://host/x`, `*`, `host:443`).
 * @param {string | undefined} url the request line's target
 * @returns {string | null}
 */
export function routedPath(url) {
  const target = url ?? '/';
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://n${target}`).pathname;
  } catch {
    return null;
  }
}

const READ_METHODS = ['GET', 'HEAD'];
/** The methods Next's route handlers under /api answer themselves (405 with Allow when unexported). */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Whether a method reaches Next at all. Pages, files and images are read-only; route handlers
 * under /api name their own methods. TRACE, CONNECT and made-up methods never get further.
 * @param {string | undefined} method
 * @param {string} pathname
 * @returns {{ ok: true } | { ok: false, allow: string }}
 */
export function methodPolicy(method, pathname) {
  const name = String(method ?? '').toUpperCase();
  if (READ_METHODS.includes(name)) return { ok: true };
  if (pathname.startsWith('/api/') && API_METHODS.includes(name)) return { ok: true };
  return { ok: false, allow: READ_METHODS.join(', ') };
}

/** A demo or upload media file: a path under /media ending in a file name with an extension. */
export const MEDIA_FILE = /^\/media\/(?:[\w-]+\/)*[\w.-]+\.[a-z0-9]{2,5}$/i;

/**
 * The x-nextjs-* headers Next's client router reads from a flight (RSC) response: how long it may
 * reuse it (stale-time), whether parts were postponed or prerendered, the path and query a rewrite
 * served (rewritten-*), a server action that no longer exists (action-not-found). Every other
 * x-nextjs-* and x-middleware-* header (the cache's state, the matched route, the rewrite target)
 * is internal and never sent.
 */
const CLIENT_ROUTER_HEADERS = new Set([
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-prerender',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-action-not-found',
]);

/**
 * The internal headers among a response's `names`: every x-nextjs-* and x-middleware-* one (but
 * those the client router reads, on a flight response) and the framework's name.
 * @param {string[]} names the response's header names, lower-case
 * @param {boolean} flight whether the request asked for the RSC payload (`RSC: 1`)
 */
export function internalHeaders(names, flight) {
  return names.filter(
    (name) =>
      name === 'x-powered-by' ||
      name.startsWith('x-middleware-') ||
      (name.startsWith('x-nextjs-') && !(flight && CLIENT_ROUTER_HEADERS.has(name))),
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The headers of a response, decided when it starts: the security headers on every response
 * (Next's own redirects and errors included), no internal state, `immutable` only on a media
 * file that was found, `no-store` on every error.
 * @param {{ status: number, pathname: string, contentType: string | undefined,
 *   has: (name: string) => boolean, names: string[], flight: boolean }} response
 * @param {{ key: string, value: string }[]} securityHeaders
 * @returns {{ set: [string, string][], remove: string[] }}
 */
export function responseHeaders(response, securityHeaders) {
  const set = [];
  for (const { key, value } of securityHeaders) {
    if (!response.has(key)) set.push([key, value]);
  }
  const { status, pathname } = response;
  const isHtml = /^text\/html\b/i.test(response.contentType ?? '');
  if (status >= 400) {
    set.push(['cache-control', 'no-store']);
  } else if (
    MEDIA_FILE.test(pathname) &&
    (status === 200 || status === 206 || status === 304) &&
    !isHtml
  ) {
    set.push(['cache-control', IMMUTABLE]);
  }
  return { set, remove: internalHeaders(response.names, response.flight) };
}

/**
 * The shared cache's side of a response (a CDN, nginx's proxy_cache): one Location (Next repeats
 * it on a cached page's redirect, vercel/next.js#82117, and crawlers reject two); `/`, whose
 * language proxy.ts negotiates, varies by the cookie and Accept-Language; neither a page's redirect
 * (to /404) nor a stale copy is kept;
 * and `s-maxage` no longer than CDN_MAX_AGE_SECONDS when the operator set it. With
 * CDN_IGNORES_VARY, `/` is kept by the browser only.
 * @param {{ pathname: string, status: number, get: (name: string) => unknown }} response
 * @param {{ cdnMaxAge?: number, ignoresVary?: boolean }} options
 * @returns {[string, string][]}
 */
export function sharedCacheHeaders(response, { cdnMaxAge, ignoresVary = false } = {}) {
  const set = [];
  const location = response.get('location');
  if (Array.isArray(location) && location.length > 0) set.push(['location', String(location[0])]);
  const cacheControl = String(response.get('cache-control') ?? '');
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (response.pathname === '/') {
    const vary = String(response.get('vary') ?? '');
    if (!/\bcookie\b/i.test(vary))
      set.push(['vary', vary ? `${vary}, Cookie, Accept-Language` : 'Cookie, Accept-Language']);
    // A cache that ignores Vary would give the first visitor's language to everyone.
    if (ignoresVary && sMaxAge) {
      set.push(['cache-control', 'private, no-cache']);
      return set;
    }
  }
  // A stale copy, answered while Next renders the new one: a shared cache must not keep it for
  // another s-maxage (an edit would take twice as long to reach visitors). It asks again.
  if (sMaxAge && response.status >= 300 && response.status < 400) {
    // A page's redirect to /404 (a record under the wrong category): a made-up URL, not a page.
    set.push(['cache-control', 'no-store']);
  } else if (sMaxAge && response.get('x-nextjs-cache') === 'STALE') {
    set.push(['cache-control', 'no-cache']);
  } else if (cdnMaxAge !== undefined && sMaxAge && Number(sMaxAge[1]) > cdnMaxAge) {
    set.push(['cache-control', cacheControl.replace(sMaxAge[0], `s-maxage=${cdnMaxAge}`)]);
  }
  return set;
}

/**
 * CDN_MAX_AGE_SECONDS: how long a shared cache may keep a page, when shorter than the pages'
 * revalidation time (300 s); unset, the pages' own. A whole number from 1 to 300.
 * @param {string | undefined} raw
 */
export function parseCdnMaxAge(raw) {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,3}$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > 300) {
    throw new Error(`CDN_MAX_AGE_SECONDS must be a whole number from 1 to 300, not "${raw}"`);
  }
  return Number(raw);
}
