// Sliding window, in this process's memory.
export type RateLimiter = {
  take(key: string): { ok: true } | { ok: false; retryAfterMs: number };
  reset(): void;
  readonly size: number;
};

type Options = {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Beyond this, idle keys are swept, then the least recently seen: memory stays bounded. */
  maxKeys?: number;
};

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: Options): RateLimiter {
  const hits = new Map<string, number[]>();

  const sweep = (at: number) => {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= at - windowMs) hits.delete(key);
    }
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  };

  return {
    take(key) {
      const at = now();
      const recent = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { ok: false, retryAfterMs: recent[0]! + windowMs - at };
      }
      recent.push(at);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) sweep(at);
      return { ok: true };
    },
    reset() {
      hits.clear();
    },
    get size() {
      return hits.size;
    },
  };
}
