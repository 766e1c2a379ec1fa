import { detailHrefOf, viewerHref, viewerSourceOf } from './viewer-links';

describe('viewerHref', () => {
  it('links category records plainly and members with ?from=genealogy', () => {
    expect(viewerHref('photos', 4, 'category')).toBe('/photos/4');
    expect(viewerHref('videos', 4, 'genealogy')).toBe('/videos/4?from=genealogy');
    expect(viewerHref('audio', 9, 'category', 'ru')).toBe('/audio/9/ru');
    expect(viewerHref('audio', 9, 'genealogy', 'az')).toBe('/audio/9/az?from=genealogy');
  });
  it('reads the source back from the query', () => {
    expect(viewerSourceOf('genealogy')).toBe('genealogy');
    expect(viewerSourceOf(undefined)).toBe('category');
    expect(viewerSourceOf(['genealogy', 'x'])).toBe('category');
  });
});

describe('detailHrefOf', () => {
  const category = { id: 4, title: { az: 'Şəhidlər', en: 'Martyrs', ru: 'Шехиды' } };
  it('leads back to the page the record was read for', () => {
    expect(detailHrefOf({ id: 7, genealogyId: null, category }, 'category')).toBe(
      '/category/martyrs/7',
    );
    expect(detailHrefOf({ id: 7, genealogyId: 3, category }, 'genealogy')).toBe('/genealogy/3/7');
    // A member that names no tree has no page of its own: the trees' list, not a 404.
    expect(detailHrefOf({ id: 7, genealogyId: null, category }, 'genealogy')).toBe('/genealogy');
  });
  it('never sends a category’s record to a tree it also names', () => {
    expect(detailHrefOf({ id: 7, genealogyId: 3, category }, 'category')).toBe(
      '/category/martyrs/7',
    );
  });
});
