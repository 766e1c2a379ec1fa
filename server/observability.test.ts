import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import {
  installRequestConsole,
  jsonLogger,
  keepServingWithoutLogs,
  requestContext,
  requestIdOf,
  requestObserver,
} from './observability.mjs';
import { routeLabeler } from '../lib/runtime/metrics.mjs';
import { LOCALES } from '../lib/site.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('makes a fresh UUID for each request', () => {
    const a = requestIdOf(undefined, 0);
    expect(a).toMatch(UUID);
    expect(requestIdOf(undefined, 0)).not.toBe(a);
  });

  it("takes the proxy's id only behind a trusted proxy, and only when it is safe to log", () => {
    const nginx = '4f1c0e2a9b7d45e3a1c2b3d4e5f60718';
    expect(requestIdOf(nginx, 1)).toBe(nginx);
    expect(requestIdOf('req-1.2_3', 2)).toBe('req-1.2_3');
    // No proxy: the client would choose its own id.
    expect(requestIdOf(nginx, 0)).toMatch(UUID);
    for (const unsafe of [
      'short',
      'x'.repeat(129),
      'has space 1234',
      '{"inject":1}',
      'a\nb12345678',
    ]) {
      expect(requestIdOf(unsafe, 1)).toMatch(UUID);
    }
    expect(requestIdOf([nginx, nginx], 1)).toMatch(UUID);
  });
});

/** Sends `request` as written and resolves with every byte of the answer, once the server closes. */
function exchange(port: number, request: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, 'localhost', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
}

type Observed = http.ServerResponse & { pathname: string; cacheState: string };

/** A server like server/main.mjs: the observer first, then a handler that sets the response's path. */
async function serverWith(
  handler: (req: http.IncomingMessage, res: Observed) => void | Promise<void>,
  trustedHops = 0,
  timeoutMs = 0,
) {
  const lines: string[] = [];
  const requests: [string, number, number, string][] = [];
  const server = http.createServer((req, res) => {
    const observed = res as Observed;
    observed.pathname = (req.url ?? '/').split('?')[0]!;
    observed.cacheState = '';
    void handler(req, observed);
  });
  server.prependListener(
    'request',
    requestObserver({
      trustedHops,
      routeOf: routeLabeler(['/[lang]/about'], LOCALES),
      logger: jsonLogger({ write: (line: string) => void lines.push(line) }),
      metrics: () => ({
        request: (...args: [string, number, number, string]) => requests.push(args),
      }),
    }),
  );
  server.timeout = timeoutMs;
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    port,
    lines,
    requests,
    async logged(count: number) {
      for (let i = 0; i < 100 && lines.length < count; i++)
        await new Promise((r) => setTimeout(r, 10));
      return lines.map((line) => JSON.parse(line));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('requestObserver', () => {
  it('logs one line per response with its id, also sent as X-Request-Id, and counts it', async () => {
    const site = await serverWith((req, res) => {
      res.cacheState = 'MISS';
      res.setHeader('content-type', 'text/plain');
      res.write('hello ');
      res.end('world');
    });
    try {
      const answer = await exchange(
        site.port,
        'GET /en/about?q=private+words HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
          'X-Forwarded-For: 203.0.113.9\r\nX-Request-Id: chosen-by-client\r\n\r\n',
      );
      const id = /^x-request-id: (.+)\r$/im.exec(answer.toString('latin1'))?.[1];
      const [line] = await site.logged(1);
      expect(site.lines[0]).toMatch(/\n$/);
      expect(site.lines[0]).not.toContain('private');
      expect(line).toEqual({
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        method: 'GET',
        path: '/en/about',
        status: 200,
        ms: expect.any(Number),
        // Everything the client received for it, head and chunked framing included.
        bytes: answer.length,
        cache: 'MISS',
        // No trusted proxy: the socket's address, and an id of the server's own.
        client: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
        id,
      });
      expect(line.id).toMatch(UUID);
      expect(site.requests).toEqual([['/about', 200, expect.any(Number), 'MISS']]);
      expect(site.requests[0]![2]).toBeCloseTo(line.ms / 1000, 3);
    } finally {
      await site.close();
    }
  });

  it("takes the trusted proxy's client and request id", async () => {
    const site = await serverWith((req, res) => void res.end(), 1);
    try {
      const res = await fetch(`${site.origin}/`, {
        method: 'HEAD',
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'nginx-0123456789abcdef' },
      });
      expect(res.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
      const [line] = await site.logged(1);
      expect(line).toMatchObject({
        method: 'HEAD',
        client: '203.0.113.9',
        id: 'nginx-0123456789abcdef',
      });
      expect(line).not.toHaveProperty('cache');
    } finally {
      await site.close();
    }
  });

  it('logs a response cut short with what was sent, and one never begun as 499', async () => {
    let cut = () => {};
    const begun = new Promise<void>((resolve) => (cut = resolve));
    const site = await serverWith((req, res) => {
      if (req.url === '/half') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('part');
        cut();
      }
      // Otherwise it never answers.
    });
    try {
      const half = http.get(`${site.origin}/half`, (res) => res.once('data', () => half.destroy()));
      half.on('error', () => {});
      await begun;
      const never = http.get(`${site.origin}/never`);
      never.on('error', () => {});
      setTimeout(() => never.destroy(), 50);
      const lines = await site.logged(2);
      const byPath = Object.fromEntries(lines.map((line) => [line.path, line]));
      expect(byPath['/half']).toMatchObject({ status: 200, aborted: true });
      expect(byPath['/half'].bytes).toBeGreaterThan('part'.length);
      expect(byPath['/never']).toMatchObject({ status: 499, bytes: 0, aborted: true });
    } finally {
      await site.close();
    }
  });

  it("logs a request the server's own timeout cut as timed out, not as a client that left", async () => {
    const site = await serverWith(
      (req, res) => {
        if (req.url === '/half') {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('part');
        }
        // Neither ends: the connection falls idle until server.timeout.
      },
      0,
      200,
    );
    try {
      for (const path of ['/half', '/never']) {
        const request = http.get(`${site.origin}${path}`);
        request.on('error', () => {});
        request.on('response', (res) => res.resume());
      }
      const lines = await site.logged(2);
      const byPath = Object.fromEntries(lines.map((line) => [line.path, line]));
      expect(byPath['/half']).toMatchObject({ status: 200, aborted: true, timedOut: true });
      expect(byPath['/never']).toMatchObject({ status: 408, bytes: 0, timedOut: true });
      expect(byPath['/never'].ms).toBeGreaterThanOrEqual(190);
    } finally {
      await site.close();
    }
  });

  it('escapes what a path may hold, and cuts a long one', async () => {
    const site = await serverWith((req, res) => {
      res.pathname = req.url === '/long' ? `/${'a'.repeat(5000)}` : '/"\n\u0000';
      res.end();
    });
    try {
      await fetch(`${site.origin}/long`);
      await fetch(`${site.origin}/odd`);
      const [long, odd] = await site.logged(2);
      expect(long.path).toHaveLength(2048);
      expect(odd.path).toBe('/"\n\u0000');
      expect(site.lines.every((line) => line.split('\n').length === 2)).toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe('installRequestConsole', () => {
  const original = { error: console.error, warn: console.warn };
  afterEach(() => Object.assign(console, original));

  it("logs inside a request as JSON with the request's id, outside as before", async () => {
    const lines: string[] = [];
    const plain: unknown[][] = [];
    console.error = (...args: unknown[]) => plain.push(args);
    console.warn = (...args: unknown[]) => plain.push(args);
    installRequestConsole(jsonLogger({ write: (line: string) => void lines.push(line) }));

    console.error('before any request');
    const site = await serverWith(async (req, res) => {
      await new Promise((r) => setTimeout(r, 5));
      console.error('[content] failed:', new Error('source down'));
      await Promise.resolve();
      console.warn('careful', { n: 1 });
      res.end();
    });
    try {
      const [a, b] = await Promise.all([fetch(`${site.origin}/a`), fetch(`${site.origin}/b`)]);
      const ids = [a!.headers.get('x-request-id'), b!.headers.get('x-request-id')];
      const logged = lines.map((line) => JSON.parse(line));
      expect(logged).toHaveLength(4);
      expect(new Set(logged.map((l) => l.id))).toEqual(new Set(ids));
      const error = logged.find((l) => l.level === 'error');
      expect(error.message).toMatch(/^\[content\] failed: Error: source down\n\s+at /);
      expect(error.time).toMatch(/Z$/);
      expect(logged.find((l) => l.level === 'warn').message).toBe('careful { n: 1 }');
      expect(lines.every((line) => line.endsWith('}\n') && line.split('\n').length === 2)).toBe(
        true,
      );

      console.error('after the requests');
      expect(plain).toEqual([['before any request'], ['after the requests']]);
      expect(requestContext.getStore()).toBeUndefined();
    } finally {
      await site.close();
    }
  });
});

describe('keepServingWithoutLogs', () => {
  // Like stdio whose reader is gone: every write fails, and the stream is never marked destroyed.
  const broken = () => {
    const stream = new EventEmitter() as EventEmitter & {
      destroyed: boolean;
      write: (s: string) => void;
    };
    stream.destroyed = false;
    stream.write = () => {
      setImmediate(() =>
        stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })),
      );
    };
    return stream;
  };
  const kept = () => {
    const lines: string[] = [];
    return {
      stream: { destroyed: false, on() {}, once() {}, write: (line: string) => lines.push(line) },
      lines,
    };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('drops the lines of a stream that cannot be written, says so once on the other, throws nothing', async () => {
    const stderr = broken();
    const stdout = kept();
    const streams = [stdout.stream, stderr] as unknown as NodeJS.WriteStream[];
    const loggers = streams.map((stream) => jsonLogger(stream));
    keepServingWithoutLogs(streams as never, loggers as never);
    stderr.write('one\n');
    await settle();
    stderr.write('two\n');
    await settle();
    expect(stdout.lines).toHaveLength(1);
    const told = JSON.parse(stdout.lines[0]!);
    expect(told).toMatchObject({
      level: 'error',
      message: 'standard error cannot be written (EPIPE): its lines are dropped until restart',
    });
    expect(told.time).toMatch(/Z$/);
  });

  it('when both are gone, still throws nothing', async () => {
    const stdout = broken();
    const stderr = broken();
    const streams = [stdout, stderr] as unknown as NodeJS.WriteStream[];
    keepServingWithoutLogs(streams as never, streams.map((stream) => jsonLogger(stream)) as never);
    stdout.write('a\n');
    stderr.write('b\n');
    await settle();
    await settle();
    stdout.write('c\n');
    await settle();
    await settle();
    expect(stdout.listenerCount('error')).toBe(1);
    expect(stderr.listenerCount('error')).toBe(1);
  });
});
