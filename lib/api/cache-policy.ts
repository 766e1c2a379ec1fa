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

/** An answer that names nothing: a record that does not exist, a page past the end of a list. */
export const isAbsent = (value: unknown): boolean =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * The most recent good answer of each read (key: name and arguments), kept as JSON within a
 * count and a byte budget, least recently used evicted first. Absent answers are not kept.
 */
export class LastGoodCopies {
  readonly #values = new Map<string, string>();
  #bytes = 0;
  constructor(readonly limits: { entries: number; bytes: number }) {}

  remember(key: string, value: unknown): void {
    this.#forget(key);
    if (isAbsent(value)) return;
    const json = JSON.stringify(value);
    const bytes = json.length * 2;
    if (bytes > this.limits.bytes) return;
    this.#values.set(key, json);
    this.#bytes += bytes;
    for (const oldest of this.#values.keys()) {
      if (this.#values.size <= this.limits.entries && this.#bytes <= this.limits.bytes) break;
      this.#forget(oldest);
    }
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

  /** The memory the kept copies take, in bytes (UTF-16). */
  get bytes(): number {
    return this.#bytes;
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

const lastGoodCopies = new LastGoodCopies({
  entries: 5000,
  bytes: env.LAST_GOOD_MB * 1024 * 1024,
});

type ReadOptions<A extends unknown[]> = {
  /** Tags beyond `content` and the read's name, e.g. `deceased:5`, for `POST /api/revalidate`. */
  tags?: (...args: A) => string[];
  /**
   * Whether these arguments are worth a cache entry (the page sizes the site itself asks for);
   * other reads go straight to the source.
   */
  cacheable?: (...args: A) => boolean;
};

/**
 * A read from the content source, in two layers:
 * 1. Next's data cache, stale-while-revalidate: fresh for CONTENT_REVALIDATE_SECONDS, then
 *    refreshed in the background; a failed refresh keeps the stale entry. Tags: `content`, the
 *    read's name, and `tags(...args)`. An absent answer (no such record) is never kept there
 *    (server/cache-handler.mjs), so made-up ids cost a read, not an entry.
 * 2. Under it, this process's last good copy of the same read: when the source is down (hung,
 *    5xx, malformed) and Next has no usable entry (first read, or expired by a revalidation), the
 *    last answer this server saw is served, and the page that shows it is kept for seconds only.
 * Only a read that never succeeded in this process throws (the page shows empty sections).
 */
export function cachedRead<A extends (string | number)[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
  { tags = () => [], cacheable = () => true }: ReadOptions<A> = {},
): (...args: A) => Promise<R> {
  return (...args: A) => {
    if (!inNextServer() || !cacheable(...args)) return load(...args);
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
