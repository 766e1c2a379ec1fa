// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, with three
// changes that keep made-up URLs from costing anything but their render:
// - what the server renders or reads at run time is kept in Next's size-bounded memory LRU
//   (cacheMaxMemorySize, least recently used evicted) and never written to disk; the pages the
//   build wrote are still read from .next/server;
// - only real things are kept: a 404, a redirect, an error or a page that says its record is
//   unavailable is not stored, and replaces any earlier copy under the same key;
// - revalidation (tags, paths) behaves exactly as Next's own handler.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** Marks a rendered page that shows "temporarily unavailable" (components/layout/unavailable-content.tsx). */
export const UNAVAILABLE_MARKER = 'data-page-state="unavailable"';

/**
 * Whether a value Next wants to cache is a real answer worth keeping.
 *
 * @param {any} data
 * @returns {boolean}
 */
export function isKeepable(data) {
  if (!data) return false;
  switch (data.kind) {
    case 'APP_PAGE':
      return (data.status ?? 200) === 200 && !String(data.html ?? '').includes(UNAVAILABLE_MARKER);
    case 'APP_ROUTE':
      return (data.status ?? 200) === 200;
    case 'FETCH': {
      // unstable_cache keeps its result as JSON: no record, or a page past the end of a list.
      const body = data.data?.body;
      return body !== undefined && body !== 'null' && body !== '[]';
    }
    default:
      return false;
  }
}

export default class BoundedCacheHandler extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }

  async set(key, data, context) {
    if (!isKeepable(data)) {
      FileSystemCache.memoryCache?.remove(key);
      return;
    }
    return super.set(key, data, context);
  }
}
