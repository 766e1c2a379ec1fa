// One client per process, on globalThis: Next bundles the app apart from the cache handler. No
// offline queue: while Redis is away a command fails at once and the page renders without it.
import { createClient } from '@redis/client';
import { countDependencyFailure } from './app-metrics.mjs';

const CLIENT = Symbol.for('xatire.redis');

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
  let lost = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  // One line when the connection is lost or refused and one when it is back, not one per retry.
  client.on('error', (error) => {
    if (lost) return;
    lost = true;
    console.error(`[redis] connection lost (${error?.message ?? error}): going on without it`);
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    console.error('[redis] connected again');
  });
  client.connect().catch(() => {
    // Logged by the error listener; the reconnect strategy keeps trying.
  });
  globalThis[CLIENT] = client;
  return client;
}

// Each command races this: @redis/client 6 stops listening for a command's abort once it is
// written, so a frozen Redis (the socket open, nothing answering) held pages 20 s (issue 39).
export const REDIS_DEADLINE_MS = 250;
// While Redis is away, one command a second goes to see whether it is back; the rest fail at once.
const PROBE_EVERY_MS = 1000;
const GUARD = Symbol.for('xatire.redis.guard');

export class RedisAway extends Error {}

function guardOf(client) {
  return (client[GUARD] ??= { away: false, retryAt: 0 });
}

/** True while `client` is disconnected or did not answer its last command in time. */
export function redisAway(client) {
  if (!client?.isReady) return true;
  const guard = guardOf(client);
  return guard.away && Date.now() < guard.retryAt;
}

/** @template T @param {any} client @param {(client: any) => Promise<T>} command @returns {Promise<T>} */
export async function redisCall(client, command) {
  if (!client?.isReady) throw new RedisAway('Redis is not connected');
  const guard = guardOf(client);
  if (guard.away) {
    if (Date.now() < guard.retryAt) throw new RedisAway('Redis is not answering');
    guard.retryAt = Date.now() + PROBE_EVERY_MS;
  }
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new RedisAway(`Redis did not answer within ${REDIS_DEADLINE_MS} ms`)),
      REDIS_DEADLINE_MS,
    );
  });
  try {
    const value = await Promise.race([command(client), late]);
    if (guard.away) {
      guard.away = false;
      console.error('[redis] answering again: the shared cache and limits are back');
    }
    return value;
  } catch (error) {
    if (error instanceof RedisAway) {
      if (!guard.away) {
        console.error(`[redis] ${error.message}: pages and limits go on without it`);
      }
      guard.away = true;
      guard.retryAt = Date.now() + PROBE_EVERY_MS;
      countDependencyFailure('redis', 'timeout');
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** For the cache handler: not ready while away (it then skips Redis), each command a redisCall. */
export function guardedRedis(client = sharedRedis()) {
  if (!client) return null;
  const guarded = new Proxy(client, {
    get(target, name) {
      if (name === 'isReady') return !redisAway(target);
      if (name === 'withAbortSignal') return () => guarded;
      const value = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      return (...args) => redisCall(target, (c) => value.apply(c, args));
    },
  });
  return guarded;
}

export async function closeRedis() {
  const client = globalThis[CLIENT];
  globalThis[CLIENT] = undefined;
  if (client?.isOpen) await client.close().catch(() => client.destroy());
}
