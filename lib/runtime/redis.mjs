// One client per process, on globalThis: Next bundles the app apart from the cache handler. No
// offline queue: while Redis is away a command fails at once and the page renders without it.
import { createClient } from '@redis/client';

const CLIENT = Symbol.for('xatire.redis');
const ERROR_LOG_EVERY_MS = 10_000;

/** Never during the build, which renders from the store alone. @returns {string | null} */
export function sharedRedisUrl() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  return process.env.REDIS_URL?.trim() || null;
}

/** @returns {import('@redis/client').RedisClientType | null} */
export function sharedRedis() {
  const url = sharedRedisUrl();
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

export async function closeRedis() {
  const client = globalThis[CLIENT];
  globalThis[CLIENT] = undefined;
  if (client?.isOpen) await client.close().catch(() => client.destroy());
}
