import { viewerHref, viewerSourceOf } from './viewer-links';

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
