import { categoryFormOf, isActivePath } from './active-path';

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/about', '/', false],
    ['/about', '/about', true],
    ['/category/martyrs/12', '/category/martyrs', true],
    ['/martyrs', '/category/martyrs', true],
    ['/genealogy/3/9', '/genealogy', true],
    ['/genealogy-all', '/genealogy', false],
  ])('%s with link %s: %s', (path, href, active) => {
    expect(isActivePath(path, href)).toBe(active);
  });
});

describe('categoryFormOf', () => {
  it('maps listing aliases to their category path', () => {
    expect(categoryFormOf('/public-figures')).toBe('/category/public-figures');
    expect(categoryFormOf('/about')).toBe('/about');
  });
});
