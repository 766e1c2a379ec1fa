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

/** A listing that shows what it has because a page of it failed to load: not kept either. */
export const INCOMPLETE_PAGE = { 'data-page-state': 'incomplete' };

/** How long a crawler or a visitor is asked to wait before trying a page the source could not fill. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 120;

const UNAVAILABLE_TTL_MS = 60_000;
const UNAVAILABLE_LIMIT = 1000;

/** @returns {Map<string, number>} */
function unavailablePages() {
  globalThis[UNAVAILABLE] ??= new Map();
  return globalThis[UNAVAILABLE];
}

/**
 * A page at `pathname` (as the visitor asked for it) was just rendered without its record
 * because the content source failed: the server answers it with 503 and Retry-After.
 * @param {string} pathname
 */
export function reportUnavailablePage(pathname) {
  const pages = unavailablePages();
  const now = Date.now();
  pages.delete(pathname);
  pages.set(pathname, now);
  for (const [path, at] of pages) {
    if (pages.size <= UNAVAILABLE_LIMIT && at > now - UNAVAILABLE_TTL_MS) break;
    pages.delete(path);
  }
}

/** `since` is a Date.now() value. */
export function reportedUnavailableSince(pathname, since) {
  const at = unavailablePages().get(pathname);
  return at !== undefined && at >= since;
}
