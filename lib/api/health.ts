import 'server-only';
import { sql } from 'kysely';
import { getDb } from '@/lib/content/db';
import { isRemote } from '@/lib/env';
import { sharedRedis } from '@/lib/runtime/redis.mjs';

export type Health = {
  status: 'ok' | 'unavailable';
  /** 'remote' when the pages read the operator's API (API_URL): not this instance's to check. */
  store: 'ok' | 'down' | 'remote';
  /** 'local' without REDIS_URL: this process's own cache. */
  cache: 'ok' | 'down' | 'local';
};

const CHECK_MS = 2000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

async function storeHealth(): Promise<Health['store']> {
  if (isRemote) return 'remote';
  try {
    await within(
      CHECK_MS,
      getDb().then((db) => sql`select 1`.execute(db)),
    );
    return 'ok';
  } catch {
    return 'down';
  }
}

async function cacheHealth(): Promise<Health['cache']> {
  const redis = sharedRedis();
  if (!redis) return 'local';
  if (!redis.isReady) return 'down';
  try {
    return (await within(CHECK_MS, redis.ping())) === 'PONG' ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

// For load balancers: 200 while this instance can answer from its store and shared cache.
export async function checkHealth(): Promise<Health> {
  const [store, cache] = await Promise.all([storeHealth(), cacheHealth()]);
  const status = store === 'down' || cache === 'down' ? 'unavailable' : 'ok';
  return { status, store, cache };
}
