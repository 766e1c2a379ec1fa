import { createClient, type RedisClientType } from '@redis/client';
import { guardedRedis, redisAway, redisCall, RedisAway, REDIS_DEADLINE_MS } from './redis.mjs';
// A Redis of this test's own: it is frozen (SIGSTOP) and thawed here, as a hung VM would be.
import { startRedis } from '../../scripts/lib/services.mjs';

let redis: { url: string; pid: number; stop: () => Promise<void> };
let client: RedisClientType;

beforeAll(async () => {
  redis = await startRedis();
  client = createClient({ url: redis.url, disableOfflineQueue: true });
  client.on('error', () => {});
  await client.connect();
}, 20_000);

afterAll(async () => {
  process.kill(redis.pid, 'SIGCONT');
  client.destroy();
  await redis.stop();
});

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  const outcome = await work().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, ms: performance.now() - started };
};

test('a frozen Redis costs one deadline, then nothing until it answers again', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await redisCall(client, (c) => c.set('guard:k', 'v'));
    process.kill(redis.pid, 'SIGSTOP');
    const first = await timed(() => redisCall(client, (c) => c.get('guard:k')));
    expect(first).toMatchObject({ error: expect.any(RedisAway) });
    expect(first.ms).toBeGreaterThanOrEqual(REDIS_DEADLINE_MS - 5);
    expect(first.ms).toBeLessThan(REDIS_DEADLINE_MS + 150);
    const next = await timed(() => redisCall(client, (c) => c.get('guard:k')));
    expect(next).toMatchObject({ error: expect.any(RedisAway) });
    expect(next.ms).toBeLessThan(20);
    expect(redisAway(client)).toBe(true);
    // The cache handler sees a client that is not ready, and skips Redis at once.
    expect(guardedRedis(client)?.isReady).toBe(false);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^\[redis\] Redis did not answer within \d+ ms/),
    ]);

    process.kill(redis.pid, 'SIGCONT');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const back = await timed(() =>
      guardedRedis(client)!.withAbortSignal(AbortSignal.timeout(5000)).get('guard:k'),
    );
    expect(back).toMatchObject({ value: 'v' });
    expect(redisAway(client)).toBe(false);
    expect(errors.mock.calls).toHaveLength(2);
    expect(String(errors.mock.calls[1]?.[0])).toMatch(/^\[redis\] answering again/);
  } finally {
    process.kill(redis.pid, 'SIGCONT');
    errors.mockRestore();
  }
}, 20_000);

test("a command's own error passes through and does not count as Redis away", async () => {
  await redisCall(client, (c) => c.set('guard:text', 'x'));
  await expect(redisCall(client, (c) => c.hGet('guard:text', 'f'))).rejects.toThrow(/WRONGTYPE/);
  expect(redisAway(client)).toBe(false);
});

test('a client that is not connected is away at once', async () => {
  const never = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true });
  const outcome = await timed(() => redisCall(never, (c) => c.ping()));
  expect(outcome).toMatchObject({ error: expect.any(RedisAway) });
  expect(outcome.ms).toBeLessThan(20);
});
