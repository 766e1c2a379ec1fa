import net from 'node:net';
import { expect, test } from '../e2e/fixtures';
import { siteURL } from '../e2e/server-log';
import { expectSecurityHeaders, raw } from './helpers';

/**
 * What reaches the site before any page does (issue 26), through the front (front/nginx.conf): the
 * request target as Next will resolve it, targets that are not a path, and the framework's internal
 * headers. Slow clients and connection caps are the front's: npm run test:front.
 */

type Exchange = { text: string; closedAfterMs: number };

/**
 * Writes `parts` on one raw connection, `gapMs` apart, and reads until the server closes it (or
 * `limitMs` passes: then the connection is closed here and `closedAfterMs` is Infinity).
 */
function exchange(
  baseURL: string,
  parts: string[],
  { gapMs = 0, limitMs = 10_000 }: { gapMs?: number; limitMs?: number } = {},
): Promise<Exchange> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    let text = '';
    let next = 0;
    let timer: NodeJS.Timeout | undefined;
    const send = () => {
      if (socket.destroyed || next >= parts.length) return;
      socket.write(parts[next++]!);
      timer = setTimeout(send, gapMs);
    };
    const limit = setTimeout(() => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedAfterMs: Infinity });
    }, limitMs);
    socket.on('connect', send);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      clearTimeout(limit);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

test.describe('one path for every check', () => {
  const DOTTED = [
    '/api/../en/about',
    '/api/./../en/about',
    '/api/%2e%2e/en/about',
    '/api\\..\\en/about',
  ];

  test('dot segments do not open the API methods to a page', async ({ baseURL }) => {
    for (const target of DOTTED) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await raw(baseURL!, target, {
          method,
          headers: { 'next-action': '0123456789abcdef0123456789abcdef01234567' },
        });
        expect(res.status, `${method} ${target}`).toBe(405);
        expect(res.headers.allow, `${method} ${target}`).toBe('GET, HEAD');
      }
    }
  });

  test('dot segments do not reach the benchmark floor', async ({ baseURL }) => {
    for (const target of ['/./bench/floor', '/x/../bench/floor', '/api/%2e%2e/bench/floor']) {
      expect((await raw(baseURL!, target)).status, target).toBe(404);
    }
  });

  test('a target that is not a path is refused; an absolute one never leaves the site', async ({
    baseURL,
  }) => {
    const { host } = new URL(baseURL!);
    // Absolute-form is valid HTTP/1.1 (RFC 9112 3.2.2): the front serves the path it names, from
    // the site, cached under the host it names.
    for (const [line, statuses] of [
      ['GET http://evil.example/en/about HTTP/1.1', [200, 400]],
      [`GET http://${host}/en/about HTTP/1.1`, [200, 400]],
      ['GET * HTTP/1.1', [400, 405]],
      ['HEAD * HTTP/1.1', [400, 405]],
      ['OPTIONS * HTTP/1.1', [400, 405]],
    ] as const) {
      const { text } = await exchange(baseURL!, [
        `${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ]);
      expect(statuses, line).toContain(statusOf(text));
      expect(text, line).not.toMatch(/^location:/im);
      expect(text, line).not.toMatch(/evil\.example/);
    }
  });
});

test('the site alone answers * or another target not a path with a 4xx, never a 500', async ({
  baseURL,
}) => {
  const site = siteURL(baseURL!);
  const { host } = new URL(site);
  for (const [line, status] of [
    ['GET * HTTP/1.1', 400],
    ['HEAD * HTTP/1.1', 400],
    ['GET *x HTTP/1.1', 400],
    ['GET foo HTTP/1.1', 400],
    ['OPTIONS * HTTP/1.1', 405],
  ] as const) {
    const request = `${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
    expect(statusOf((await exchange(site, [request])).text), line).toBe(status);
  }
  for (const absoluteForm of [
    'http://evil.example/en/about',
    `http://${host}/en/about?x=1`,
    'HTTPS://evil.example?x=1',
  ]) {
    const { text } = await exchange(site, [
      `GET ${absoluteForm} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ]);
    expect(statusOf(text), absoluteForm).toBe(200);
    expect(text, `${absoluteForm}: never a redirect to its host`).not.toMatch(/^location:|evil/im);
  }
});

test.describe('internal state stays inside', () => {
  test('no x-nextjs-* or x-middleware-* header on pages, files, the API or badges', async ({
    baseURL,
  }) => {
    const { qrRecords } = await import('../lib/content/seed/data/qr-records');
    for (const target of [
      '/',
      '/about',
      '/en/category/public-figures/1',
      `/qrcode/${qrRecords[0]!.randomUUID}`,
      '/api/v1/homepage',
      '/robots.txt',
      '/made-up/path',
    ]) {
      for (let i = 0; i < 2; i++) {
        const res = await raw(baseURL!, target);
        const internal = Object.keys(res.headers).filter((h) => /^x-(nextjs|middleware)-/.test(h));
        expect(internal, target).toEqual([]);
      }
    }
  });

  test("a flight response keeps only what Next's client router reads", async ({ baseURL }) => {
    const flight = { rsc: '1', 'next-router-state-tree': encodeURIComponent('[""]') };
    // Next first sends the router to the address with its cache-busting `_rsc` parameter.
    const first = await raw(baseURL!, '/en/about', { headers: flight });
    expect(first.status).toBe(307);
    const res = await raw(baseURL!, String(first.headers.location), { headers: flight });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/x-component/);
    const internal = Object.keys(res.headers).filter((h) => /^x-(nextjs|middleware)-/.test(h));
    // How long the router may reuse the payload: without it, it would ask again on every visit.
    expect(internal).toContain('x-nextjs-stale-time');
    for (const name of internal) {
      expect(name).toMatch(
        /^x-nextjs-(stale-time|postponed|prerender|rewritten-path|rewritten-query|action-not-found)$/,
      );
    }
  });
});

test('the edges hold behind a proxy that terminates TLS', async ({ baseURL }) => {
  const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.77' };
  const dotted = await raw(baseURL!, '/api/../en/about', { method: 'DELETE', headers: https });
  expect(dotted.status).toBe(405);
  expectSecurityHeaders(dotted.headers, 'DELETE /api/../en/about over https');
  const page = await raw(baseURL!, '/en/about', { headers: https });
  expect(page.status).toBe(200);
  expect(Object.keys(page.headers).filter((h) => /^x-nextjs-/.test(h))).toEqual([]);
});
