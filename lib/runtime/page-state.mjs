// What Next cannot say itself (docs/next-upstream.md): a page whose source is down is marked and
// sent as 503 (a 404 is notFound()'s); a page missing a section is marked so no cache keeps it.

/** @typedef {'unavailable' | 'incomplete'} PageState */

/** @type {Record<PageState, { status: number, retryAfter?: number }>} */
export const PAGE_STATES = {
  unavailable: { status: 503, retryAfter: 120 },
  incomplete: { status: 200 },
};

const ATTRIBUTE = 'data-page-state';

/** @param {PageState} state */
const attributes = (state) => ({ [ATTRIBUTE]: state });

/** @param {PageState} state */
export const pageStateMarker = (state) => `${ATTRIBUTE}="${state}"`;

export const INCOMPLETE_PAGE = attributes('incomplete');

const REPORTS = Symbol.for('xatire.page-states');
const REPORT_TTL_MS = 60_000;
const REPORT_LIMIT = 1000;

// Next bundles the app's copy of this module apart from the server's: the reports live on globalThis.
/** @returns {Map<string, number>} when each path last rendered as unavailable */
function reports() {
  globalThis[REPORTS] ??= new Map();
  return globalThis[REPORTS];
}

/** Marks the outage page, and reports it by path for a response without HTML (HEAD). */
export function renderedUnavailable(/** @type {string} */ pathname) {
  const pages = reports();
  const now = Date.now();
  pages.delete(pathname);
  pages.set(pathname, now);
  for (const [path, at] of pages) {
    if (pages.size <= REPORT_LIMIT && at > now - REPORT_TTL_MS) break;
    pages.delete(path);
  }
  return attributes('unavailable');
}

export function reportedUnavailableSince(
  /** @type {string} */ pathname,
  /** @type {number} */ since,
) {
  const at = reports().get(pathname);
  return at !== undefined && at >= since;
}

/** @param {unknown} html @returns {PageState[]} */
export function pageStatesIn(html) {
  if (typeof html !== 'string' && !(html instanceof Uint8Array)) return [];
  const text =
    typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  return /** @type {PageState[]} */ (Object.keys(PAGE_STATES)).filter(
    (state) => text.indexOf(pageStateMarker(state)) !== -1,
  );
}

const isHtml = (contentType) => /^text\/html\b/.test(String(contentType ?? ''));

/** @param {{ status: number, contentType: unknown, cacheState: unknown }} response */
export function isRenderedPage({ status, contentType, cacheState }) {
  return status === 200 && isHtml(contentType) && !/^(HIT|STALE)$/.test(String(cacheState ?? ''));
}

/** @param {{ status: number, contentType: unknown, cacheState: unknown, chunk: unknown,
 *   reported: () => boolean }} response @returns {{ status: number, retryAfter?: number }} */
export function pageResponse({ status, contentType, cacheState, chunk, reported }) {
  const unavailable =
    isRenderedPage({ status, contentType, cacheState }) &&
    (pageStatesIn(chunk).includes('unavailable') || reported());
  return unavailable ? { ...PAGE_STATES.unavailable } : { status };
}

/** @param {number} status @param {unknown} html @returns {'keep' | 'skip' | 'drop'} */
export function cacheRule(status, html) {
  if (status === PAGE_STATES.unavailable.status) return 'skip';
  if (status !== 200) return 'drop';
  return pageStatesIn(String(html ?? '')).length > 0 ? 'skip' : 'keep';
}

/** No record, or an empty page of a list (nothing `received`). @param {unknown} value */
export const isAbsentRead = (value) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && /** @type {{ received?: unknown }} */ (value).received === 0);

/** @param {BodyInit} body @param {Record<string, string>} headers */
export function unavailableResponse(body, headers) {
  const { status, retryAfter } = PAGE_STATES.unavailable;
  return new Response(body, {
    status,
    headers: { ...headers, 'cache-control': 'no-store', 'retry-after': String(retryAfter) },
  });
}
