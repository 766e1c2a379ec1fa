import { safeHttpUrl } from '@/lib/safe-url';
import { detailFixture } from './testing/detail-fixture';
import { sanitizeDeceased, sanitizeDocument, sanitizeMapEmbed, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeRichText('<p>Bir <strong>xatirə</strong> <em>ki</em></p>')).toBe(
      '<p>Bir <strong>xatirə</strong> <em>ki</em></p>',
    );
  });
  it('removes scripts, handlers, styles and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|javascript|<img/i);
    expect(out).toContain('Hi');
  });
  it('opens external links in a new tab safely', () => {
    expect(sanitizeRichText('<a href="https://example.org">e</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });
});

describe('sanitizeMapEmbed', () => {
  it('keeps a Google Maps embed and drops everything else on the tag', () => {
    const out = sanitizeMapEmbed(
      '<iframe src="https://www.google.com/maps/embed?pb=!2d49.83!3d40.37" onload="x()" width="600"></iframe>',
    );
    expect(out).toBe(
      '<iframe src="https://www.google.com/maps/embed?pb=!2d49.83!3d40.37" loading="lazy" referrerpolicy="no-referrer-when-downgrade" allowfullscreen></iframe>',
    );
  });
  it('takes a protocol-relative address as https', () => {
    expect(sanitizeMapEmbed('<iframe src="//www.google.com/maps/embed?pb=1"></iframe>')).toContain(
      'src="https://www.google.com/maps/embed?pb=1"',
    );
    expect(
      sanitizeMapEmbed('<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>'),
    ).toContain('src="https://www.google.com/maps/embed?pb=1"');
  });
  it('says once per record that a map it cannot show was left out', () => {
    const said = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const yandex = detailFixture({
        id: 731,
        location: '<iframe src="https://yandex.ru/map-widget/v1/?ll=49.8"></iframe>',
      });
      expect(sanitizeDeceased(yandex)?.location).toBeNull();
      sanitizeDeceased(yandex);
      expect(said).toHaveBeenCalledTimes(1);
      expect(String(said.mock.calls[0]![0])).toMatch(/record 731: its location is no Google Maps/);
    } finally {
      said.mockRestore();
    }
  });
  it.each([
    '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>',
    '<iframe src="https://www.google.com/maps/d/viewer?mid=1"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<div>no iframe</div>',
    '',
  ])('rejects %s', (markup) => {
    expect(sanitizeMapEmbed(markup)).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('accepts http(s) and rejects other schemes', () => {
    expect(safeHttpUrl('https://instagram.com/x')).toBe('https://instagram.com/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe('headings', () => {
  it('keeps every heading a heading, under the page title', () => {
    expect(sanitizeRichText('<h1>Bir</h1><h3>İki</h3><h6>Üç</h6>')).toBe(
      '<h2>Bir</h2><h3>İki</h3><h4>Üç</h4>',
    );
  });
  it("reads a document's bold-only paragraphs as headings, and nothing else", () => {
    expect(
      sanitizeDocument(
        '<p><strong>1. Ümumi müddəalar</strong></p><p>Bu <b>qaydalar</b> sayt.</p><p><b> </b></p><p><strong>2. &lt;Hörmət&gt;</strong></p>',
      ),
    ).toBe('<h2>1. Ümumi müddəalar</h2><p>Bu <b>qaydalar</b> sayt.</p><h2>2. &lt;Hörmət&gt;</h2>');
  });
  it('leaves a long bold paragraph a paragraph', () => {
    const long = `<p><strong>${'söz '.repeat(40)}</strong></p>`;
    expect(sanitizeDocument(long)).toBe(sanitizeRichText(long));
  });
});

describe("an editor's markup", () => {
  it('keeps lines, tables and lists of terms apart, not their words run together', () => {
    expect(sanitizeRichText('<div>Birinci sətir</div><section>İkinci sətir</section>')).toBe(
      '<div>Birinci sətir</div><div>İkinci sətir</div>',
    );
    expect(
      sanitizeRichText(
        '<table style="width:1px"><tr><th colspan="2" onclick="x()">Doğum</th><td>1941</td></tr></table>',
      ),
    ).toBe('<table><tbody><tr><th colspan="2">Doğum</th><td>1941</td></tr></tbody></table>');
    expect(sanitizeRichText('<dl><dt>Vəfat</dt><dd>1992</dd></dl>')).toBe(
      '<dl><dt>Vəfat</dt><dd>1992</dd></dl>',
    );
  });
  it('is the tree a browser builds, which React hydrates without a mismatch', () => {
    expect(sanitizeRichText('<p>Bir<div>İki</div></p>')).toBe('<p>Bir</p><div>İki</div><p></p>');
    expect(sanitizeRichText('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
  });
  it.each(['<p><br></p>', '<p>&nbsp;</p>', '<div><p> </p><hr></div>', '<img src="x.jpg">'])(
    'reads %s as no text, so that another language or "No details" stands in',
    (html) => {
      expect(sanitizeRichText(html)).toBe('');
    },
  );
});
