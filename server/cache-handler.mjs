// Next's cache (ISR pages, route answers, the data cache), in one of two places:
// - one box: Next's own file-system cache, with run-time entries only in its size-bounded memory LRU
//   (cacheMaxMemorySize), never on disk (nothing is rendered at build);
// - many boxes (REDIS_URL): Redis through @fortedigital/nextjs-cache-handler, keyed by build and by
//   the settings a page depends on, so a revalidation on any instance reaches all.
// Either way made-up URLs cost nothing but their render: a 404, redirect or error is not stored and
// drops any earlier copy under its key (a record deleted is gone); a page rendered while the source
// was down (unavailable, incomplete, 503) is not stored either, and the earlier good copy stays.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { sharedRedis, sharedRedisUrl } from './redis.mjs';
import { readSettings, renderFingerprint } from './settings.mjs';
import { INCOMPLETE_MARKER, NOT_FOUND_MARKER, UNAVAILABLE_MARKER } from './shared-state.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

export { INCOMPLETE_MARKER, NOT_FOUND_MARKER, UNAVAILABLE_MARKER };

export function isKeepable(data) {
  if (!data) return false;
  switch (data.kind) {
    case 'APP_PAGE': {
      const html = String(data.html ?? '');
      return (
        (data.status ?? 200) === 200 &&
        !html.includes(UNAVAILABLE_MARKER) &&
        !html.includes(INCOMPLETE_MARKER) &&
        !html.includes(NOT_FOUND_MARKER)
      );
    }
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

/** Not kept, but no reason to drop the good copy before it: the source failed for a while. */
export function isTemporarilyUnfit(data) {
  if (!data || (data.kind !== 'APP_PAGE' && data.kind !== 'APP_ROUTE')) return false;
  if ((data.status ?? 200) === 503) return true;
  const html = String(data.html ?? '');
  return html.includes(UNAVAILABLE_MARKER) || html.includes(INCOMPLETE_MARKER);
}

class BoundedCacheHandler extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }

  async set(key, data, context) {
    if (!isKeepable(data)) {
      if (!isTemporarilyUnfit(data)) FileSystemCache.memoryCache?.remove(key);
      return;
    }
    return super.set(key, data, context);
  }
}

/** The Redis handler, storing only what isKeepable lets through. */
function keepingOnlyReal(handler) {
  return {
    ...handler,
    name: `${handler.name}-real-only`,
    async set(key, entry, context) {
      if (isKeepable(entry?.value)) return handler.set(key, entry, context);
      if (!isTemporarilyUnfit(entry?.value)) await handler.delete?.(key);
    },
  };
}

CacheHandler.onCreation(({ buildId }) => ({
  handlers: [
    keepingOnlyReal(
      createRedisHandler({
        client: sharedRedis(),
        // A build started against another source or origin starts with a cache of its own.
        keyPrefix: `xatire:${buildId ?? 'dev'}:${renderFingerprint(readSettings())}:`,
        timeoutMs: 1000,
      }),
    ),
  ],
}));

// The build always writes its pages to disk; a server with REDIS_URL shares its cache.
const isShared = () => sharedRedisUrl() !== null;

export default class XatireCacheHandler {
  constructor(context) {
    // A constructor may hand back another object: Next keeps whichever handler fits the process.
    return isShared() ? new CacheHandler(context) : new BoundedCacheHandler(context);
  }
}
