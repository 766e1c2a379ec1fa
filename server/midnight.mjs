// Home lists who is "remembered today", and memorials mark today's day of remembrance, by the day
// in Baku: their cached copies expire at midnight there (keepUntilMidnight, lib/api/cache-policy).
// Right after it the server asks once for its own home pages, so those are renewed then, not by
// the first visitor of the day (who would still be handed yesterday's copy while the new one
// renders). Memorial pages are too many to ask for; theirs is the first visit.

const DAY_MS = 86_400_000;
// Asia/Baku has kept UTC+4 all year since 2016 (lib/memorial/remembrance.ts reads it from Intl).
const BAKU_OFFSET_MS = 4 * 3_600_000;
// After midnight, not on it: the pages' own lifetimes end on the second.
const AFTER_MIDNIGHT_MS = 2_000;

/** Milliseconds from `now` until midnight in Baku, plus the margin. */
export function msUntilRenewal(now = Date.now()) {
  const local = now + BAKU_OFFSET_MS;
  return DAY_MS - (local % DAY_MS) + AFTER_MIDNIGHT_MS;
}

/** The requests that renew the three home pages: `/` as an az visitor asks for it, /en, /ru. */
export function renewalRequests(origin) {
  return [
    { url: `${origin}/`, headers: { 'accept-language': 'az', cookie: 'NEXT_LOCALE=az' } },
    { url: `${origin}/en`, headers: {} },
    { url: `${origin}/ru`, headers: {} },
  ];
}

/**
 * Every day after midnight in Baku, asks for the home pages once. The timer never holds exit.
 * @param {string} origin
 * @param {{ fetchPage?: typeof fetch, log?: { error: (...args: unknown[]) => void } }} [options]
 */
export function scheduleMidnightRenewal(origin, { fetchPage = fetch, log = console } = {}) {
  let timer;
  const renew = async () => {
    for (const { url, headers } of renewalRequests(origin)) {
      try {
        const res = await fetchPage(url, { headers, redirect: 'manual' });
        await res.arrayBuffer();
      } catch (error) {
        log.error(`[server] renewing ${url} after midnight failed:`, error?.message ?? error);
      }
    }
  };
  const arm = () => {
    timer = setTimeout(() => {
      renew().finally(arm);
    }, msUntilRenewal());
    timer.unref();
  };
  arm();
  return { stop: () => clearTimeout(timer), renew };
}
