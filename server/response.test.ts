import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { policyResponse, sharedCacheHeaders, utf8Bytes } from './response.mjs';
import {
  INCOMPLETE_PAGE,
  pageStateMarker,
  renderedUnavailable,
} from '../lib/runtime/page-state.mjs';

const NOON_IN_BAKU = Date.parse('2026-11-30T08:00:00Z');

describe('sharedCacheHeaders', () => {
  const decide = (
    pathname: string,
    headers: Record<string, unknown>,
    cdnMaxAge?: number,
    status = 200,
  ) =>
    Object.fromEntries(
      sharedCacheHeaders(
        { pathname, status, get: (name: string) => headers[name.toLowerCase()] },
        { CDN_MAX_AGE_SECONDS: cdnMaxAge },
        NOON_IN_BAKU,
      ),
    );

  it('keeps one Location where Next wrote two, and no shared copy of a redirect', () => {
    const redirect = { location: ['/404', '/404'], 'cache-control': 's-maxage=300' };
    expect(decide('/category/martyrs/9', redirect, undefined, 307)).toEqual({
      location: '/404',
      'cache-control': 'no-store',
    });
    expect(decide('/x', { location: '/404' })).toEqual({});
    // A redirect in the router's form (rsc: 1) is a 200 naming its Location.
    expect(decide('/og/about', { location: '/404', 'cache-control': 's-maxage=300' })).toEqual({
      'cache-control': 'no-store',
    });
  });

  it("says that / varies by the stored choice, the browser language and the site's router", () => {
    expect(decide('/', { vary: 'rsc, Accept-Encoding' })).toEqual({
      vary: 'rsc, Accept-Encoding, Cookie, Accept-Language, Next-Url',
    });
    expect(decide('/', { vary: 'Cookie, Accept-Language, Next-Url' })).toEqual({});
    expect(decide('/about', { vary: 'rsc' })).toEqual({});
  });

  it('keeps / out of shared caches that ignore Vary, when told they do', () => {
    const page = { vary: 'rsc', 'cache-control': 's-maxage=300, stale-while-revalidate=86100' };
    const ignoring = (pathname: string) =>
      Object.fromEntries(
        sharedCacheHeaders(
          { pathname, status: 200, get: (name: string) => (page as Record<string, unknown>)[name] },
          { CDN_IGNORES_VARY: true },
          NOON_IN_BAKU,
        ),
      );
    expect(ignoring('/')).toEqual({
      vary: 'rsc, Cookie, Accept-Language, Next-Url',
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

  it('shortens s-maxage to CDN_MAX_AGE_SECONDS, never lengthens it, and serves nothing stale past it', () => {
    const page = { 'cache-control': 's-maxage=300, stale-while-revalidate=86100' };
    expect(decide('/about', page, 5)).toEqual({
      'cache-control': 's-maxage=5, stale-while-revalidate=5',
    });
    expect(decide('/about', page)).toEqual({});
    expect(decide('/about', { 'cache-control': 's-maxage=3' }, 5)).toEqual({});
    expect(decide('/about', { 'cache-control': 'no-store' }, 5)).toEqual({});
  });

  it("keeps no copy in a cache in front past Baku's midnight, which a HIT's own lifetime would", () => {
    const page = { 'cache-control': 's-maxage=300, stale-while-revalidate=86100' };
    const at = (utc: string) =>
      Object.fromEntries(
        sharedCacheHeaders(
          {
            pathname: '/en',
            status: 200,
            get: (name: string) => (page as Record<string, unknown>)[name],
          },
          {},
          Date.parse(utc),
        ),
      );
    // 23:58 in Baku: two minutes, and the two seconds the renewal waits after midnight.
    expect(at('2026-11-30T19:58:00Z')).toEqual({
      'cache-control': 's-maxage=122, stale-while-revalidate=0',
    });
    expect(at('2026-11-30T19:54:00Z')).toEqual({});
  });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse & { pathname: string }) => void;

/** A server like server/main.mjs, with `handler` in Next's place; one request, then it closes. */
async function answer(handler: Handler, { method = 'GET', stopping = false } = {}) {
  const ServerResponse = policyResponse({ CDN_MAX_AGE_SECONDS: 60 }, () => stopping);
  const server = http.createServer({ ServerResponse }, (req, res) => {
    const page = res as http.ServerResponse & { pathname: string; started: number };
    page.pathname = req.url ?? '/';
    page.started = Date.now();
    handler(req, page);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const req = http.request({ port, host: 'localhost', path: '/en/about', method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode!, headers: res.headers, body });
        });
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

const PAGE_HEAD = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=300, stale-while-revalidate=86100',
  etag: '"abc"',
};

describe('policyResponse', () => {
  it('sends the outage page, found in its first bytes, as 503 with Retry-After, kept by no one', async () => {
    const res = await answer((req, res) => {
      res.writeHead(200, PAGE_HEAD);
      res.write(`<html><body ${pageStateMarker('unavailable')}>`);
      res.end('<p>Try again soon</p></body></html>');
    });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('120');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain('Try again soon');
  });

  it('sends a HEAD of the outage page as 503 too, from what the page reported', async () => {
    const res = await answer(
      (req, res) => {
        renderedUnavailable(res.pathname);
        res.writeHead(200, PAGE_HEAD);
        res.end();
      },
      { method: 'HEAD' },
    );
    expect(res.status).toBe(503);
  });

  it('leaves any other page as Next sent it, with the headers a CDN needs', async () => {
    const incomplete = Object.entries(INCOMPLETE_PAGE)[0]!.join('="');
    const res = await answer((req, res) => {
      res.writeHead(200, PAGE_HEAD);
      res.end(`<html><body ${incomplete}"><p>Here</p></body></html>`);
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('s-maxage=60, stale-while-revalidate=60');
    expect(res.headers.etag).toBe('"abc"');
  });

  it('never reads a cached copy for the marker, and closes connections while stopping', async () => {
    const res = await answer(
      (req, res) => {
        res.setHeader('x-nextjs-cache', 'HIT');
        res.writeHead(200, PAGE_HEAD);
        res.end(`<html><body ${pageStateMarker('unavailable')}></body></html>`);
      },
      { stopping: true },
    );
    expect(res.status).toBe(200);
    expect(res.headers.connection).toBe('close');
  });

  it('answers an error no-store, whatever Next said', async () => {
    const res = await answer((req, res) => {
      res.writeHead(404, { 'content-type': 'text/html', 'cache-control': 's-maxage=300' });
      res.end('<p>Not found</p>');
    });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('writes a long page as its UTF-8 bytes, converted once and kept for the next response', async () => {
    const page = `<html><body><p>${'Əziz xatirəsi qəlbimizdə yaşayır. '.repeat(400)}</p></body></html>`;
    const served = () =>
      answer((req, res) => {
        res.setHeader('x-nextjs-cache', 'HIT');
        res.writeHead(200, { ...PAGE_HEAD, 'content-length': Buffer.byteLength(page) });
        res.end(page);
      });
    for (const res of [await served(), await served()]) {
      expect(res.status).toBe(200);
      expect(res.body).toBe(page);
    }
    expect(utf8Bytes(page)).toBe(utf8Bytes(page));
    // An encoding given with the text is Node's to apply, as before.
    const latin1 = 'é'.repeat(5000);
    const res = await answer((req, res) => res.end(latin1, 'latin1'));
    expect(res.body).toBe('\uFFFD'.repeat(5000)); // one byte each, not UTF-8's two
  });
});
