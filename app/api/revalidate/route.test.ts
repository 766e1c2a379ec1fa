import { PEER_ADDRESS_HEADER, markServedByXatireServer } from '@/lib/runtime/client-address.mjs';

process.env.REVALIDATE_SECRET = 'unit-test-secret-0123456789';
const BEARER = 'Bearer unit-test-secret-0123456789';
// As under server/main.mjs, which puts the client address it worked out in this header.
markServedByXatireServer();

let client = 0;
// Imported after the secret is set: env is read once, when the module loads.
const post = async (body: string, auth?: string, ip = `203.0.113.${++client}`) =>
  (await import('./route')).POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body,
      headers: { [PEER_ADDRESS_HEADER]: ip, ...(auth ? { authorization: auth } : {}) },
    }),
  );

describe('POST /api/revalidate', () => {
  it.each([
    ['no Authorization', undefined],
    ['a wrong secret', 'Bearer wrong-secret-wrong-secret!'],
    ['the secret without "Bearer"', 'unit-test-secret-0123456789'],
    ['the secret under another scheme', 'Basic unit-test-secret-0123456789'],
    ['the secret with more after it', `${BEARER} x`],
    ['the secret glued to the scheme', 'Bearerunit-test-secret-0123456789'],
    ['a longer secret', `${BEARER}0`],
  ])('refuses %s with 401', async (_name, auth) => {
    const res = await post('{}', auth);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect((await res.json()).message).toMatch(/Authorization: Bearer/);
  });

  it.each([BEARER, 'bearer unit-test-secret-0123456789', 'BEARER  unit-test-secret-0123456789'])(
    'takes %j (the scheme in any case)',
    async (auth) => {
      // Past the secret: the body is what is refused.
      expect((await post('{"other":1}', auth)).status).toBe(400);
    },
  );

  it('refuses a client after 10 wrong secrets in 15 minutes, even the right one; others go on', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++) {
      expect((await post('{}', `Bearer wrong-${i}-0123456789abcdef`, ip)).status).toBe(401);
    }
    for (const auth of ['Bearer wrong-again-0123456789', BEARER]) {
      const res = await post('{"other":1}', auth, ip);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await res.json()).message).toMatch(/Too many wrong secrets/);
    }
    expect((await post('{"other":1}', BEARER, '198.51.100.78')).status).toBe(400);
  });

  it('counts wrong secrets from one IPv6 /64 together, and the right ones not at all', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await post('{"other":1}', BEARER, '2001:db8:99:1::1')).status).toBe(400);
    }
    for (let i = 1; i <= 10; i++) {
      expect((await post('{}', 'Bearer wrong', `2001:db8:99:1::${i.toString(16)}`)).status).toBe(
        401,
      );
    }
    expect((await post('{"other":1}', BEARER, '2001:db8:99:1:ffff::1')).status).toBe(429);
    expect((await post('{"other":1}', BEARER, '2001:db8:99:2::1')).status).toBe(400);
  });

  it.each([
    '{not json',
    '{"paths":["//evil.com"]}',
    '{"paths":["no-slash"]}',
    '{"other":1}',
    '{"tags":["Deceased 5"]}',
    '{"tags":["deceased:5/../x"]}',
    '{"tags":"deceased:5"}',
  ])('answers 400 for %s', async (body) => {
    const res = await post(body, BEARER);
    expect(res.status).toBe(400);
    expect((await res.json()).success).toBe(false);
  });
});
