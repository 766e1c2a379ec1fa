import fs from 'node:fs';
import path from 'node:path';
import { createClient, type RedisClientType } from '@redis/client';
import {
  anyUnavailable,
  LastGoodCopies,
  orEmpty,
  orUnavailable,
  sharedCopies,
  sharedCopyKey,
  withLastGoodCopy,
} from './cache-policy';
import { ContentError } from '@/lib/content/source';

const failing = () => Promise.reject(new Error('Content API unreachable'));

describe('withLastGoodCopy', () => {
  it('rethrows when the read never succeeded', async () => {
    const copies = new LastGoodCopies({ entries: 10, bytes: 1_000_000 });
    const onFallback = jest.fn();
    await expect(withLastGoodCopy(copies, 'home', failing, onFallback)).rejects.toThrow(
      'Content API unreachable',
    );
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('serves the last good answer of the same key when the read fails, and says so', async () => {
    const copies = new LastGoodCopies({ entries: 10, bytes: 1_000_000 });
    const onFallback = jest.fn();
    await withLastGoodCopy(copies, 'deceased:[1]', async () => ({ id: 1, v: 'old' }), onFallback);
    await withLastGoodCopy(copies, 'deceased:[1]', async () => ({ id: 1, v: 'new' }), onFallback);
    expect(await withLastGoodCopy(copies, 'deceased:[1]', failing, onFallback)).toEqual({
      id: 1,
      v: 'new',
    });
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0]![0]).toBeInstanceOf(Error);
    // Another key has no copy.
    await expect(withLastGoodCopy(copies, 'deceased:[2]', failing, onFallback)).rejects.toThrow();
  });

  it.each([null, undefined, [], { figures: [], received: 0 }])(
    'keeps no copy of an absent answer (%j), and drops the earlier one',
    async (absent) => {
      const copies = new LastGoodCopies({ entries: 10, bytes: 1_000_000 });
      await withLastGoodCopy(copies, 'qr', async () => ({ name: 'Aysel' }), jest.fn());
      await withLastGoodCopy(copies, 'qr', async () => absent, jest.fn());
      expect(copies.size).toBe(0);
      await expect(withLastGoodCopy(copies, 'qr', failing, jest.fn())).rejects.toThrow();
    },
  );

  it('hands out a copy: changing it does not change what is kept', async () => {
    const copies = new LastGoodCopies({ entries: 10, bytes: 1_000_000 });
    await withLastGoodCopy(copies, 'k', async () => ({ list: [1] }), jest.fn());
    const first = (await withLastGoodCopy(copies, 'k', failing, jest.fn())) as { list: number[] };
    first.list.push(2);
    expect(await withLastGoodCopy(copies, 'k', failing, jest.fn())).toEqual({ list: [1] });
  });
});

describe('LastGoodCopies', () => {
  it('keeps at most `entries` answers, evicting the least recently used', () => {
    const copies = new LastGoodCopies({ entries: 2, bytes: 1_000_000 });
    copies.remember('a', 1);
    copies.remember('b', 2);
    expect(copies.recall('a')).toEqual({ found: true, value: 1 }); // a is now the most recent
    copies.remember('c', 3);
    expect(copies.size).toBe(2);
    expect(copies.recall('b')).toEqual({ found: false });
    expect(copies.recall('a')).toEqual({ found: true, value: 1 });
    expect(copies.recall('c')).toEqual({ found: true, value: 3 });
  });

  it('stays within its byte budget, evicting the least recently used', () => {
    const copies = new LastGoodCopies({ entries: 1000, bytes: 10_000 });
    for (let i = 0; i < 100; i++) copies.remember(`k${i}`, 'x'.repeat(998));
    expect(copies.bytes).toBeLessThanOrEqual(10_000);
    expect(copies.size).toBe(5);
    expect(copies.recall('k99').found).toBe(true);
    expect(copies.recall('k0').found).toBe(false);
    // An answer larger than the whole budget is not kept and evicts nothing.
    copies.remember('huge', 'x'.repeat(20_000));
    expect(copies.recall('huge').found).toBe(false);
    expect(copies.size).toBe(5);
  });
});

describe('last good copies shared in Redis (jest/global-setup.mjs starts it)', () => {
  let redis: RedisClientType;
  beforeAll(async () => {
    redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
  });
  afterAll(() => redis.close());

  it('lets an instance that never read a record serve the copy another instance kept', async () => {
    const key = `deceased:[${process.pid}${Date.now()}]`;
    const shared = sharedCopies(redis)!;
    const first = new LastGoodCopies({ entries: 10, bytes: 1_000_000 });
    const second = new LastGoodCopies({ entries: 10, bytes: 1_000_000 });
    await withLastGoodCopy(first, key, async () => ({ id: 7, v: 'kept' }), jest.fn(), shared);
    // Written in the background: wait until Redis has it.
    for (let i = 0; i < 50 && !(await shared.get(key)); i++)
      await new Promise((r) => setTimeout(r, 10));
    const onFallback = jest.fn();
    expect(await withLastGoodCopy(second, key, failing, onFallback, shared)).toEqual({
      id: 7,
      v: 'kept',
    });
    expect(onFallback).toHaveBeenCalledTimes(1);
    const ttl = await redis.ttl(sharedCopyKey(key));
    expect(ttl).toBeGreaterThan(29 * 24 * 3600);
  });

  it('fails as before when neither this process nor Redis has a copy', async () => {
    const copies = new LastGoodCopies({ entries: 10, bytes: 1_000_000 });
    await expect(
      withLastGoodCopy(copies, `never:[${Date.now()}]`, failing, jest.fn(), sharedCopies(redis)),
    ).rejects.toThrow('Content API unreachable');
  });
});

describe('orUnavailable and orEmpty: a read with no last good copy', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('give what the read gave, none included', async () => {
    expect(await orUnavailable(Promise.resolve({ id: 1 }), 'deceased 1')).toEqual({ id: 1 });
    expect(await orUnavailable(Promise.resolve(null), 'deceased 2')).toBeNull();
    expect(await orEmpty(Promise.resolve([]), 'remembered on')).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("say so when it failed, and log the source's message without a trace", async () => {
    const failed = () => Promise.reject(new ContentError('Content API answered 500: /v1/about'));
    expect(await orUnavailable(failed(), 'about')).toBe('unavailable');
    expect(await orEmpty(failed(), 'contact info')).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      '[content] about failed:',
      'Content API answered 500: /v1/about',
    );
  });
});

describe('anyUnavailable: the head of a page decides as its body does', () => {
  it('is true when one of the reads failed, false when all answered (none included)', async () => {
    const failed = Promise.reject(new ContentError('Content API answered 500'));
    expect(await anyUnavailable([Promise.resolve(null), failed])).toBe(true);
    expect(await anyUnavailable([Promise.resolve(null), Promise.resolve({ id: 1 })])).toBe(false);
    expect(await anyUnavailable([])).toBe(false);
  });
});

describe('cachedRead in two bundles of one process (a page and a route handler)', () => {
  const keys: string[] = [];
  jest.mock('next/cache', () => ({
    unstable_cache: (load: () => Promise<unknown>, parts: string[]) => {
      keys.push(`${load}-${parts.join(',')}`);
      return load;
    },
  }));
  const bundle = () => {
    let copy!: typeof import('./cache-policy');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a copy of the module, as a bundle has
      copy = require('./cache-policy');
    });
    return copy;
  };
  beforeAll(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
  });
  afterAll(() => {
    delete process.env.NEXT_RUNTIME;
  });

  it('key the read by its name, not by the source each bundle minifies its own way', async () => {
    keys.length = 0;
    await bundle().cachedRead('about', async () => ({ text: 'a' }))();
    await bundle().cachedRead('about', async function minifiedApart() {
      return { text: 'a' };
    })();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('share the last good copy: the other bundle serves it when the source fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await bundle().cachedRead('obituary', async () => ({ text: 'kept' }))();
    const read = bundle().cachedRead('obituary', failing);
    expect(await read()).toEqual({ text: 'kept' });
    logged.mockRestore();
  });

  it('so every read has a name of its own', () => {
    const names = fs
      .readdirSync('lib', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => [
        ...fs.readFileSync(path.join('lib', file), 'utf8').matchAll(/cachedRead\(\s*'([^']+)'/g),
      ])
      .map((match) => match[1]);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
