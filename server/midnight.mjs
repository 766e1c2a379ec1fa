// Just after midnight in Baku the server asks for its home pages (they expire then), so the day's
// first visitor is not handed yesterday's copy.

const DAY_MS = 86_400_000;
// Asia/Baku: UTC+4 all year since 2016.
const BAKU_OFFSET_MS = 4 * 3_600_000;
const AFTER_MIDNIGHT_MS = 2_000;

export function msUntilRenewal(now = Date.now()) {
  const local = now + BAKU_OFFSET_MS;
  return DAY_MS - (local % DAY_MS) + AFTER_MIDNIGHT_MS;
}

export function renewalRequests(origin) {
  return [
    { url: `${origin}/`, headers: { 'accept-language': 'az', cookie: 'NEXT_LOCALE=az' } },
    { url: `${origin}/en`, headers: {} },
    { url: `${origin}/ru`, headers: {} },
  ];
}

/**
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
