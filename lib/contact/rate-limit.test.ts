import { createClient, type RedisClientType } from '@redis/client';
import { createRateLimiter, MAX_TRACKED_CLIENTS, memoryWindows } from './rate-limit';

const prefix = () => `test:${process.pid}:${Date.now()}:${Math.random()}`;

describe('createRateLimiter in memory', () => {
  it('allows `limit` hits per window and refuses the next with the time until one frees up', async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, keyPrefix: prefix() });
    expect(limiter.scope).toBe('local');
    for (let i = 0; i < 3; i++) expect(await limiter.take('a')).toEqual({ ok: true });
    const refused = await limiter.take('a');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterMs).toBeGreaterThan(50_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    expect(await limiter.take('b')).toEqual({ ok: true });
  });

  it('frees the address when the window ends', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, keyPrefix: prefix() });
    expect((await limiter.take('a')).ok).toBe(true);
    expect((await limiter.take('a')).ok).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.take('a')).ok).toBe(true);
  });
});

describe('memoryWindows', () => {
  it(`holds ${MAX_TRACKED_CLIENTS.toLocaleString('en')} keys at most by default, the oldest going first`, async () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now });
    for (let i = 0; i < MAX_TRACKED_CLIENTS; i++) {
      expect(await limiter.take(`k${i}`)).toEqual({ ok: true });
    }
    now = 1000;
    expect((await limiter.take('k0')).ok).toBe(false);
    expect(await limiter.take('new')).toEqual({ ok: true });
    // k0 was the oldest: it was dropped for 'new', and starts afresh.
    expect(await limiter.take('k0')).toEqual({ ok: true });
    expect((await limiter.take(`k${MAX_TRACKED_CLIENTS - 1}`)).ok).toBe(false);
  });

  it('never grows past its budget, dropping ended windows first', () => {
    let now = 0;
    const windows = memoryWindows(2, 1000, 100, () => now);
    for (let i = 0; i < 1000; i++) {
      now = i * 7;
      windows.take(`a${i}`);
      expect(windows.size()).toBeLessThanOrEqual(100);
    }
    // All but the last 1000 ms of keys have ended: a new key drops them all.
    now = 10_000;
    windows.take('late');
    expect(windows.size()).toBe(1);
  });

  it('counts, checks without counting, and says when the window ends', () => {
    let now = 0;
    const windows = memoryWindows(2, 1000, 10, () => now);
    expect(windows.check('a')).toEqual({ ok: true });
    expect(windows.take('a')).toEqual({ ok: true });
    expect(windows.check('a')).toEqual({ ok: true });
    expect(windows.take('a')).toEqual({ ok: true });
    now = 400;
    expect(windows.check('a')).toEqual({ ok: false, retryAfterMs: 600 });
    expect(windows.take('a')).toEqual({ ok: false, retryAfterMs: 600 });
    now = 1000;
    expect(windows.take('a')).toEqual({ ok: true });
  });
});

describe('createRateLimiter on Redis (jest/global-setup.mjs starts it)', () => {
  const clients: RedisClientType[] = [];
  const connect = async (url = process.env.TEST_REDIS_URL!) => {
    const client: RedisClientType = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 500, reconnectStrategy: false },
    });
    client.on('error', () => {});
    clients.push(client);
    await client.connect().catch(() => {});
    return client;
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => (c.isOpen ? c.close() : undefined)));
  });

  it('counts one address across instances: two limiters, two connections, one window', async () => {
    const keyPrefix = prefix();
    const a = createRateLimiter({ limit: 3, windowMs: 60_000, redis: await connect(), keyPrefix });
    const b = createRateLimiter({ limit: 3, windowMs: 60_000, redis: await connect(), keyPrefix });
    expect(a.scope).toBe('shared');
    expect(await a.take('203.0.113.9')).toEqual({ ok: true });
    expect(await b.take('203.0.113.9')).toEqual({ ok: true });
    expect(await a.take('203.0.113.9')).toEqual({ ok: true });
    expect((await b.take('203.0.113.9')).ok).toBe(false);
    expect((await a.take('203.0.113.9')).ok).toBe(false);
    expect(await b.take('198.51.100.7')).toEqual({ ok: true });
    expect((await b.check('203.0.113.9')).ok).toBe(false);
    expect(await a.check('198.51.100.7')).toEqual({ ok: true });
    expect(await a.check('192.0.2.1')).toEqual({ ok: true });
  });

  it('still limits, in this process, while Redis is away', async () => {
    const away = await connect('redis://127.0.0.1:1');
    expect(away.isReady).toBe(false);
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: 60_000,
      redis: away,
      keyPrefix: prefix(),
    });
    expect((await limiter.take('a')).ok).toBe(true);
    expect((await limiter.take('a')).ok).toBe(true);
    expect((await limiter.take('a')).ok).toBe(false);
    expect((await limiter.check('a')).ok).toBe(false);
    expect(await limiter.check('b')).toEqual({ ok: true });
  });
});
