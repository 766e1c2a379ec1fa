// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, with three
// changes that keep made-up URLs from costing anything but their render:
// - what the server renders or reads at run time is kept in Next's size-bounded memory LRU
//   (cacheMaxMemorySize, least recently used evicted) and never written to disk; the pages the
//   build wrote are still read from .next/server;
// - only real things are kept: a 404, a redirect, an error or a page that says its record is
//   unavailable is not stored, and replaces any earlier copy under the same key;
// - revalidation (tags, paths) behaves exactly as Next's own handler.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { UNAVAILABLE_PAGE } from './shared-state.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** How a page that shows "temporarily unavailable" reads in its HTML. */
export const UNAVAILABLE_MARKER = Object.entries(UNAVAILABLE_PAGE)
  .map(([name, value]) => `${name}="${value}"`)
  .join(' ');

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
