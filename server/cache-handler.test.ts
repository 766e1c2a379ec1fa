import {
  INCOMPLETE_MARKER,
  isKeepable,
  isTemporarilyUnfit,
  UNAVAILABLE_MARKER,
} from './cache-handler.mjs';

describe('isKeepable', () => {
  const page = (status: number | undefined, html = '<main>Nizami</main>') => ({
    kind: 'APP_PAGE',
    status,
    html,
  });
  const data = (body: string | undefined) => ({ kind: 'FETCH', data: { body } });

  it.each<[string, unknown, boolean]>([
    ['a rendered page', page(undefined), true],
    ['a page with status 200', page(200), true],
    ['a 404 page', page(404), false],
    ['a redirect', page(307), false],
    ['a page that says its record is unavailable', page(200, `<div ${UNAVAILABLE_MARKER}>`), false],
    ['a listing missing a page it failed to load', page(200, `<div ${INCOMPLETE_MARKER}>`), false],
    ['a route answer', { kind: 'APP_ROUTE', status: 200, body: Buffer.from('png') }, true],
    ['a 404 route answer', { kind: 'APP_ROUTE', status: 404, body: Buffer.from('{}') }, false],
    ['a read with a record', data('{"id":1}'), true],
    ['a read that found no record', data('null'), false],
    ['a page past the end of a list', data('[]'), false],
    ['a read that returned nothing', data(undefined), false],
    ['nothing (a not-found route)', null, false],
    ['a pages-router redirect', { kind: 'REDIRECT', props: {} }, false],
  ])('%s: %s', (_label, value, keep) => {
    expect(isKeepable(value)).toBe(keep);
  });
});

describe('isTemporarilyUnfit: not kept, and the good copy before it stays', () => {
  const page = (status: number, html = '<main>Nizami</main>') => ({
    kind: 'APP_PAGE',
    status,
    html,
  });
  it.each<[string, unknown, boolean]>([
    ['a page rendered without its record', page(200, `<div ${UNAVAILABLE_MARKER}>`), true],
    ['a page missing a section', page(200, `<footer ${INCOMPLETE_MARKER}>`), true],
    ['a QR page that could not read its record', { kind: 'APP_ROUTE', status: 503 }, true],
    ['a record that is gone', page(404), false],
    ['a redirect', page(307), false],
    ['a read that found nothing', { kind: 'FETCH', data: { body: 'null' } }, false],
  ])('%s: %s', (_label, value, temporary) => {
    expect(isTemporarilyUnfit(value)).toBe(temporary);
  });
});
