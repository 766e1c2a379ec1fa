// The one owner of "the source is down" and "no such record" (docs/caching.md). An App Router page
// cannot set its status and notFound() ships an empty body (vercel/next.js#62228): a page declares
// its state in its HTML, and reports it by path for a response without HTML (HEAD).

/** @typedef {'not-found' | 'unavailable' | 'incomplete'} PageState */

/** @type {Record<PageState, { status: number, retryAfter?: number, cache: 'skip' | 'drop' }>} */
export const PAGE_STATES = {
  'not-found': { status: 404, cache: 'drop' },
  unavailable: { status: 503, retryAfter: 120, cache: 'skip' },
  incomplete: { status: 200, cache: 'skip' },
};

const ATTRIBUTE = 'data-page-state';

/** @param {PageState} state */
const attributes = (state) => ({ [ATTRIBUTE]: state });

/** @param {PageState} state */
export const pageStateMarker = (state) => `${ATTRIBUTE}="${state}"`;

export const INCOMPLETE_PAGE = attributes('incomplete');

/** Read from a response only (proxy.ts's rewrite to /404), never a request: no client forges it. */
export const STATUS_HEADER = 'x-xatire-status';

const REPORTS = Symbol.for('xatire.page-states');
const REPORT_TTL_MS = 60_000;
const REPORT_LIMIT = 1000;

// Next bundles the app's copy of this module apart from the server's: the reports live on globalThis.
/** @returns {Map<string, { at: number, state: 'not-found' | 'unavailable' }>} */
function reports() {
  globalThis[REPORTS] ??= new Map();
  return globalThis[REPORTS];
}

/** @param {'not-found' | 'unavailable'} state @param {string} pathname */
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

export function reportedStateSince(pathname, since) {
  const reported = reports().get(pathname);
  return reported !== undefined && reported.at >= since ? reported.state : undefined;
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

/**
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

/** @param {number} status @param {unknown} html @returns {'keep' | 'skip' | 'drop'} */
export function cacheRule(status, html) {
  const states = pageStatesIn(String(html ?? ''));
  const sourceFailed =
    status === PAGE_STATES.unavailable.status ||
    states.some((state) => PAGE_STATES[state].cache === 'skip');
  if (sourceFailed) return 'skip';
  return status === 200 && states.length === 0 ? 'keep' : 'drop';
}

/** @param {BodyInit} body @param {Record<string, string>} headers */
export function unavailableResponse(body, headers) {
  const { status, retryAfter } = PAGE_STATES.unavailable;
  return new Response(body, {
    status,
    headers: { ...headers, 'cache-control': 'no-store', 'retry-after': String(retryAfter) },
  });
}
