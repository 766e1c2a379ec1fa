import fs from 'node:fs';
import net from 'node:net';
import Database from 'better-sqlite3';
import { expect, test } from '../e2e/fixtures';
import { startExtraServer } from '../e2e/helpers';
import { expectSecurityHeaders, raw } from './helpers';

/**
 * What reaches the server before any page does (issue 26): the request target as Next will
 * resolve it, targets that are not a path, slow clients, too many connections, and the framework's
 * internal headers.
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

  test('a target that is not a path is refused with 400; OPTIONS * with 405', async ({
    baseURL,
  }) => {
    const { host } = new URL(baseURL!);
    for (const [line, status] of [
      ['GET http://evil.example/en/about HTTP/1.1', 400],
      [`GET http://${host}/en/about HTTP/1.1`, 400],
      ['GET * HTTP/1.1', 400],
      ['HEAD * HTTP/1.1', 400],
      ['OPTIONS * HTTP/1.1', 405],
    ] as const) {
      const { text } = await exchange(baseURL!, [
        `${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ]);
      expect(statusOf(text), line).toBe(status);
      expect(text, line).not.toMatch(/^location:/im);
      if (status === 405) expect(text, line).toMatch(/^allow: GET, HEAD\r$/im);
    }
  });
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

test.describe('slow clients and many connections', () => {
  test.describe.configure({ mode: 'serial' });
  let server: Awaited<ReturnType<typeof startExtraServer>>;
  test.beforeAll(async () => {
    server = await startExtraServer(
      {
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '3000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
        MAX_CONNECTIONS: '20',
      },
      { readyPath: '/robots.txt' },
    );
  });
  test.afterAll(async () => server?.stop());

  test('headers trickled a byte at a time are cut off at HEADERS_TIMEOUT_MS', async () => {
    const { host } = new URL(server.baseURL);
    const head = `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: ${'a'.repeat(60)}\r\n\r\n`;
    const { text, closedAfterMs } = await exchange(server.baseURL, [...head], {
      gapMs: 100,
      limitMs: 8000,
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(closedAfterMs).toBeLessThan(4500);
    if (text) expect(statusOf(text)).toBe(408);
  });

  test('a body trickled in is cut off at REQUEST_TIMEOUT_MS, and nothing is stored', async () => {
    const { host } = new URL(server.baseURL);
    const body = JSON.stringify({ firstName: 'Slow', email: 'slow@example.com', message: 'x' });
    const head =
      `POST /api/v1/contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.baseURL}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { text, closedAfterMs } = await exchange(server.baseURL, [head, ...body], {
      gapMs: 200,
      limitMs: 12_000,
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(2900);
    expect(closedAfterMs).toBeLessThan(5500);
    expect(statusOf(text)).toBe(408);
    // The store is made on first use: no file, nothing stored.
    if (!fs.existsSync(server.dbPath())) return;
    const db = new Database(server.dbPath(), { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare("SELECT count(*) AS n FROM contact_messages WHERE first_name = 'Slow'")
        .get() as { n: number };
      expect(row.n).toBe(0);
    } finally {
      db.close();
    }
  });

  test('an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { host } = new URL(server.baseURL);
    const { text, closedAfterMs } = await exchange(
      server.baseURL,
      [`GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
      { limitMs: 8000 },
    );
    expect(statusOf(text)).toBe(200);
    expect(closedAfterMs).toBeLessThan(3500);
  });

  test('connections past MAX_CONNECTIONS are refused, and the server answers again after', async () => {
    const { hostname, port } = new URL(server.baseURL);
    const open: net.Socket[] = [];
    // The connections of the tests before (and of the start-up check) close first: idle after
    // KEEP_ALIVE_TIMEOUT_MS.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      for (let i = 0; i < 20; i++) {
        open.push(
          await new Promise<net.Socket>((resolve, reject) => {
            const s = net.connect(Number(port), hostname, () => resolve(s));
            s.on('error', reject);
          }),
        );
      }
      // The 21st is accepted by the kernel and closed by the server at once.
      const extra = await exchange(
        server.baseURL,
        [`GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n`],
        {
          limitMs: 3000,
        },
      );
      expect(extra.text).toBe('');
      expect(extra.closedAfterMs).toBeLessThan(1500);
    } finally {
      for (const s of open) s.destroy();
    }
    // Once the server has seen them close (until then a new connection may still be refused).
    await expect
      .poll(
        async () => {
          try {
            return (await raw(server.baseURL, '/robots.txt')).status;
          } catch {
            return 0;
          }
        },
        { timeout: 5000 },
      )
      .toBe(200);
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
