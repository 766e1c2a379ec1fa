import { entryRule } from './cache-handler.mjs';
import { pageStateMarker } from './page-state.mjs';

describe('entryRule: what becomes of an entry Next hands the cache', () => {
  const page = (status: number | undefined, html = '<main>Nizami</main>') => ({
    kind: 'APP_PAGE',
    status,
    html,
  });
  const data = (body: string | undefined) => ({ kind: 'FETCH', data: { body } });
  const unavailable = `<div ${pageStateMarker('unavailable')}>`;
  const incomplete = `<div ${pageStateMarker('incomplete')}>`;

  it.each<[string, unknown, 'keep' | 'skip' | 'drop']>([
    ['a rendered page', page(undefined), 'keep'],
    ['a page with status 200', page(200), 'keep'],
    ['a route answer', { kind: 'APP_ROUTE', status: 200, body: Buffer.from('png') }, 'keep'],
    ['a read with a record', data('{"id":1}'), 'keep'],
    // The source failed for a while: not kept, and the good copy before it stays.
    ['a page rendered without its record', page(200, unavailable), 'skip'],
    ['a listing missing a page it failed to load', page(200, incomplete), 'skip'],
    ['a page missing a section', page(200, `<footer ${pageStateMarker('incomplete')}>`), 'skip'],
    ['a QR page that could not read its record', { kind: 'APP_ROUTE', status: 503 }, 'skip'],
    // Gone or never there: not kept, and any copy before it goes.
    ['a 404 page', page(404), 'drop'],
    ['a record that is gone', page(404, '<h1>404</h1>'), 'drop'],
    ['a redirect', page(307), 'drop'],
    ['a 404 route answer', { kind: 'APP_ROUTE', status: 404, body: Buffer.from('{}') }, 'drop'],
    ['a read that found no record', data('null'), 'drop'],
    ['a page past the end of a list', data('[]'), 'drop'],
    ['a listing page past the end', data('{"figures":[],"received":0}'), 'drop'],
    ['a collection page past the end', data('{"id":3,"title":{"az":"T"},"members":[],"received":0}'), 'drop'],
    ['a listing page whose items were all dropped', data('{"figures":[],"received":12}'), 'keep'],
    ['a body that is not JSON', data('plain text'), 'keep'],
    ['a read that returned nothing', data(undefined), 'drop'],
    ['nothing (a not-found route)', null, 'drop'],
    ['a pages-router redirect', { kind: 'REDIRECT', props: {} }, 'drop'],
  ])('%s: %s', (_label, value, rule) => {
    expect(entryRule(value)).toBe(rule);
  });
});
