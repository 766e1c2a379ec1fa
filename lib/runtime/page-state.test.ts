import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  cacheRule,
  INCOMPLETE_PAGE,
  isRenderedPage,
  PAGE_STATES,
  pageResponse,
  pageStateMarker,
  pageStatesIn,
  renderedUnavailable,
  reportedUnavailableSince,
  unavailableResponse,
} from './page-state.mjs';

const html = (body: string) => `<!DOCTYPE html><html><body><main>${body}</main></body></html>`;
const UNAVAILABLE = html(`<div ${pageStateMarker('unavailable')}><h1>…</h1></div>`);
const PAGE = html('<h1>Nizami</h1>');

describe('what a page declares in its HTML', () => {
  it('is what the server reads back, as React renders it', () => {
    const rendered = renderToStaticMarkup(
      createElement(
        'div',
        renderedUnavailable('/en/about'),
        createElement('footer', INCOMPLETE_PAGE),
      ),
    );
    expect(pageStatesIn(rendered)).toEqual(['unavailable', 'incomplete']);
  });

  it.each<[string, unknown, string[]]>([
    ['the 503 page, as text', UNAVAILABLE, ['unavailable']],
    ['the 503 page, as bytes', Buffer.from(UNAVAILABLE), ['unavailable']],
    ['the 503 page, as a Uint8Array', new TextEncoder().encode(UNAVAILABLE), ['unavailable']],
    ['a page', PAGE, []],
    ['nothing written yet', undefined, []],
    ['a callback given to end()', () => {}, []],
  ])('%s', (_label, chunk, states) => {
    expect(pageStatesIn(chunk)).toEqual(states);
  });
});

describe('pageResponse: the status a response goes out with', () => {
  const response = (overrides: Partial<Parameters<typeof pageResponse>[0]> = {}) => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    cacheState: 'MISS',
    chunk: PAGE,
    reported: () => false,
    ...overrides,
  });

  it('a page rendered now as the 503 page: 503 with Retry-After', () => {
    expect(pageResponse(response({ chunk: UNAVAILABLE }))).toEqual({
      status: 503,
      retryAfter: PAGE_STATES.unavailable.retryAfter,
    });
    expect(PAGE_STATES.unavailable.retryAfter).toBeGreaterThan(0);
  });

  it('with no HTML at hand (HEAD), what the page reported for its path', () => {
    const reported = jest.fn(() => true);
    expect(pageResponse(response({ chunk: undefined, reported }))).toEqual({
      status: 503,
      retryAfter: PAGE_STATES.unavailable.retryAfter,
    });
    expect(reported).toHaveBeenCalled();
    expect(pageResponse(response({ chunk: undefined }))).toEqual({ status: 200 });
  });

  it('a page rendered with its content, or a copy from the cache, goes out as it is', () => {
    expect(pageResponse(response())).toEqual({ status: 200 });
    const reported = jest.fn(() => true);
    for (const cacheState of ['HIT', 'STALE']) {
      // A copy was a good page when it was kept: no report about its path applies to it.
      expect(pageResponse(response({ cacheState, chunk: undefined, reported }))).toEqual({
        status: 200,
      });
    }
    expect(reported).not.toHaveBeenCalled();
  });

  it('anything but a page of status 200 keeps its status', () => {
    const reported = () => true;
    for (const other of [
      response({ contentType: 'application/json', chunk: UNAVAILABLE, reported }),
      response({ status: 307, chunk: UNAVAILABLE, reported }),
      response({ status: 503, chunk: UNAVAILABLE, reported }),
    ]) {
      expect(pageResponse(other)).toEqual({ status: other.status });
    }
  });

  it('only a page rendered now waits for its first bytes', () => {
    const head = { status: 200, contentType: 'text/html', cacheState: '' };
    expect(isRenderedPage(head)).toBe(true);
    expect(isRenderedPage({ ...head, cacheState: 'HIT' })).toBe(false);
    expect(isRenderedPage({ ...head, status: 404 })).toBe(false);
    expect(isRenderedPage({ ...head, contentType: 'text/x-component' })).toBe(false);
  });
});

describe('the report of a page rendered as the 503 page', () => {
  it('is kept under the path the visitor asked for, from the moment it was made', () => {
    const before = Date.now();
    expect(renderedUnavailable('/en/genealogy/41')).toEqual({
      'data-page-state': 'unavailable',
    });
    expect(reportedUnavailableSince('/en/genealogy/41', before)).toBe(true);
    expect(reportedUnavailableSince('/ru/genealogy/41', before)).toBe(false);
    // A later request of the same path was not answered by that render.
    expect(reportedUnavailableSince('/en/genealogy/41', Date.now() + 1)).toBe(false);
  });
});

describe('cacheRule: the good copy stays through an outage', () => {
  it.each<[string, number, string | undefined, 'keep' | 'skip' | 'drop']>([
    ['a page', 200, PAGE, 'keep'],
    ['the 503 page', 200, UNAVAILABLE, 'skip'],
    ['a page missing a section', 200, html(`<footer ${pageStateMarker('incomplete')}>`), 'skip'],
    ['a route answering 503 (the QR page)', 503, undefined, 'skip'],
    ['the 404 page of a record (notFound())', 404, PAGE, 'drop'],
    [
      'the 404 page missing its footer',
      404,
      html(`<footer ${pageStateMarker('incomplete')}>`),
      'drop',
    ],
    ['a route answering 404', 404, undefined, 'drop'],
    ['a redirect', 307, undefined, 'drop'],
  ])('%s', (_label, status, body, rule) => {
    expect(cacheRule(status, body)).toBe(rule);
  });
});

describe("unavailableResponse: a route handler's 503", () => {
  it('says when to come back, is never stored, and keeps its own headers', async () => {
    const res = unavailableResponse('<h1>Müvəqqəti əlçatan deyil</h1>', {
      'content-type': 'text/html; charset=utf-8',
      'x-robots-tag': 'noindex, nofollow',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(PAGE_STATES.unavailable.retryAfter));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await res.text()).toContain('Müvəqqəti');
    expect(cacheRule(res.status, undefined)).toBe('skip');
  });
});
