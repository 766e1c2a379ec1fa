import { MAX_RECORD_ID, RECORD_ID_DIGITS } from './site.mjs';

export const PAGE_SIZE = 12;
export const GENEALOGY_PAGE_SIZE = 9;
export const MEMBER_PAGE_SIZE = 12;
export const MAX_LIMIT = 50;
export const MAX_PAGE = 10_000;

export function pageEndsPaging(received: number, pageSize: number): boolean {
  return received === 0 || received < pageSize;
}

/** `received` counts dropped malformed items too: only a page its source sent short ends a list. */
export type ListPage<T> = { items: T[]; received: number };

export const pageEnds = (page: ListPage<unknown>, pageSize: number): boolean =>
  pageEndsPaging(page.received, pageSize);

export function showLoadMore(state: {
  more: boolean;
  loading: boolean;
  receivedCount: number;
  pageSize: number;
}): boolean {
  return state.more && !state.loading && state.receivedCount >= state.pageSize;
}

export type PagingResult = { ok: true; page: number; limit: number } | { ok: false; error: string };

const DIGITS = /^[1-9]\d{0,8}$/;

export function parsePaging(params: URLSearchParams, defaultLimit: number): PagingResult {
  const rawPage = params.get('page');
  const rawLimit = params.get('limit');
  let page = 1;
  let limit = defaultLimit;
  if (rawPage !== null) {
    if (!DIGITS.test(rawPage) || Number(rawPage) < 1 || Number(rawPage) > MAX_PAGE) {
      return { ok: false, error: `page must be a whole number from 1 to ${MAX_PAGE}` };
    }
    page = Number(rawPage);
  }
  if (rawLimit !== null) {
    if (!DIGITS.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_LIMIT) {
      return { ok: false, error: `limit must be a whole number from 1 to ${MAX_LIMIT}` };
    }
    limit = Number(rawLimit);
  }
  return { ok: true, page, limit };
}

const RECORD_ID = new RegExp(`^${RECORD_ID_DIGITS}$`);
export const ID_RULE = `id must be a whole number from 1 to ${MAX_RECORD_ID}, with no leading zero`;

export function parseId(raw: string): number | null {
  return RECORD_ID.test(raw) && Number(raw) <= MAX_RECORD_ID ? Number(raw) : null;
}
