import { securityHeaders } from '../lib/runtime/security-headers.mjs';
import {
  clientAddress,
  internalHeaders,
  methodPolicy,
  responseHeaders,
  routedPath,
  sharedCacheHeaders,
} from './http-policy.mjs';

describe('clientAddress', () => {
  it.each<[string, string | undefined, number, string]>([
    // No trusted proxy: the socket, whatever the client wrote.
    ['198.51.100.7', '203.0.113.1', 0, '198.51.100.7'],
    ['::ffff:198.51.100.7', undefined, 0, '198.51.100.7'],
    ['::1', '127.0.0.1', 0, '::1'],
    // One proxy (nginx on loopback) appends the client it saw.
    ['127.0.0.1', '198.51.100.7', 1, '198.51.100.7'],
    ['127.0.0.1', 'spoofed, 203.0.113.9, 198.51.100.7', 1, '198.51.100.7'],
    ['127.0.0.1', '2001:DB8::1', 1, '2001:db8::1'],
    // Two proxies (a CDN, then nginx).
    ['127.0.0.1', '198.51.100.7, 192.0.2.10', 2, '198.51.100.7'],
    // Fewer entries than hops: the leftmost one there is.
    ['127.0.0.1', '198.51.100.7', 3, '198.51.100.7'],
    // Nothing appended, or garbage where an address should be: the nearest trusted hop.
    ['127.0.0.1', undefined, 1, '127.0.0.1'],
    ['127.0.0.1', 'unknown', 1, '127.0.0.1'],
    ['127.0.0.1', '198.51.100.7, not-an-ip', 2, '127.0.0.1'],
  ])('peer %s, X-Forwarded-For %j, %i hops -> %s', (peer, forwarded, hops, expected) => {
    expect(clientAddress(peer, forwarded, hops)).toBe(expected);
  });

  it('reads repeated X-Forwarded-For headers as one list', () => {
    expect(clientAddress('127.0.0.1', ['203.0.113.1', '198.51.100.7'], 1)).toBe('198.51.100.7');
  });
});

describe('routedPath', () => {
  it.each<[string | undefined, string | null]>([
    ['/en/about', '/en/about'],
    ['/en/about?q=1', '/en/about'],
    [undefined, '/'],
    // Dot segments, however written, resolve as Next resolves them.
    ['/api/../en/about', '/en/about'],
    ['/./bench/floor', '/bench/floor'],
    ['/api/%2e%2e/en/about', '/en/about'],
    ['/api/%2E%2E/bench/floor', '/bench/floor'],
    ['/x/.%2e/bench', '/bench'],
    ['/api\\..\\bench', '/bench'],
    ['/../../etc/passwd', '/etc/passwd'],
    // A doubled slash stays: Next redirects it itself.
    ['//evil.example/x', '//evil.example/x'],
    // Not origin-form.
    ['http://evil.example/en/about', null],
    ['*', null],
    ['evil.example:443', null],
    ['', null],
  ])('%j -> %j', (target, path) => {
    expect(routedPath(target)).toBe(path);
  });
});

describe('internalHeaders', () => {
  const names = [
    'x-nextjs-cache',
    'x-nextjs-stale-time',
    'x-nextjs-prerender',
    'x-nextjs-matched-path',
    'x-middleware-rewrite',
    'x-powered-by',
    'content-type',
    'vary',
  ];

  it('removes every framework header from a page', () => {
    expect(internalHeaders(names, false)).toEqual(names.slice(0, 6));
  });

  it("keeps on a flight response only what Next's client router reads", () => {
    expect(internalHeaders(names, true)).toEqual([
      'x-nextjs-cache',
      'x-nextjs-matched-path',
      'x-middleware-rewrite',
      'x-powered-by',
    ]);
  });
});

describe('methodPolicy', () => {
  it.each<[string, string, boolean]>([
    ['GET', '/about', true],
    ['HEAD', '/media/gallery/g-01.webp', true],
    ['get', '/', true],
    ['POST', '/about', false],
    ['PUT', '/', false],
    ['OPTIONS', '/en/contact', false],
    ['POST', '/logo.svg', false],
    ['TRACE', '/', false],
    ['TRACE', '/api/v1/homepage', false],
    ['TRACK', '/api/v1/contact', false],
    ['FOO', '/api/v1/contact', false],
    ['POST', '/api/v1/contact', true],
    ['PUT', '/api/v1/homepage', true],
    ['OPTIONS', '/api/v1/search', true],
  ])('%s %s -> %s', (method, path, ok) => {
    const policy = methodPolicy(method, path);
    expect(policy.ok).toBe(ok);
    if (!policy.ok) expect(policy.allow).toBe('GET, HEAD');
  });
});

describe('responseHeaders', () => {
  const security = securityHeaders({ dev: false, media: '' });
  const decide = (
    status: number,
    pathname: string,
    contentType?: string,
    present: string[] = [],
  ) => {
    const { set, remove } = responseHeaders(
      {
        status,
        pathname,
        contentType,
        has: (name) => present.includes(name.toLowerCase()),
        names: [...present, 'x-middleware-rewrite', 'x-nextjs-cache'],
        flight: false,
      },
      security,
    );
    return { set: Object.fromEntries(set.map(([k, v]) => [k.toLowerCase(), v])), remove };
  };

  it('adds every security header a response lacks, and keeps those it has', () => {
    expect(Object.keys(decide(308, '/en/about/').set)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'x-frame-options',
      ]),
    );
    // The image optimizer's own, stricter policy stays.
    expect(
      decide(200, '/_next/image', 'image/webp', ['content-security-policy']).set,
    ).not.toHaveProperty('content-security-policy');
  });

  it('removes the headers that name the internal rewrite target and the cache state', () => {
    expect(decide(200, '/about', 'text/html').remove).toEqual([
      'x-middleware-rewrite',
      'x-nextjs-cache',
    ]);
  });

  it.each<[number, string, string | undefined, string | undefined]>([
    [200, '/media/gallery/g-01.webp', 'image/webp', 'public, max-age=31536000, immutable'],
    [206, '/media/audio/a-01.mp3', 'audio/mpeg', 'public, max-age=31536000, immutable'],
    [304, '/media/gallery/g-01.webp', undefined, 'public, max-age=31536000, immutable'],
    [404, '/media/gallery/missing.webp', 'text/html', 'no-store'],
    [200, '/media/photo-gallery', 'text/html', undefined],
    [200, '/media/gallery.webp', 'text/html; charset=utf-8', undefined],
    [200, '/about', 'text/html', undefined],
    [404, '/about/x', 'text/html', 'no-store'],
    [405, '/', 'text/plain', 'no-store'],
    [503, '/category/martyrs/3', 'text/html', 'no-store'],
  ])('%i %s (%s): Cache-Control %s', (status, path, type, cacheControl) => {
    expect(decide(status, path, type).set['cache-control']).toBe(cacheControl);
  });
});

describe('sharedCacheHeaders', () => {
  const decide = (
    pathname: string,
    headers: Record<string, unknown>,
    cdnMaxAge?: number,
    status = 200,
  ) =>
    Object.fromEntries(
      sharedCacheHeaders(
        { pathname, status, get: (name) => headers[name.toLowerCase()] },
        { cdnMaxAge },
      ),
    );

  it('keeps one Location where Next wrote two, and no shared copy of a redirect', () => {
    const redirect = { location: ['/404', '/404'], 'cache-control': 's-maxage=300' };
    expect(decide('/category/martyrs/9', redirect, undefined, 307)).toEqual({
      location: '/404',
      'cache-control': 'no-store',
    });
    expect(decide('/x', { location: '/404' })).toEqual({});
  });

  it('says that / varies by the stored choice and the browser language', () => {
    expect(decide('/', { vary: 'rsc, Accept-Encoding' })).toEqual({
      vary: 'rsc, Accept-Encoding, Cookie, Accept-Language',
    });
    expect(decide('/', { vary: 'Cookie, Accept-Language' })).toEqual({});
    expect(decide('/about', { vary: 'rsc' })).toEqual({});
  });

  it('keeps / out of shared caches that ignore Vary, when told they do', () => {
    const page = { vary: 'rsc', 'cache-control': 's-maxage=300, stale-while-revalidate=86100' };
    const ignoring = (pathname: string) =>
      Object.fromEntries(
        sharedCacheHeaders(
          { pathname, status: 200, get: (name) => (page as Record<string, unknown>)[name] },
          { ignoresVary: true },
        ),
      );
    expect(ignoring('/')).toEqual({
      vary: 'rsc, Cookie, Accept-Language',
      'cache-control': 'private, no-cache',
    });
    expect(ignoring('/en')).toEqual({});
  });

  it('keeps a stale copy, answered while the new one renders, out of shared caches', () => {
    const stale = {
      'cache-control': 's-maxage=300, stale-while-revalidate=86100',
      'x-nextjs-cache': 'STALE',
    };
    expect(decide('/about', stale, 5)).toEqual({ 'cache-control': 'no-cache' });
    expect(decide('/about', { ...stale, 'x-nextjs-cache': 'HIT' })).toEqual({});
  });

  it('shortens s-maxage to CDN_MAX_AGE_SECONDS, never lengthens it', () => {
    const page = { 'cache-control': 's-maxage=300, stale-while-revalidate=86100' };
    expect(decide('/about', page, 5)).toEqual({
      'cache-control': 's-maxage=5, stale-while-revalidate=86100',
    });
    expect(decide('/about', page)).toEqual({});
    expect(decide('/about', { 'cache-control': 's-maxage=3' }, 5)).toEqual({});
    expect(decide('/about', { 'cache-control': 'no-store' }, 5)).toEqual({});
  });
});
