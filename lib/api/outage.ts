// A source that is down gives the last good copy or the translated 503, never an emptied page.
import 'server-only';
import { shortenPageLifetime } from './cache-policy';
import { ContentError, StoreUnavailable } from '@/lib/content/source';

// A read that throws here had no last good copy (cache-policy.ts cachedRead falls back first).
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
