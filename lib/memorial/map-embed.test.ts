import { sanitizeMapEmbed } from '@/lib/api/sanitize';
import { securityHeaders } from '@/lib/runtime/security-headers.mjs';
import { mapEmbedSrc, safeMapEmbedUrl } from './map-embed';

const SRC = 'https://www.google.com/maps/embed?pb=!1m18!2d49.8371!3d40.3661!4v1700000000000';

describe('mapEmbedSrc', () => {
  it('reads the address back out of the sanitized iframe', () => {
    const markup = sanitizeMapEmbed(`<iframe src="${SRC}&amp;hl=az" width="600"></iframe>`);
    expect(mapEmbedSrc(markup)).toBe(`${SRC}&hl=az`);
  });

  it('takes an embed address sent without its iframe, and nothing else bare', () => {
    expect(mapEmbedSrc(` ${SRC} `)).toBe(SRC);
    expect(sanitizeMapEmbed(SRC)).toContain(`src="${SRC}"`);
    for (const bare of ['Bakı, Fəxri xiyaban', 'https://example.com/maps/embed?pb=1', '<p>x</p>'])
      expect(mapEmbedSrc(bare)).toBeNull();
  });

  it('accepts the other Google embed hosts and single quotes', () => {
    expect(mapEmbedSrc(`<iframe src='https://maps.google.com/maps/embed?q=1'></iframe>`)).toBe(
      'https://maps.google.com/maps/embed?q=1',
    );
  });

  it('accepts a My Maps embed, and an older one over http as https', () => {
    const mine = 'https://www.google.com/maps/d/embed?mid=1AbC&ll=40.4093,49.8671&z=12';
    expect(mapEmbedSrc(`<iframe src="${mine.replace(/&/g, '&amp;')}"></iframe>`)).toBe(mine);
    expect(safeMapEmbedUrl('http://maps.google.com/maps?q=40.3661,49.8371&output=embed')).toBe(
      'https://maps.google.com/maps?q=40.3661,49.8371&output=embed',
    );
  });

  it('accepts the classic embed address, the one that also names its point', () => {
    const classic = 'https://maps.google.com/maps?q=40.3661,49.8371&z=15&output=embed';
    expect(mapEmbedSrc(`<iframe src="${classic.replace(/&/g, '&amp;')}"></iframe>`)).toBe(
      'https://maps.google.com/maps?q=40.3661,49.8371&z=15&output=embed',
    );
    // Not an embed: Google refuses to be framed there.
    expect(safeMapEmbedUrl('https://maps.google.com/maps?q=40.3661,49.8371')).toBeNull();
    expect(safeMapEmbedUrl('https://www.google.com/maps/place/Baku?output=embed')).toBeNull();
  });

  it.each([
    ['a script element', `<script>alert(1)</script><iframe src="javascript:alert(1)"></iframe>`],
    ['a javascript: address', '<iframe src="javascript:alert(document.cookie)"></iframe>'],
    ['an entity-encoded javascript: address', '<iframe src="&#106;avascript:alert(1)"></iframe>'],
    ['a data: address', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['another host', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    ['a look-alike host', '<iframe src="https://www.google.com.evil.example/maps/embed"></iframe>'],
    ['credentials in the address', '<iframe src="https://x@www.google.com/maps/embed"></iframe>'],
    ['another scheme', '<iframe src="ftp://www.google.com/maps/embed?pb=1"></iframe>'],
    [
      'a My Maps viewer, not its embed',
      '<iframe src="https://www.google.com/maps/d/viewer?mid=1"></iframe>',
    ],
    [
      'another Google path',
      '<iframe src="https://www.google.com/url?q=https://evil.example"></iframe>',
    ],
    ['no iframe', '<img src=x onerror="alert(1)">'],
    ['no address', '<iframe onload="alert(1)"></iframe>'],
    ['nothing', ''],
    ['null', null],
  ])('rejects %s', (_label, markup) => {
    expect(mapEmbedSrc(markup)).toBeNull();
  });

  it('cannot carry an attribute out of the address', () => {
    const markup = sanitizeMapEmbed(
      `<iframe src="https://www.google.com/maps/embed?pb=1&quot; onload=&quot;alert(1)" onload="alert(2)"></iframe>`,
    );
    const src = mapEmbedSrc(markup);
    // The quote stays inside the URL (percent-encoded), so it cannot end the attribute.
    expect(src).not.toContain('"');
    expect(src?.startsWith('https://www.google.com/maps/embed?')).toBe(true);
  });
});

describe('safeMapEmbedUrl', () => {
  it('normalises an accepted address', () => {
    expect(safeMapEmbedUrl(' https://www.google.com/maps/embed?pb=!2d1!3d2 ')).toBe(
      'https://www.google.com/maps/embed?pb=!2d1!3d2',
    );
  });
  it('rejects a non-URL', () => {
    expect(safeMapEmbedUrl('maps/embed')).toBeNull();
  });
});

describe('an accepted map is one the page may frame', () => {
  const policy = securityHeaders({ dev: false, media: '' })[0]!.value;
  const frameSrc = /frame-src ([^;]+)/.exec(policy)![1]!.split(' ');
  it.each([
    'https://www.google.com/maps/embed?pb=!2d1!3d2',
    'https://google.com/maps/embed?pb=!2d1!3d2',
    'https://maps.google.com/maps/embed?q=1',
    'https://maps.google.com/maps?q=40.3661,49.8371&output=embed',
  ])('%s', (src) => {
    expect(frameSrc).toContain(new URL(safeMapEmbedUrl(src)!).origin);
  });
});
