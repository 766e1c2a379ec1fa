// Shared by server/main.mjs and the app in one process. Next bundles the app's copy apart from the
// server's, so the state lives on globalThis under registered symbols, not in module variables.

const SERVER = Symbol.for('xatire.server');
const UNAVAILABLE = Symbol.for('xatire.unavailable-pages');

export const CLIENT_ADDRESS_HEADER = 'x-xatire-client-address';

/** Called once by server/main.mjs: from then on CLIENT_ADDRESS_HEADER is the server's, not the client's. */
export function markServedByXatireServer() {
  globalThis[SERVER] = true;
}

/**
 * The client address of a request, as the server worked it out; 'local' under `next dev` or a
 * bare `next start`, where a header of that name could only have come from the client.
 * @param {Headers} headers
 */
export function requestClientAddress(headers) {
  if (globalThis[SERVER] !== true) return 'local';
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}

/** The attribute a page rendered without its record carries (server/cache-handler.mjs keeps none). */
export const UNAVAILABLE_PAGE = { 'data-page-state': 'unavailable' };

/** The attribute a page that found no such record carries: never kept, and drops any copy before. */
export const NOT_FOUND_PAGE = { 'data-page-state': 'not-found' };

/** How a page that found no such record reads in its HTML (status 404, see server/main.mjs). */
export const NOT_FOUND_MARKER = pageStateMarker(NOT_FOUND_PAGE);
/** How a page that shows "temporarily unavailable" reads in its HTML. */
export const UNAVAILABLE_MARKER = pageStateMarker(UNAVAILABLE_PAGE);

/** @param {Record<string, string>} attributes */
export function pageStateMarker(attributes) {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
}

/**
 * The status a rendered page's own HTML says it stands for: 404 for a record that does not exist,
 * 503 for one the source could not give; undefined for any other page, or no HTML at hand.
 * @param {unknown} chunk the first bytes of the response body
 * @returns {404 | 503 | undefined}
 */
export function statusOfPageHtml(chunk) {
  if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return undefined;
  const html =
    typeof chunk === 'string'
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (html.indexOf(NOT_FOUND_MARKER) !== -1) return 404;
  if (html.indexOf(UNAVAILABLE_MARKER) !== -1) return 503;
  return undefined;
}

/**
 * A response header the proxy (proxy.ts) sets on a rewrite to the 404 page: server/main.mjs sends
 * that status and removes the header. Only a response can carry it, never a request.
 */
export const STATUS_HEADER = 'x-xatire-status';

/** A listing that shows what it has because a page of it failed to load: not kept either. */
export const INCOMPLETE_PAGE = { 'data-page-state': 'incomplete' };
/** How a listing missing a page it could not load reads in its HTML. */
export const INCOMPLETE_MARKER = pageStateMarker(INCOMPLETE_PAGE);

/** How long a crawler or a visitor is asked to wait before trying a page the source could not fill. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 120;

const UNAVAILABLE_TTL_MS = 60_000;
const UNAVAILABLE_LIMIT = 1000;

/** @returns {Map<string, { at: number, status: 404 | 503 }>} */
function reportedPages() {
  globalThis[UNAVAILABLE] ??= new Map();
  return globalThis[UNAVAILABLE];
}

/**
 * A page at `pathname` (as the visitor asked for it) was just rendered as the 404 page (no such
 * record) or as the 503 page (the content source failed): the server sends that status, and
 * Retry-After with a 503. An App Router page cannot set its own status; notFound() would ship an
 * empty body (vercel/next.js#62228).
 * @param {string} pathname
 * @param {404 | 503} status
 */
export function reportPageStatus(pathname, status) {
  const pages = reportedPages();
  const now = Date.now();
  pages.delete(pathname);
  pages.set(pathname, { at: now, status });
  for (const [path, { at }] of pages) {
    if (pages.size <= UNAVAILABLE_LIMIT && at > now - UNAVAILABLE_TTL_MS) break;
    pages.delete(path);
  }
}

/** The status reported for `pathname` since `since` (a Date.now() value), if any. */
export function reportedStatusSince(pathname, since) {
  const reported = reportedPages().get(pathname);
  return reported !== undefined && reported.at >= since ? reported.status : undefined;
}
