import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { msUntilRenewal, scheduleMidnightRenewal } from './midnight.mjs';

describe('renewal after midnight in Baku', () => {
  it('comes two seconds after 20:00 UTC', () => {
    expect(msUntilRenewal(Date.parse('2026-11-23T19:59:59Z'))).toBe(3_000);
    expect(msUntilRenewal(Date.parse('2026-11-23T20:00:00Z'))).toBe(86_402_000);
    expect(msUntilRenewal(Date.parse('2026-11-23T08:00:00Z'))).toBe(12 * 3_600_000 + 2_000);
  });

  // fetch (undici) sends Accept-Language: * unless told otherwise.
  it('asks a real server for /, /en and /ru, / as an az visitor', async () => {
    const seen: { url?: string; cookie?: string; language?: string }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({
        url: req.url,
        cookie: req.headers.cookie,
        language: req.headers['accept-language'],
      });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    const { port } = server.address() as AddressInfo;
    const renewal = scheduleMidnightRenewal(`http://localhost:${port}`);
    try {
      await renewal.renew();
      expect(seen).toEqual([
        { url: '/', cookie: 'NEXT_LOCALE=az', language: 'az' },
        { url: '/en', cookie: undefined, language: '*' },
        { url: '/ru', cookie: undefined, language: '*' },
      ]);
    } finally {
      renewal.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a failed request is logged, never thrown', async () => {
    const errors: unknown[] = [];
    const renewal = scheduleMidnightRenewal('http://localhost:9', {
      log: { error: (...args: unknown[]) => errors.push(args) },
    });
    try {
      await renewal.renew();
      expect(errors).toHaveLength(3);
    } finally {
      renewal.stop();
    }
  });
});
