import { matchRank, recordSkeleton, searchSkeleton } from './search-text';

describe('searchSkeleton', () => {
  it.each([
    ['Üzeyir Hacıbəyov', 'uzeyir hacibeyov'],
    ['İsmayıl Xətai', 'ismayil xetai'],
    ['ISMAYIL XETAI', 'ismayil xetai'],
    ['Низами Гянджеви', 'nizami gyanjevi'],
    ['Ismail Khatai', 'ismail xatai'],
    ['Şuşa, Çənlibel — Göygöl', 'susa cenlibel goygol'],
    ['  many   spaces\t', 'many spaces'],
    ['Qarabağ', 'qarabag'],
    ['100% _real_', '100 real'],
  ])('%s -> %s', (input, expected) => {
    expect(searchSkeleton(input)).toBe(expected);
  });

  it('folds typed and stored forms to the same skeleton', () => {
    expect(searchSkeleton('uzeyir')).toBe(searchSkeleton('Üzeyir'));
    expect(searchSkeleton('nizami')).toBe(searchSkeleton('Низами'));
    expect(searchSkeleton('shusha')).toBe(searchSkeleton('Şuşa'));
  });
});

describe('matchRank', () => {
  const names = ['nizami gencevi', 'nizami ganjavi', 'nizami gyanjevi'];
  it('ranks exact, prefix, word prefix and inner matches', () => {
    expect(matchRank(names, 'nizami gencevi')).toBe(0);
    expect(matchRank(names, 'niz')).toBe(1);
    expect(matchRank(names, 'genc')).toBe(2);
    expect(matchRank(names, 'zami')).toBe(3);
  });
  it('finds a token of one or two letters only at the start of a word', () => {
    expect(matchRank(names, 'ga')).toBe(2);
    expect(matchRank(names, 'n g')).toBe(2);
    expect(matchRank(names, 'am')).toBeNull();
    expect(matchRank(names, 'zam')).toBe(3);
    expect(matchRank(names, 'nizami am')).toBeNull();
  });
  it('needs every token', () => {
    expect(matchRank(names, 'nizami fuzuli')).toBeNull();
    expect(matchRank(names, '')).toBeNull();
  });
});

describe('recordSkeleton', () => {
  it('joins the skeletons of the names, markup dropped', () => {
    expect(
      recordSkeleton(['Üzeyir <b>Hacıbəyov</b>', 'Uzeyir Hajibeyov', 'Узеир Гаджибеков']),
    ).toBe('uzeyir hacibeyov | uzeyir hajibeyov | uzeir gajibekov');
  });
});
