// Next's own file-system cache, changed so made-up URLs cost nothing but their render: run-time
// entries stay in Next's size-bounded memory LRU (cacheMaxMemorySize), never on disk (the build's
// pages are still read from .next/server); a 404, redirect, error or page that says its record is
// unavailable is not stored, and drops any earlier copy under its key. Revalidation is Next's own.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { UNAVAILABLE_PAGE } from './shared-state.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** How a page that shows "temporarily unavailable" reads in its HTML. */
export const UNAVAILABLE_MARKER = Object.entries(UNAVAILABLE_PAGE)
  .map(([name, value]) => `${name}="${value}"`)
  .join(' ');

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
