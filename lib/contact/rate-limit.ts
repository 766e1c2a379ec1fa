import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };

export type RateLimiter = {
  take(key: string): Promise<RateDecision>;
  /** 'shared' when it counts in Redis across every instance. */
  readonly scope: 'shared' | 'local';
};

type Options = {
  limit: number;
  windowMs: number;
  /** A connected node-redis client: the count is shared by every instance that uses it. */
  redis?: unknown;
  keyPrefix?: string;
};

// rate-limiter-flexible: a fixed window per client address, in Redis when there is one, with this
// process's memory as the insurance while Redis is away (each instance then counts on its own).
export function createRateLimiter({
  limit,
  windowMs,
  redis,
  keyPrefix = 'xatire:contact',
}: Options): RateLimiter {
  const duration = Math.max(1, Math.round(windowMs / 1000));
  const memory = new RateLimiterMemory({ points: limit, duration, keyPrefix });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        points: limit,
        duration,
        keyPrefix,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    scope: redis ? 'shared' : 'local',
    async take(key) {
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return { ok: false, retryAfterMs: Math.max(1, outcome.msBeforeNext) };
        }
        throw outcome;
      }
    },
  };
}
