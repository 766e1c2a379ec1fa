import 'server-only';
import { env } from '@/lib/env';

/**
 * How long a read from the content source stays fresh. Pages use the same figure
 * (`export const revalidate = 300` in app/[lang]/layout.tsx: segment config must be a literal).
 */
export const CONTENT_REVALIDATE_SECONDS = 300;

/** How long a page rendered without some of its content (source down, no copy) is kept. */
export const DEGRADED_REVALIDATE_SECONDS = 15;

/** The tag on every cached read: revalidating it refreshes the whole site. */
export const CONTENT_TAG = 'content';

/** Reads from different sources (or hero settings) never share an entry. */
const sourceKey = () => `${env.API_URL ?? 'embedded'}|${env.HERO_TYPE ?? ''}`;

/** Inside Next's server (render, route handler, build); unit tests and CLIs read directly. */
const inNextServer = () => Boolean(process.env.NEXT_RUNTIME);

/** Loaded only inside Next's server: outside it (jsdom unit tests) next/cache cannot load. */
const nextCache = () => import('next/cache');

/** The most recent good answer of each read (key: name and arguments), least recent evicted first. */
export class LastGoodCopies {
  readonly #values = new Map<string, unknown>();
  constructor(readonly limit: number) {}

  remember(key: string, value: unknown): void {
    this.#values.delete(key);
    this.#values.set(key, value);
    if (this.#values.size > this.limit) this.#values.delete(this.#values.keys().next().value!);
  }

  recall(key: string): { found: true; value: unknown } | { found: false } {
    if (!this.#values.has(key)) return { found: false };
    const value = this.#values.get(key);
    this.remember(key, value);
    return { found: true, value };
  }

  get size(): number {
    return this.#values.size;
  }
}

/**
 * `read` with a fallback: each good answer is remembered; when `read` fails and an earlier
 * answer exists, that answer is returned (and `onFallback` told), otherwise the error is rethrown.
 */
export async function withLastGoodCopy<R>(
  copies: LastGoodCopies,
  key: string,
  read: () => Promise<R>,
  onFallback: (error: unknown) => Promise<void> | void,
): Promise<R> {
  try {
    const value = await read();
    copies.remember(key, value);
    return value;
  } catch (error) {
    const copy = copies.recall(key);
    if (!copy.found) throw error;
    await onFallback(error);
    return copy.value as R;
  }
}

/** Enough for every page of the demo and the busiest pages of a large site, in a few MB. */
const lastGoodCopies = new LastGoodCopies(2000);

/**
 * A read from the content source, in two layers:
 * 1. Next's data cache, stale-while-revalidate: fresh for CONTENT_REVALIDATE_SECONDS, then
 *    refreshed in the background; a failed refresh keeps the stale entry. Tags: `content`, the
 *    read's name, and `tags(...args)` (e.g. `deceased:5`), for `POST /api/revalidate`.
 * 2. Under it, this process's last good copy of the same read: when the source is down (hung,
 *    5xx, malformed) and Next has no usable entry (first read, or expired by a revalidation), the
 *    last answer this server saw is served, and the page that shows it is kept for seconds only.
 * Only a read that never succeeded in this process throws (the page shows empty sections).
 */
export function cachedRead<A extends (string | number)[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
  tags: (...args: A) => string[] = () => [],
): (...args: A) => Promise<R> {
  return (...args: A) => {
    if (!inNextServer()) return load(...args);
    const key = `${name}:${JSON.stringify(args)}`;
    const read = async () => {
      const { unstable_cache } = await nextCache();
      return unstable_cache(load, [name, sourceKey()], {
        revalidate: CONTENT_REVALIDATE_SECONDS,
        tags: [CONTENT_TAG, name, ...tags(...args)],
      })(...args);
    };
    return withLastGoodCopy(lastGoodCopies, key, read, async (error) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[content] ${key} failed, serving the last good copy: ${reason}`);
      await shortenPageLifetime();
    });
  };
}

/**
 * Called when a page renders without some of its content: a page cached by ISR takes the
 * shortest revalidate of the reads it made, so this keeps the degraded copy for seconds, not
 * minutes (the page recovers soon after the source does).
 */
export async function shortenPageLifetime(): Promise<void> {
  if (!inNextServer()) return;
  try {
    const { unstable_cache } = await nextCache();
    await unstable_cache(async () => Date.now(), ['degraded-page'], {
      revalidate: DEGRADED_REVALIDATE_SECONDS,
    })();
  } catch {
    // Nothing to shorten outside a render.
  }
}
