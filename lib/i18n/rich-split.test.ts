import { splitTag } from './rich-split';

describe('splitTag', () => {
  it.each<[string, [string, string, string]]>([
    ['I accept the <terms>terms of use</terms>', ['I accept the ', 'terms of use', '']],
    [
      '<terms>İstifadə şərtlərini</terms> qəbul edirəm',
      ['', 'İstifadə şərtlərini', ' qəbul edirəm'],
    ],
    ['Я принимаю <terms>условия</terms> сайта', ['Я принимаю ', 'условия', ' сайта']],
    ['no tag here', ['', 'no tag here', '']],
  ])('%s', (message, parts) => {
    expect(splitTag(message, 'terms')).toEqual(parts);
  });
});
