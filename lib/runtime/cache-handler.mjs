// Either handler keeps only what cacheRule (lib/runtime/page-state.mjs) keeps: docs/caching.md.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { cacheRule, isAbsentRead } from './page-state.mjs';
import { guardedRedis, sharedRedisUrl } from './redis.mjs';
import { readSettings, renderFingerprint } from './settings.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** @param {string} body */
function parsedOrNot(body) {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** @returns {'keep' | 'skip' | 'drop'} */
export function entryRule(data) {
  switch (data?.kind) {
    case 'APP_PAGE':
    case 'APP_ROUTE':
      return cacheRule(data.status ?? 200, data.html);
    case 'FETCH': {
      const body = data.data?.body;
      if (body === undefined) return 'drop';
      return body.length < 4096 && isAbsentRead(parsedOrNot(body)) ? 'drop' : 'keep';
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
        // Each command within REDIS_DEADLINE_MS (redis.mjs): the handler's own timeoutMs never fires.
        client: guardedRedis(),
        keyPrefix: `xatire:${buildId ?? 'dev'}:${renderFingerprint(readSettings())}:`,
      }),
    ),
  ],
}));

const isShared = () => sharedRedisUrl() !== null;

export default class XatireCacheHandler {
  constructor(context) {
    return isShared() ? new CacheHandler(context) : new BoundedCacheHandler(context);
  }
}
