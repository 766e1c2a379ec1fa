// The server asks for the home pages just after midnight in Baku, when they expire, so the day's
// first visitor does not get yesterday's (docs/remembrance.md).

import { SITE_TIME_ZONE } from '../site.mjs';

const DAY_MS = 86_400_000;
const AFTER_MIDNIGHT_MS = 2_000;

const WALL_CLOCK = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  ...{ year: 'numeric', month: 'numeric', day: 'numeric' },
  ...{ hour: 'numeric', minute: 'numeric', second: 'numeric' },
});

/** The date and time on a wall in Baku, where the site's days begin. @param {Date} [now] */
export function wallClock(now = new Date()) {
  const parts = WALL_CLOCK.formatToParts(now);
  const part = (/** @type {string} */ type) => Number(parts.find((p) => p.type === type)?.value);
  return {
    ...{ year: part('year'), month: part('month'), day: part('day') },
    ...{ hour: part('hour'), minute: part('minute'), second: part('second') },
  };
}

/** @param {Date} [now] @returns {number} */
export function msUntilNextMidnight(now = new Date()) {
  const { hour, minute, second } = wallClock(now);
  const elapsed = ((hour * 60 + minute) * 60 + second) * 1000;
  // Baku has kept UTC+4 all year since 2016: no day there is longer or shorter than 24 hours.
  return Math.max(1000, DAY_MS - elapsed - now.getUTCMilliseconds());
}

export function msUntilRenewal(now = Date.now()) {
  return msUntilNextMidnight(new Date(now)) + AFTER_MIDNIGHT_MS;
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
