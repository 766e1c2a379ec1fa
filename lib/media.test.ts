import { mediaSrc } from './media';

describe('mediaSrc', () => {
  it.each([
    ['portraits/p-01.webp', '/media', '/media/portraits/p-01.webp'],
    ['/portraits/p-01.webp', '/media', '/media/portraits/p-01.webp'],
    ['audio/Səs 1.mp3', '/media', '/media/audio/S%C9%99s%201.mp3'],
    ['uploads/a.jpg', 'https://admin.example.az/', 'https://admin.example.az/uploads/a.jpg'],
  ])('%s under %s is %s', (path, base, url) => {
    expect(mediaSrc(path, base)).toBe(url);
  });

  it.each(['', null, undefined, '../etc/passwd', 'a/../../b', 'https://evil.example/x.jpg', 'javascript:alert(1)', '//evil.example/x', 'a\\..\\b'])(
    'refuses %s',
    (path) => {
      expect(mediaSrc(path, '/media')).toBeNull();
    },
  );
});
