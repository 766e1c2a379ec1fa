import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { msUntilNextMidnight } from '@/lib/runtime/midnight.mjs';
import { redisCall, sharedRedis } from '@/lib/runtime/redis.mjs';
import { renderFingerprint } from '@/lib/runtime/settings.mjs';
import { isAbsentRead } from '@/lib/runtime/page-state.mjs';
import { ContentError, StoreUnavailable } from '@/lib/content/source';

// Segment config must be a literal: app/[lang]/layout.tsx and the route handlers repeat it.
export const CONTENT_REVALIDATE_SECONDS = 300;

/** What Next sends with an ISR page: stale-while-revalidate is next.config.ts's expireTime, less. */
export const RENDERED_CACHE_CONTROL = `s-maxage=${CONTENT_REVALIDATE_SECONDS}, stale-while-revalidate=${86_400 - CONTENT_REVALIDATE_SECONDS}`;

export const DEGRADED_REVALIDATE_SECONDS = 15;

export const QR_LIST_REVALIDATE_SECONDS = 60;

// Images the server draws (share images, posters) change with their record, as its page does.
export const DRAWN_IMAGE_CACHE_CONTROL = `public, max-age=${CONTENT_REVALIDATE_SECONDS}, ${RENDERED_CACHE_CONTROL}`;

export const CONTENT_TAG = 'content';

export const TAGS = {
  record: (id: number) => `deceased:${id}`,
  collection: (id: number) => `genealogy:${id}`,
  figures: (category: string) => `figures:${category}`,
  qr: (uuid: string) => `qr:${uuid}`,
  isQr: (tag: string) => tag.startsWith('qr:'),
};

/** Reads from different sources (or hero settings) never share an entry. */
let fingerprint: string | undefined;
const sourceKey = () => (fingerprint ??= renderFingerprint(env));

const inNextServer = () => Boolean(process.env.NEXT_RUNTIME);

// next/cache cannot load outside Next's server (jsdom unit tests).
const nextCache = () => import('next/cache');

export class LastGoodCopies {
  readonly #values = new Map<string, string>();
  #bytes = 0;
  constructor(readonly limits: { entries: number; bytes: number }) {}

  /** The copy's JSON when it differs from the one held before (worth sharing), else undefined. */
  remember(key: string, value: unknown): string | undefined {
    const before = this.#values.get(key);
    this.#forget(key);
    if (isAbsentRead(value)) return undefined;
    const json = JSON.stringify(value);
    const bytes = json.length * 2;
    if (bytes > this.limits.bytes) return undefined;
    this.#values.set(key, json);
    this.#bytes += bytes;
    for (const oldest of this.#values.keys()) {
      if (this.#values.size <= this.limits.entries && this.#bytes <= this.limits.bytes) break;
      this.#forget(oldest);
    }
    return json === before ? undefined : json;
  }

  recall(key: string): { found: true; value: unknown } | { found: false } {
    const json = this.#values.get(key);
    if (json === undefined) return { found: false };
    this.#values.delete(key);
    this.#values.set(key, json);
    return { found: true, value: JSON.parse(json) };
  }

  #forget(key: string): void {
    const json = this.#values.get(key);
    if (json === undefined) return;
    this.#values.delete(key);
    this.#bytes -= json.length * 2;
  }

  get size(): number {
    return this.#values.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/** Where every instance finds the copies any of them kept (Redis); failures there are ignored. */
export type SharedCopies = {
  get(key: string): Promise<string | null>;
  set(key: string, json: string): Promise<void>;
};

export async function withLastGoodCopy<R>(
  copies: LastGoodCopies,
  key: string,
  read: () => Promise<R>,
  onFallback: (error: unknown) => Promise<void> | void,
  shared?: SharedCopies,
): Promise<R> {
  try {
    const value = await read();
    const changed = copies.remember(key, value);
    if (changed !== undefined) shared?.set(key, changed).catch(() => {});
    return value;
  } catch (error) {
    let copy = copies.recall(key);
    if (!copy.found && shared) {
      const json = await shared.get(key).catch(() => null);
      if (json !== null) {
        copy = { found: true, value: JSON.parse(json) };
        copies.remember(key, copy.value);
      }
    }
    if (!copy.found) throw error;
    await onFallback(error);
    return copy.value as R;
  }
}

const SHARED_COPY_SECONDS = 30 * 24 * 3600;

/** Raised when a kept read changes its shape, so a new build never reads an older build's copies. */
const COPY_SHAPE = 2;

export const sharedCopyKey = (key: string) =>
  `xatire:last-good:${COPY_SHAPE}:${sourceKey()}:${key}`;

// A month in Redis: long enough to outlast any outage, short enough that records gone stay gone.
export function sharedCopies(redis = sharedRedis()): SharedCopies | undefined {
  if (!redis) return undefined;
  const at = sharedCopyKey;
  return {
    get: (key) => redisCall(redis, (c) => c.get(at(key))),
    set: async (key, json) => {
      await redisCall(redis, (c) => c.set(at(key), json, { EX: SHARED_COPY_SECONDS }));
    },
  };
}

let sharedOnce: { copies: SharedCopies | undefined } | undefined;
const shared = () => (sharedOnce ??= { copies: sharedCopies() }).copies;

// On globalThis and keyed by the read's name: Next bundles pages and route handlers apart (caching.md).
const LAST_GOOD = Symbol.for('xatire.lastGoodCopies');
const lastGoodCopies = ((globalThis as { [LAST_GOOD]?: LastGoodCopies })[LAST_GOOD] ??=
  new LastGoodCopies({ entries: 5000, bytes: env.LAST_GOOD_MB * 1024 * 1024 }));
const keyedByName = <A extends unknown[], R>(load: (...args: A) => Promise<R>, name: string) =>
  Object.assign((...args: A) => load(...args), { toString: () => `read ${name}` });

type ReadOptions<A extends unknown[], R> = {
  tags?: (...args: A) => string[];
  /** Only the page sizes the site itself asks for get an entry; other reads go to the source. */
  cacheable?: (...args: A) => boolean;
  revalidate?: number;
  /** What a last good copy becomes when it is served because the source failed. */
  asCopy?: (copy: R) => R;
};

// Per request (React's cache()), then Next's data cache over the last good copy, else it throws.
export function cachedRead<A extends (string | number)[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
  {
    tags = () => [],
    cacheable = () => true,
    revalidate = CONTENT_REVALIDATE_SECONDS,
    asCopy,
  }: ReadOptions<A, R> = {},
): (...args: A) => Promise<R> {
  return cache(async (...args: A) => {
    if (!inNextServer() || !cacheable(...args)) return load(...args);
    const key = `${name}:${JSON.stringify(args)}`;
    const read = async () => {
      const { unstable_cache } = await nextCache();
      return unstable_cache(keyedByName(load, name), [name, sourceKey()], {
        revalidate,
        tags: [CONTENT_TAG, name, ...tags(...args)],
      })(...args);
    };
    let copied = false;
    const onFallback = async (error: unknown) => {
      copied = true;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[content] ${key} failed, serving the last good copy: ${reason}`);
      await shortenPageLifetime();
    };
    const value = await withLastGoodCopy(lastGoodCopies, key, read, onFallback, shared());
    return copied && asCopy ? asCopy(value) : value;
  });
}

// In a render, the ISR page takes the shortest revalidate of its reads (unstable_cache passes it on).
async function limitPageLifetime(key: string, seconds: number): Promise<void> {
  if (!inNextServer()) return;
  try {
    const { unstable_cache } = await nextCache();
    await unstable_cache(async () => Date.now(), [key], { revalidate: seconds })();
  } catch {}
}

export async function shortenPageLifetime(): Promise<void> {
  await limitPageLifetime('degraded-page', DEGRADED_REVALIDATE_SECONDS);
}

/** A page that shows what day it is in Baku is renewed at the next midnight there. */
export async function keepUntilMidnight(now = new Date()): Promise<void> {
  await limitPageLifetime('until-midnight', Math.ceil(msUntilNextMidnight(now) / 1000));
}

// A read that throws here had no last good copy (cachedRead): a 503 or a section left out, never empty.
async function attempt<T>(
  load: Promise<T>,
  label: string,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await load };
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) {
      console.error(
        `[content] ${label} failed:`,
        error instanceof ContentError ? error.message : error,
      );
    }
    await shortenPageLifetime();
    return { ok: false };
  }
}

/** 'unavailable' when it failed with no last good copy: the page is then the translated 503. */
export async function orUnavailable<T>(
  load: Promise<T>,
  label: string,
): Promise<T | 'unavailable'> {
  const result = await attempt(load, label);
  return result.ok ? result.value : 'unavailable';
}

/** For a section: the caller marks the page incomplete (INCOMPLETE_PAGE), so no cache keeps it. */
export async function orEmpty<T>(load: Promise<T>, label: string): Promise<T | null> {
  const result = await attempt(load, label);
  return result.ok ? result.value : null;
}

/** For the page's head; its own reads, shared by React's cache(): no extra call, logged once. */
export async function anyUnavailable(reads: Promise<unknown>[]): Promise<boolean> {
  const failed = await Promise.all(
    reads.map((read) =>
      read.then(
        () => false,
        () => true,
      ),
    ),
  );
  return failed.includes(true);
}
