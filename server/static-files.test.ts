import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { brotliStaticFiles, precompressStatic } from './static-files.mjs';

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer | undefined };

/** A request and a response as the server's handler sees them; `done` is the answer. */
function exchange(method: string, headers: Record<string, string>) {
  let finish: (answer: Answer) => void = () => {};
  const done = new Promise<Answer>((resolve) => (finish = resolve));
  const headersSet: Record<string, unknown> = {};
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => void (headersSet[name] = value),
    removeHeader: (name: string) => void delete headersSet[name],
    end(body?: Buffer) {
      finish({ status: res.statusCode, headers: headersSet, body });
    },
  };
  return { req: { method, headers }, res, done };
}

describe('server/static-files.mjs', () => {
  let dist: string;
  const file = (name: string) => path.join(dist, 'static', name);
  const script = 'function hello(){return "a memorial"}'.repeat(200);

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'media'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'build-id'), { recursive: true });
    writeFileSync(file('chunks/app.js'), script);
    writeFileSync(file('chunks/site.css'), 'body{color:#1f2328}');
    writeFileSync(file('media/font.woff2'), 'not text');
    writeFileSync(file('build-id/_ssgManifest.js'), 'self.__SSG_MANIFEST=new Set');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli copy of every script and stylesheet chunk, and of nothing else', async () => {
    expect(await precompressStatic(dist)).toBe(2);
    const copy = readFileSync(file('chunks/app.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(readFileSync(file('chunks/site.css.br'))).toString()).toBe(
      'body{color:#1f2328}',
    );
    expect(() => readFileSync(file('media/font.woff2.br'))).toThrow();
    // Next writes the build id's manifests after the hook: they are never copied.
    expect(() => readFileSync(file('build-id/_ssgManifest.js.br'))).toThrow();
    // Run again after a file changed (the compile hints, a rebuild): its copy follows it.
    writeFileSync(file('chunks/app.js'), 'let changed=1');
    await precompressStatic(dist);
    expect(brotliDecompressSync(readFileSync(file('chunks/app.js.br'))).toString()).toBe(
      'let changed=1',
    );
  });

  it('answers a browser that accepts brotli with the copy, and leaves the rest to Next', async () => {
    await precompressStatic(dist);
    const copies = brotliStaticFiles(dist, { cacheControl: 'public, max-age=31536000, immutable' });
    expect(copies.size).toBe(2);
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const next = jest.fn();

    const get = exchange('GET', br);
    expect(copies.serve(get.req, get.res, '/_next/static/chunks/app.js', next)).toBe(true);
    const answer = await get.done;
    expect(answer.status).toBe(200);
    const modified = statSync(file('chunks/app.js')).mtime.toUTCString();
    expect(answer.headers).toEqual({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'last-modified': modified,
      'content-length': answer.body!.length,
    });
    expect(brotliDecompressSync(answer.body!).toString()).toBe(script);

    // A cache that holds it asks again: not modified, no body.
    const again = exchange('GET', { ...br, 'if-modified-since': modified });
    expect(copies.serve(again.req, again.res, '/_next/static/chunks/app.js', next)).toBe(true);
    expect(await again.done).toEqual({
      status: 304,
      headers: {
        vary: 'Accept-Encoding',
        'cache-control': 'public, max-age=31536000, immutable',
        'last-modified': modified,
      },
      body: undefined,
    });
    const older = exchange('GET', { ...br, 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' });
    expect(copies.serve(older.req, older.res, '/_next/static/chunks/app.js', next)).toBe(true);
    expect((await older.done).status).toBe(200);

    const head = exchange('HEAD', br);
    expect(copies.serve(head.req, head.res, '/_next/static/chunks/site.css', next)).toBe(true);
    const headAnswer = await head.done;
    expect(headAnswer.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(headAnswer.body).toBeUndefined();

    for (const [method, headers, pathname] of [
      ['GET', { 'accept-encoding': 'gzip' }, '/_next/static/chunks/app.js'],
      ['GET', { ...br, range: 'bytes=0-10' }, '/_next/static/chunks/app.js'],
      ['POST', br, '/_next/static/chunks/app.js'],
      ['GET', br, '/_next/static/media/font.woff2'],
      ['GET', br, '/_next/static/build-id/_ssgManifest.js'],
      ['GET', br, '/_next/static/chunks/missing.js'],
      ['GET', br, '/about'],
    ] as const) {
      const other = exchange(method, headers);
      expect(copies.serve(other.req, other.res, pathname, next)).toBe(false);
    }
    expect(next).not.toHaveBeenCalled();
  });

  it('hands a copy that cannot be read to Next, then leaves that file to Next', async () => {
    await precompressStatic(dist);
    const copies = brotliStaticFiles(dist, { cacheControl: 'public, max-age=31536000, immutable' });
    rmSync(file('chunks/app.js.br'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const first = exchange('GET', { 'accept-encoding': 'br' });
    const handedOver = new Promise<void>((resolve) => {
      expect(copies.serve(first.req, first.res, '/_next/static/chunks/app.js', resolve)).toBe(true);
    });
    await handedOver;
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('app.js.br unreadable'));
    const second = exchange('GET', { 'accept-encoding': 'br' });
    expect(copies.serve(second.req, second.res, '/_next/static/chunks/app.js', jest.fn())).toBe(
      false,
    );
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('never serves a copy older than its file', async () => {
    await precompressStatic(dist);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file('chunks/app.js'), later, later);
    const copies = brotliStaticFiles(dist, { cacheControl: 'x' });
    expect(copies.size).toBe(1);
    const { req, res } = exchange('GET', { 'accept-encoding': 'br' });
    expect(copies.serve(req, res, '/_next/static/chunks/app.js', jest.fn())).toBe(false);
  });

  it('serves nothing for a build without copies', () => {
    const copies = brotliStaticFiles(dist, { cacheControl: 'x' });
    expect(copies.size).toBe(0);
    const { req, res } = exchange('GET', { 'accept-encoding': 'br' });
    expect(copies.serve(req, res, '/_next/static/chunks/app.js', jest.fn())).toBe(false);
  });
});
