import { recordPath, routes, type RecordRef } from './routes';

describe('routes', () => {
  it.each<[string, string]>([
    [routes.home, '/'],
    [routes.genealogies, '/genealogy'],
    [routes.category('dear-memories'), '/category/dear-memories'],
    [routes.detail('historical-monuments', 42), '/category/historical-monuments/42'],
    [routes.genealogy(3), '/genealogy/3'],
    [routes.member(3, 170), '/genealogy/3/170'],
    [routes.photos(7), '/photos/7'],
    [routes.videos(7), '/videos/7'],
    [routes.audio(7, 'ru'), '/audio/7/ru'],
    [
      routes.qr('f3b9c2e4-7a1d-4c8e-9b26-5d0e8a4f1c37'),
      '/qrcode/f3b9c2e4-7a1d-4c8e-9b26-5d0e8a4f1c37',
    ],
    [routes.shareImage('en', 'genealogy', 170), '/og/en/genealogy/170.png'],
    [routes.shareImage('ru', 'collection', 3), '/og/ru/collection/3.png'],
    [routes.pageImage('az', 'publicFigures'), '/og/az/page/publicFigures.png'],
    [routes.calendar('az', 'category', 1), '/calendar/az/category/1.ics'],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it.each<[RecordRef, string]>([
    [{ kind: 'detail', category: 'martyrs', id: 5, lastModified: null }, '/category/martyrs/5'],
    [{ kind: 'genealogy', id: 2, lastModified: null }, '/genealogy/2'],
    [{ kind: 'member', genealogyId: 2, id: 9, lastModified: '2026-01-01' }, '/genealogy/2/9'],
  ])('a record page %j is at %s', (ref, path) => {
    expect(recordPath(ref)).toBe(path);
  });
});
