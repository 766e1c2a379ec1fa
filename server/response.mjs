import http from 'node:http';
import * as pageState from '../lib/runtime/page-state.mjs';
import { securityHeaders } from '../lib/runtime/security-headers.mjs';
import { mediaOrigin } from '../lib/runtime/settings.mjs';
import { msUntilRenewal } from '../lib/runtime/midnight.mjs';
import { ROOT_VARY } from '../lib/site.mjs';

// For caches in front (deployment.md): one Location (next.js#82117), nothing past Baku's midnight.
export function sharedCacheHeaders(response, settings, now = Date.now()) {
  const { CDN_MAX_AGE_SECONDS: cdnMaxAge, CDN_IGNORES_VARY: ignoresVary } = settings ?? {};
  const maxAge = Math.min(cdnMaxAge ?? Infinity, Math.ceil(msUntilRenewal(now) / 1000));
  const set = [];
  const location = response.get('location');
  if (Array.isArray(location) && location.length > 0) set.push(['location', String(location[0])]);
  const cacheControl = String(response.get('cache-control') ?? '');
  const sMaxAge = /\bs-maxage=(\d+)(?:, stale-while-revalidate=(\d+))?/.exec(cacheControl);
  if (response.pathname === '/') {
    const vary = String(response.get('vary') ?? '');
    if (!/\bcookie\b/i.test(vary)) set.push(['vary', vary ? `${vary}, ${ROOT_VARY}` : ROOT_VARY]);
    if (ignoresVary && sMaxAge) {
      set.push(['cache-control', 'private, no-cache']);
      return set;
    }
  }
  if (sMaxAge && ((response.status >= 300 && response.status < 400) || location)) {
    set.push(['cache-control', 'no-store']);
  } else if (sMaxAge && response.get('x-nextjs-cache') === 'STALE') {
    set.push(['cache-control', 'no-cache']);
  } else if (sMaxAge && Number(sMaxAge[1]) > maxAge) {
    const stale = maxAge === cdnMaxAge ? Math.min(Number(sMaxAge[2] ?? 0), maxAge) : 0; // midnight: 0
    const capped = `s-maxage=${maxAge}, stale-while-revalidate=${stale}`;
    set.push(['cache-control', cacheControl.replace(sMaxAge[0], capped)]);
  }
  return set;
}

// Node writes a long string slowly (performance.md, 2026-12-04): a cached page goes as kept bytes.
const KEPT_BYTES = 64;
const bytesOf = new Map();
export function utf8Bytes(text) {
  const bytes = bytesOf.get(text) ?? Buffer.from(text);
  bytesOf.delete(text);
  bytesOf.set(text, bytes);
  if (bytesOf.size > KEPT_BYTES) bytesOf.delete(bytesOf.keys().next().value);
  return bytes;
}

// A page's head waits for its first bytes: only they say it is the outage page (next-upstream.md).
export function policyResponse(settings, stopping = () => false) {
  const security = securityHeaders({ dev: false, media: mediaOrigin(settings) });
  return class PolicyResponse extends http.ServerResponse {
    pathname = '/';
    started = 0;
    cacheState = '';
    #deferred = null;
    #decided = false;

    #decide(status, reason, chunk) {
      this.#decided = true;
      this.#deferred = null;
      this.cacheState = String(this.getHeader('x-nextjs-cache') ?? '');
      const decided = pageState.pageResponse({
        status,
        contentType: this.getHeader('content-type'),
        cacheState: this.cacheState,
        chunk,
        reported: () => pageState.reportedUnavailableSince(this.pathname, this.started),
      });
      const code = decided.status;
      if (code !== status) this.removeHeader('etag');
      if (decided.retryAfter) this.setHeader('retry-after', String(decided.retryAfter));
      if (code >= 400) this.setHeader('cache-control', 'no-store');
      for (const { key, value } of security) if (!this.hasHeader(key)) this.setHeader(key, value);
      if (stopping()) this.setHeader('connection', 'close');
      const get = (name) => this.getHeader(name);
      const shared = sharedCacheHeaders({ pathname: this.pathname, status: code, get }, settings);
      for (const [key, value] of shared) this.setHeader(key, value);
      return reason === undefined ? super.writeHead(code) : super.writeHead(code, reason);
    }

    #start(chunk) {
      if (this.#deferred) this.#decide(...this.#deferred, chunk);
      else if (!this.#decided && !this.headersSent) this.#decide(this.statusCode, undefined, chunk);
    }

    writeHead(status, ...rest) {
      const reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
      const headers = rest[0];
      const pairs = Array.isArray(headers) ? headers : Object.entries(headers ?? {}).flat();
      for (let i = 0; i + 1 < pairs.length; i += 2) this.setHeader(pairs[i], pairs[i + 1]);
      if (this.#decided) return super.writeHead(status, reason);
      const cacheState = this.getHeader('x-nextjs-cache');
      const contentType = this.getHeader('content-type');
      if (pageState.isRenderedPage({ status, contentType, cacheState })) {
        this.#deferred = [status, reason];
        return this;
      }
      return this.#decide(status, reason, undefined);
    }

    flushHeaders() {
      if (!this.#deferred) super.flushHeaders();
    }

    write(chunk, ...rest) {
      this.#start(chunk);
      return super.write(chunk, ...rest);
    }

    end(chunk, ...rest) {
      this.#start(typeof chunk === 'function' ? undefined : chunk);
      const long = typeof chunk === 'string' && chunk.length > 4096 && typeof rest[0] !== 'string';
      return super.end(long ? utf8Bytes(chunk) : chunk, ...rest);
    }
  };
}
