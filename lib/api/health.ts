import 'server-only';
import { sql } from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, MIGRATION_LOCK_ID } from 'kysely/migration';
import { withStore } from '@/lib/content/db';
import { isRemote } from '@/lib/env';
import { REDIS_DEADLINE_MS, redisCall, sharedRedis } from '@/lib/runtime/redis.mjs';
import { within } from '@/lib/runtime/within';

export type Health = {
  status: 'ok' | 'unavailable';
  /** 'remote' when the pages read the operator's API (API_URL): not this instance's to check. */
  store: 'ok' | 'down' | 'remote';
  /** 'local' without REDIS_URL: this process's own cache. */
  cache: 'ok' | 'down' | 'local';
};

export type Dependency = { state: 'ok' | 'down' | 'local'; ms: number; reason?: string };

export type Readiness = {
  ready: boolean;
  store: Dependency;
  cache: Dependency;
};

// Answered within this even while a dependency hangs: a load balancer's probe waits no longer.
export const READINESS_DEADLINE_MS = 1000;

async function probe(work: () => Promise<unknown>, ms: number): Promise<Dependency> {
  const started = performance.now();
  try {
    await within(ms, work());
    return { state: 'ok', ms: Math.round(performance.now() - started) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { state: 'down', ms: Math.round(performance.now() - started), reason };
  }
}

// A write that changes nothing: a full, read-only or frozen store fails it (messages are stored here first).
const storeWrites = () =>
  probe(
    () =>
      withStore((db) =>
        sql`update ${sql.table(DEFAULT_MIGRATION_LOCK_TABLE)} set is_locked = is_locked
            where id = ${MIGRATION_LOCK_ID}`.execute(db),
      ),
    READINESS_DEADLINE_MS,
  );

async function cacheAnswers(): Promise<Dependency> {
  const redis = sharedRedis();
  if (!redis) return { state: 'local', ms: 0 };
  return probe(() => redisCall(redis, (c) => c.ping()), REDIS_DEADLINE_MS + 50);
}

// A one-row write fits where a message may not: a refused message makes it unready this long.
export const REFUSED_WRITE_HOLD_MS = 3000;
const writes = { refusedAt: 0, storedAt: 0 };

export function noteMessageWrite(stored: boolean) {
  writes[stored ? 'storedAt' : 'refusedAt'] = Date.now();
}

function refusedLately(): boolean {
  return (
    writes.refusedAt > writes.storedAt && Date.now() - writes.refusedAt < REFUSED_WRITE_HOLD_MS
  );
}

/** For a load balancer: send this instance pages and messages only while it can store them. */
export async function checkReadiness(): Promise<Readiness> {
  const [written, cache] = await Promise.all([storeWrites(), cacheAnswers()]);
  const store: Dependency =
    written.state === 'ok' && refusedLately()
      ? { ...written, state: 'down', reason: 'the store refused the last message' }
      : written;
  return { ready: store.state === 'ok', store, cache };
}

async function storeHealth(): Promise<Health['store']> {
  if (isRemote) return 'remote';
  const read = await probe(() => withStore((db) => sql`select 1`.execute(db)), 2000);
  return read.state === 'ok' ? 'ok' : 'down';
}

async function cacheHealth(): Promise<Health['cache']> {
  const { state } = await cacheAnswers();
  return state;
}

// Kept for load balancers set up on it (200 while store and shared cache answer); /readyz says more.
export async function checkHealth(): Promise<Health> {
  const [store, cache] = await Promise.all([storeHealth(), cacheHealth()]);
  const status = store === 'down' || cache === 'down' ? 'unavailable' : 'ok';
  return { status, store, cache };
}
