// Next's cache (ISR pages, route answers, the data cache), in one of two places:
// - one box: Next's own file-system cache, with run-time entries only in its size-bounded memory LRU
//   (cacheMaxMemorySize), never on disk (nothing is rendered at build);
// - many boxes (REDIS_URL): Redis through @fortedigital/nextjs-cache-handler, keyed by build and by
//   the settings a page depends on, so a revalidation on any instance reaches all.
// Either way what is stored follows cacheRule (server/page-state.mjs): a 404, redirect or error
// is not stored and drops any earlier copy under its key (a record deleted is gone; made-up URLs
// cost nothing but their render); a page rendered while the source was down (unavailable,
// incomplete, 503) is not stored either, and the earlier good copy stays.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { cacheRule } from './page-state.mjs';
import { sharedRedis, sharedRedisUrl } from './redis.mjs';
import { readSettings, renderFingerprint } from './settings.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/**
 * What becomes of an entry Next hands the cache: `keep` it, `skip` it (the copy before it stays)
 * or `drop` it with the copy before it.
 * @returns {'keep' | 'skip' | 'drop'}
 */
export function entryRule(data) {
  switch (data?.kind) {
    case 'APP_PAGE':
    case 'APP_ROUTE':
      return cacheRule(data.status ?? 200, data.html);
    case 'FETCH': {
      // unstable_cache keeps its result as JSON: no record, or a page past the end of a list.
      const body = data.data?.body;
      return body !== undefined && body !== 'null' && body !== '[]' ? 'keep' : 'drop';
    }
    default:
      return 'drop';
  }
}

class BoundedCacheHandler extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }

  async set(key, data, context) {
    const rule = entryRule(data);
    if (rule === 'keep') return super.set(key, data, context);
    if (rule === 'drop') FileSystemCache.memoryCache?.remove(key);
  }
}

/** The Redis handler, storing only what entryRule keeps. */
function keepingOnlyReal(handler) {
  return {
    ...handler,
    name: `${handler.name}-real-only`,
    async set(key, entry, context) {
      const rule = entryRule(entry?.value);
      if (rule === 'keep') return handler.set(key, entry, context);
      if (rule === 'drop') await handler.delete?.(key);
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
