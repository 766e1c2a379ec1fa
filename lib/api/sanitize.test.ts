import { safeHttpUrl, sanitizeMapEmbed, sanitizeRichText } from './sanitize';

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
  it.each([
    '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>',
    '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>',
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
