// The one owner of "the source is down": whether a visitor gets the last good copy of a page or the
// translated 503 with Retry-After, for every page type (the QR page included).
//
//  1. Every read falls back to its last good copy (lib/api/cache-policy.ts: Next's data cache, then
//     this server's copy of the same read, then the one Redis keeps). A page made from a copy is
//     kept 15 s only, so it finds the source again by itself.
//  2. A read with no copy: the page's helper, orUnavailable (lib/api/outage.ts), says 'unavailable'
//     and the page renders <UnavailableContent> (components/layout/unavailable-content.tsx), which
//     declares itself here: renderedAs('unavailable', path). A route handler (the QR page) answers
//     unavailableResponse(). A section around the page (the footer) shows what it has instead and
//     marks the page INCOMPLETE_PAGE.
//  3. The wire (server/main.mjs asks pageResponse): a page rendered just now as the 503 page goes
//     out with status 503 and Retry-After (no-store, as every error: server/http-policy.mjs); a
//     copy from Next's cache goes out as it was kept.
//  4. The cache (server/cache-handler.mjs asks cacheRule): a 503 or incomplete render is never
//     stored and leaves the earlier good copy in place, so a page that was seen keeps answering 200
//     through an outage; only a page never seen answers 503.
//
// The 404 page of a record that does not exist (NotFoundPage) travels the same way, but drops the
// copy before it (a record deleted is gone). An App Router page cannot set its status, and
// notFound() would ship an empty body (vercel/next.js#62228): a page says what it is in its HTML (a
// render Next shares between requests says it to each) and reports it by path for a response that
// carries no HTML (HEAD).

/** @typedef {'not-found' | 'unavailable' | 'incomplete'} PageState */

/**
 * What each state means on the wire and in the cache. `keep`: stored; `skip`: not stored, the copy
 * before it stays; `drop`: not stored, and the copy before it goes.
 * @type {Record<PageState, { status: number, retryAfter?: number, cache: 'skip' | 'drop' }>}
 */
export const PAGE_STATES = {
  'not-found': { status: 404, cache: 'drop' },
  // How long a crawler or a visitor is asked to wait before trying again.
  unavailable: { status: 503, retryAfter: 120, cache: 'skip' },
  // A section (the footer, "remembered today", a listing's later page) failed: status 200.
  incomplete: { status: 200, cache: 'skip' },
};

const ATTRIBUTE = 'data-page-state';

/** @param {PageState} state */
const attributes = (state) => ({ [ATTRIBUTE]: state });

/** @param {PageState} state How a page in that state reads in its HTML. */
export const pageStateMarker = (state) => `${ATTRIBUTE}="${state}"`;

/** A page missing a section it could not read carries this (on any element): no cache keeps it. */
export const INCOMPLETE_PAGE = attributes('incomplete');

/**
 * A response header the proxy (proxy.ts) sets on a rewrite to the 404 page: the page goes out with
 * that status, the header removed. Only a response can carry it, never a request.
 */
export const STATUS_HEADER = 'x-xatire-status';

const REPORTS = Symbol.for('xatire.page-states');
const REPORT_TTL_MS = 60_000;
const REPORT_LIMIT = 1000;

// Next bundles the app's copy of this module apart from the server's: the reports live on
// globalThis under a registered symbol, not in a module variable.
/** @returns {Map<string, { at: number, state: 'not-found' | 'unavailable' }>} */
function reports() {
  globalThis[REPORTS] ??= new Map();
  return globalThis[REPORTS];
}

/**
 * Called by the page rendered as the 404 page or the 503 page: reports it under the path the
 * visitor asked for, and gives the attributes its outermost element carries.
 * @param {'not-found' | 'unavailable'} state
 * @param {string} pathname as the visitor asked for it (the language prefix included)
 */
export function renderedAs(state, pathname) {
  const pages = reports();
  const now = Date.now();
  pages.delete(pathname);
  pages.set(pathname, { at: now, state });
  for (const [path, { at }] of pages) {
    if (pages.size <= REPORT_LIMIT && at > now - REPORT_TTL_MS) break;
    pages.delete(path);
  }
  return attributes(state);
}

/** The state reported for `pathname` since `since` (a Date.now() value), if any. */
export function reportedStateSince(pathname, since) {
  const reported = reports().get(pathname);
  return reported !== undefined && reported.at >= since ? reported.state : undefined;
}

/**
 * The states a page's HTML declares (a 404 page may also miss its footer).
 * @param {unknown} html a string or bytes; anything else (nothing written yet) declares none
 * @returns {PageState[]}
 */
export function pageStatesIn(html) {
  if (typeof html !== 'string' && !(html instanceof Uint8Array)) return [];
  const text =
    typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  return /** @type {PageState[]} */ (Object.keys(PAGE_STATES)).filter(
    (state) => text.indexOf(pageStateMarker(state)) !== -1,
  );
}

const isHtml = (contentType) => /^text\/html\b/.test(String(contentType ?? ''));

/**
 * A page Next rendered for this response (not a copy from its cache): its status is known once its
 * first bytes are at hand, so its head waits for them.
 * @param {{ status: number, contentType: unknown, cacheState: unknown }} response
 */
export function isRenderedPage({ status, contentType, cacheState }) {
  return status === 200 && isHtml(contentType) && !/^(HIT|STALE)$/.test(String(cacheState ?? ''));
}

/**
 * The status a response goes out with, decided as it starts (server/main.mjs), and the Retry-After
 * that comes with a 503. A page rendered now answers for what its first bytes declare or, without
 * them, what it reported; the proxy's rewrite to the 404 page says so in STATUS_HEADER.
 * @param {{ status: number, contentType: unknown, cacheState: unknown, forced: unknown,
 *   chunk: unknown, reported: () => PageState | undefined }} response
 * @returns {{ status: number, retryAfter?: number }}
 */
export function pageResponse({ status, contentType, cacheState, forced, chunk, reported }) {
  const isPage = status === 200 && isHtml(contentType);
  let state;
  if (isRenderedPage({ status, contentType, cacheState })) {
    const declared = pageStatesIn(chunk);
    state = declared.includes('not-found')
      ? 'not-found'
      : declared.includes('unavailable')
        ? 'unavailable'
        : reported();
  }
  if (isPage && (String(forced) === '404' || state === 'not-found'))
    return { status: PAGE_STATES['not-found'].status };
  if (state === 'unavailable') {
    const { status: code, retryAfter } = PAGE_STATES.unavailable;
    return { status: code, retryAfter };
  }
  return { status };
}

/**
 * Whether a cache keeps a page or a route's answer: `keep`, `skip` (not stored, the good copy
 * before it stays: the source failed for a while) or `drop` (not stored, and the copy before it
 * goes: a 404, a redirect, an error).
 * @param {number} status
 * @param {unknown} html the page's HTML (none for a route's answer)
 * @returns {'keep' | 'skip' | 'drop'}
 */
export function cacheRule(status, html) {
  const states = pageStatesIn(String(html ?? ''));
  const sourceFailed =
    status === PAGE_STATES.unavailable.status ||
    states.some((state) => PAGE_STATES[state].cache === 'skip');
  if (sourceFailed) return 'skip';
  return status === 200 && states.length === 0 ? 'keep' : 'drop';
}

/**
 * A route handler's answer when the source is down and it has no copy (the QR page): 503 with
 * Retry-After, never kept by a browser or a shared cache, and never by Next's (cacheRule).
 * @param {BodyInit} body
 * @param {Record<string, string>} headers its content type and any header of its own
 */
export function unavailableResponse(body, headers) {
  const { status, retryAfter } = PAGE_STATES.unavailable;
  return new Response(body, {
    status,
    headers: { ...headers, 'cache-control': 'no-store', 'retry-after': String(retryAfter) },
  });
}
