// One Redis client per process (REDIS_URL), shared by Next's cache handler, the contact rate limit,
// the last good copies and /api/health. Next bundles the app apart from the cache handler, so the
// client lives on globalThis. Commands fail at once while Redis is away (no offline queue): a
// cache read then misses and the page renders, and the client keeps reconnecting.
import { createClient } from '@redis/client';

const CLIENT = Symbol.for('xatire.redis');
const ERROR_LOG_EVERY_MS = 10_000;

export function redisUrl() {
  // The build renders from the store alone; only servers share state.
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  const url = process.env.REDIS_URL?.trim();
  return url ? url : undefined;
}

/** @returns {import('@redis/client').RedisClientType | null} */
export function sharedRedis() {
  const url = redisUrl();
  if (!url) return null;
  if (globalThis[CLIENT]) return globalThis[CLIENT];
  let lastLogged = 0;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  client.on('error', (error) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_EVERY_MS) return;
    lastLogged = now;
    console.error('[redis]', error?.message ?? error);
  });
  client.connect().catch(() => {
    // Logged by the error listener; the reconnect strategy keeps trying.
  });
  globalThis[CLIENT] = client;
  return client;
}

/** For /api/health: whether Redis answers within `timeoutMs`. */
export async function redisReachable(timeoutMs = 1000) {
  const client = sharedRedis();
  if (!client) return null;
  if (!client.isReady) return false;
  try {
    const pong = await Promise.race([
      client.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  }
}

export async function closeRedis() {
  const client = globalThis[CLIENT];
  globalThis[CLIENT] = undefined;
  if (client?.isOpen) await client.close().catch(() => client.destroy());
}

/** Resolves true once the shared client is connected, false after `timeoutMs` (or without Redis). */
export async function whenRedisReady(timeoutMs = 5000) {
  const client = sharedRedis();
  if (!client) return false;
  const until = Date.now() + timeoutMs;
  while (!client.isReady && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return client.isReady;
}
