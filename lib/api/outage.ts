// What a page calls around a read it is made of, so that a source that is down gives the last good
// copy or the translated 503, never an emptied page. The rule and the rest of the path (the status,
// Retry-After, what the cache keeps) are server/page-state.mjs's.
import 'server-only';
import { shortenPageLifetime } from './cache-policy';
import { ContentError } from './source';

// A read that throws here had no last good copy (cache-policy.ts cachedRead falls back first).
async function attempt<T>(
  load: Promise<T>,
  label: string,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await load };
  } catch (error) {
    console.error(
      `[content] ${label} failed:`,
      error instanceof ContentError ? error.message : error,
    );
    await shortenPageLifetime();
    return { ok: false };
  }
}

/**
 * A read the page is made of (every page type, the QR page included). 'unavailable' when it failed
 * with no last good copy: the page then renders <UnavailableContent> (a route handler answers
 * unavailableResponse), the translated 503 with Retry-After, never cached, and during a
 * revalidation the previous good copy of the page stays.
 */
export async function orUnavailable<T>(
  load: Promise<T>,
  label: string,
): Promise<T | 'unavailable'> {
  const result = await attempt(load, label);
  return result.ok ? result.value : 'unavailable';
}

/**
 * A section around the page's own content (the footer's contacts, "remembered today", a listing's
 * later page): null when its read failed with no last good copy. The caller marks the page
 * incomplete (INCOMPLETE_PAGE), so no cache keeps it in place of a whole copy.
 */
export async function orEmpty<T>(load: Promise<T>, label: string): Promise<T | null> {
  const result = await attempt(load, label);
  return result.ok ? result.value : null;
}

/**
 * Whether the page these reads make up is the 503 page: its head (lib/seo/page-metadata.ts) says
 * so as its body does. The reads are the page's own (React's cache() shares them): no extra call,
 * and the page's orUnavailable logs the failure once.
 */
export async function anyUnavailable(reads: Promise<unknown>[]): Promise<boolean> {
  const failed = await Promise.all(reads.map((read) => read.then(() => false, () => true)));
  return failed.includes(true);
}
