import { mediaSrc } from './paths';

describe('mediaSrc', () => {
  it.each([
    ['portraits/p-01.webp', '/media', '/media/portraits/p-01.webp'],
    ['/portraits/p-01.webp', '/media', '/media/portraits/p-01.webp'],
    ['audio/Səs 1.mp3', '/media', '/media/audio/S%C9%99s%201.mp3'],
    ['uploads/a.jpg', 'https://admin.example.az/', 'https://admin.example.az/uploads/a.jpg'],
    // Stored already escaped: appended as stored, never escaped twice.
    ['uploads/Bak%C4%B1%20bulvar.jpg', '/media', '/media/uploads/Bak%C4%B1%20bulvar.jpg'],
    ['uploads/Bakı bulvar.jpg', '/media', '/media/uploads/Bak%C4%B1%20bulvar.jpg'],
    ['uploads/100% real.jpg', '/media', '/media/uploads/100%25%20real.jpg'],
    ['uploads/IMG_2041.JPG', '/media', '/media/uploads/IMG_2041.JPG'],
    ['uploads/a.jpg?v=2', 'https://admin.example.az', 'https://admin.example.az/uploads/a.jpg'],
    ['uploads/a.mp3#t=10', '/media', '/media/uploads/a.mp3'],
  ])('%s under %s is %s', (path, base, url) => {
    expect(mediaSrc(path, base)).toBe(url);
  });

  it.each([
    '',
    null,
    undefined,
    '../etc/passwd',
    'a/../../b',
    'https://evil.example/x.jpg',
    'javascript:alert(1)',
    '//evil.example/x',
    'a\\..\\b',
    'a/%2e%2e/b',
    'a/%2E%2e/%2E%2e/b',
    'a%2F..%2Fb/c',
    '%2e/x',
  ])('refuses %s', (path) => {
    expect(mediaSrc(path, '/media')).toBeNull();
  });
});
