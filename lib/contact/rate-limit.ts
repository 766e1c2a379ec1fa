import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { redisCall } from '@/lib/runtime/redis.mjs';

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };

export type RateLimiter = {
  take(key: string): Promise<RateDecision>;
  check(key: string): Promise<RateDecision>;
  readonly scope: 'shared' | 'local';
};

/** How many keys (client addresses, /64s) one process counts at most (docs/security.md). */
export const MAX_TRACKED_CLIENTS = 10_000;

type Options = {
  limit: number;
  windowMs: number;
  redis?: unknown;
  keyPrefix?: string;
  maxKeys?: number;
  now?: () => number;
};

const OK: RateDecision = { ok: true };

// Every window is as long, so the Map's order is the order they end in.
export function memoryWindows(limit: number, windowMs: number, maxKeys: number, now: () => number) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    if (window && window.endsAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const decide = (window: { count: number; endsAt: number } | undefined, at: number) =>
    !window || window.count < limit
      ? OK
      : ({ ok: false, retryAfterMs: Math.max(1, window.endsAt - at) } as const);
  return {
    size: () => windows.size,
    check(key: string): RateDecision {
      const at = now();
      return decide(current(key, at), at);
    },
    take(key: string): RateDecision {
      const at = now();
      let window = current(key, at);
      if (!window) {
        for (const [oldest, { endsAt }] of windows) {
          if (windows.size < maxKeys && endsAt > at) break;
          windows.delete(oldest);
        }
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      const decision = decide(window, at);
      if (decision.ok) window.count++;
      return decision;
    },
  };
}

// This process's bounded memory counts while Redis is away or slow (each instance then on its own).
export function createRateLimiter({
  limit,
  windowMs,
  redis,
  keyPrefix = 'xatire:contact',
  maxKeys = MAX_TRACKED_CLIENTS,
  now = Date.now,
}: Options): RateLimiter {
  const memory = memoryWindows(limit, windowMs, maxKeys, now);
  if (!redis) {
    return {
      scope: 'local',
      take: async (key) => memory.take(key),
      check: async (key) => memory.check(key),
    };
  }
  const shared = new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    points: limit,
    duration: Math.max(1, Math.round(windowMs / 1000)),
    keyPrefix,
  });
  return {
    scope: 'shared',
    async take(key) {
      try {
        await redisCall(redis, () => shared.consume(key));
        return OK;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return { ok: false, retryAfterMs: Math.max(1, outcome.msBeforeNext) };
        }
        return memory.take(key);
      }
    },
    async check(key) {
      try {
        const state = await redisCall(redis, () => shared.get(key));
        return state && state.consumedPoints >= limit
          ? { ok: false, retryAfterMs: Math.max(1, state.msBeforeNext) }
          : OK;
      } catch {
        return memory.check(key);
      }
    },
  };
}
