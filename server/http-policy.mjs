import net from 'node:net';

function normalizeAddress(address) {
  const text = String(address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return mapped ? mapped[1] : text.toLowerCase();
}

/**
 * @param {string | undefined} peer
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedHops
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
  for (let hop = 1; hop <= trustedHops && hop < chain.length; hop++) {
    const entry = chain[chain.length - 1 - hop];
    if (!net.isIP(entry)) break;
    client = entry;
  }
  return client;
}

/** As Next's parseUrl resolves it. @param {string | undefined} url @returns {string | null} */
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
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
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

const MEDIA_FILE = /^\/media\/(?:[\w-]+\/)*[\w.-]+\.[a-z0-9]{2,5}$/i;

// Read by Next's client router from a flight (RSC) response; the rest is internal.
const CLIENT_ROUTER_HEADERS = new Set([
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-prerender',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-action-not-found',
]);

/** @param {string[]} names lower-case @param {boolean} flight */
export function internalHeaders(names, flight) {
  return names.filter(
    (name) =>
      name === 'x-powered-by' ||
      name.startsWith('x-middleware-') ||
      (name.startsWith('x-nextjs-') && !(flight && CLIENT_ROUTER_HEADERS.has(name))),
  );
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
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
 * One Location: Next repeats it on a cached redirect (vercel/next.js#82117); crawlers reject two.
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
    if (ignoresVary && sMaxAge) {
      set.push(['cache-control', 'private, no-cache']);
      return set;
    }
  }
  if (sMaxAge && response.status >= 300 && response.status < 400) {
    set.push(['cache-control', 'no-store']);
  } else if (sMaxAge && response.get('x-nextjs-cache') === 'STALE') {
    set.push(['cache-control', 'no-cache']);
  } else if (cdnMaxAge !== undefined && sMaxAge && Number(sMaxAge[1]) > cdnMaxAge) {
    set.push(['cache-control', cacheControl.replace(sMaxAge[0], `s-maxage=${cdnMaxAge}`)]);
  }
  return set;
}
