import {
  NOT_FOUND_PAGE,
  pageStateMarker,
  statusOfPageHtml,
  UNAVAILABLE_PAGE,
} from './shared-state.mjs';

describe('statusOfPageHtml: what a rendered page says it stands for', () => {
  const page = (attributes: Record<string, string>) =>
    `<!DOCTYPE html><html><body><main><div ${pageStateMarker(attributes)}>…</div></main></body></html>`;
  it.each<[string, unknown, number | undefined]>([
    ['the 404 page of a record, as text', page(NOT_FOUND_PAGE), 404],
    ['the 404 page, as bytes', Buffer.from(page(NOT_FOUND_PAGE)), 404],
    ['the 503 page, as a Uint8Array', new TextEncoder().encode(page(UNAVAILABLE_PAGE)), 503],
    ['a page', '<!DOCTYPE html><html><body><h1>Nizami</h1></body></html>', undefined],
    ['nothing written yet', undefined, undefined],
    ['a callback given to end()', () => {}, undefined],
  ])('%s: %s', (_label, chunk, status) => {
    expect(statusOfPageHtml(chunk)).toBe(status);
  });
});
