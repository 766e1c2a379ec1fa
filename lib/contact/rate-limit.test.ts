import { createRateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and refuses the next with the time until one frees up', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: c.now });
    expect(limiter.take('a')).toEqual({ ok: true });
    c.advance(10_000);
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterMs: 50_000 });
  });

  it('slides: a hit leaves the window exactly windowMs later', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: c.now });
    limiter.take('a');
    c.advance(600);
    limiter.take('a');
    c.advance(399);
    expect(limiter.take('a').ok).toBe(false);
    c.advance(1);
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
    c.advance(600);
    expect(limiter.take('a').ok).toBe(true);
  });

  it('refused hits do not extend the window', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: c.now });
    limiter.take('a');
    for (let i = 0; i < 5; i++) {
      c.advance(100);
      expect(limiter.take('a').ok).toBe(false);
    }
    c.advance(500);
    expect(limiter.take('a').ok).toBe(true);
  });

  it('counts each key on its own and forgets everything on reset', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: c.now });
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('b').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
    limiter.reset();
    expect(limiter.take('a').ok).toBe(true);
  });

  it('sweeps idle keys once more than maxKeys are tracked, keeping active ones', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: c.now, maxKeys: 2 });
    limiter.take('old');
    c.advance(2000);
    limiter.take('a');
    limiter.take('b'); // 3 keys > 2: 'old' is swept
    expect(limiter.take('a').ok).toBe(false);
    expect(limiter.take('old').ok).toBe(true);
  });

  it('never tracks more than maxKeys, even when every key is active', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: c.now, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) limiter.take(`client-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
    // The most recent clients are the ones still counted.
    expect(limiter.take('client-9999').ok).toBe(false);
  });
});
