import { canonicalPath, isActivePath } from './active-path';

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

describe('canonicalPath', () => {
  it('maps listing aliases to their category path', () => {
    expect(canonicalPath('/public-figures')).toBe('/category/public-figures');
    expect(canonicalPath('/about')).toBe('/about');
  });
});
