import ICAL from 'ical.js';
import { cssUrls, fileHref, kindOf, pageFile, pageHref, rewriteHtml } from './mirror.mjs';
import { redrawPrintQr, rewriteCalendar, swapOrigin } from './mirror.mjs';
import { printQrSvg } from '@/lib/seo/print-qr.mjs';

const at = (path: string) => new URL(path, 'http://site.test');

describe('what an address is to the mirror', () => {
  it.each([
    ['/category/martyrs/67', 'page'],
    ['/en/genealogy/3/41', 'page'],
    ['/category/martyrs?page=2', 'page'],
    ['/contact', 'page'],
    ['/search', 'page'],
    ['/search?key=%C9%99li', 'live'],
    ['/api/v1/homepage', 'live'],
    ['/archive/az/category/1.zip', 'live'],
    ['/contact/category/martyrs/1', 'live'],
    ['/ru/qrcode/4b7c', 'live'],
    ['/calendar/az/category/1.ics', 'file'],
    ['/og/en/category/1.png', 'file'],
  ])('%s is a %s', (path, kind) => {
    expect(kindOf(at(path), 'page')).toBe(kind);
  });

  it('saves a page as its folder index, a later listing page under /pages/N', () => {
    expect(pageFile(at('/'))).toBe('index.html');
    expect(pageFile(at('/en'))).toBe('en/index.html');
    expect(pageFile(at('/category/martyrs/67/'))).toBe('category/martyrs/67/index.html');
    expect(pageHref(at('/category/martyrs?page=3'))).toBe('/category/martyrs/pages/3');
    // The language menu's az home (it stores the choice on the live site) is the mirror's home.
    expect(pageHref(at('/az'))).toBe('/');
    expect(pageFile(at('/en/category/martyrs?page=3'))).toBe(
      'en/category/martyrs/pages/3/index.html',
    );
  });

  it('links the not-found page by its file, which a plain static server answers too', () => {
    expect(pageHref(at('/404'))).toBe('/404.html');
    expect(pageHref(at('/ru/404'))).toBe('/ru/404.html');
    expect(pageFile(at('/en/404'))).toBe('en/404.html');
    expect(pageFile(at('/en/category/404'))).toBe('en/category/404/index.html');
  });

  it('names files by their path; resized images by their query and type; the media host apart', () => {
    expect(fileHref(at('/favicon.ico?favicon.0z2.ico'), 'image/x-icon')).toBe('/favicon.ico');
    const image = fileHref(at('/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75'), 'image/webp');
    expect(image).toMatch(/^\/_next\/image\/[0-9a-f]{16}\.webp$/);
    expect(fileHref(at('/_next/image?url=%2Fmedia%2Fa.webp&w=828&q=75'), 'image/webp')).not.toBe(
      image,
    );
    expect(fileHref(new URL('http://media.test/uploads/a b.mp3'), null, 'http://media.test')).toBe(
      '/_media/uploads/a%20b.mp3',
    );
  });
});

describe('rewriteHtml', () => {
  const html =
    '<html><head><link rel="modulepreload" href="/_next/a.js"/><script src="/_next/b.js" async=""></script>' +
    '<script type="application/ld+json">{"url":"http://site.test/x"}</script>' +
    '<link rel="canonical" href="http://site.test/x"/></head><body>' +
    '<img alt="a &gt; b > c" srcset="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fa.webp&amp;w=828&amp;q=75 828w" src="/x.png"/>' +
    '<a href="/category/martyrs?page=2">more</a><script>self.__next_f.push([1,"<a href=\\"/y\\">"])</script></body></html>';

  it('takes every script out but the structured data, and visits every address once', () => {
    const seen: [string, string][] = [];
    const out = rewriteHtml(html, (value, use) => {
      seen.push([value, use]);
      return null;
    });
    expect(out).not.toContain('<script src');
    expect(out).not.toContain('modulepreload');
    expect(out).not.toContain('__next_f');
    expect(out).toContain('<script type="application/ld+json">');
    expect(seen).toEqual([
      ['http://site.test/x', 'page'],
      ['/_next/image?url=%2Fa.webp&w=640&q=75', 'file'],
      ['/_next/image?url=%2Fa.webp&w=828&q=75', 'file'],
      ['/x.png', 'file'],
      ['/category/martyrs?page=2', 'page'],
    ]);
  });

  it('writes what the visitor answers, escaped again, keeping the rest of the tag', () => {
    const out = rewriteHtml(html, (value) => (value.startsWith('/_next/image') ? '/i?a&b' : null));
    expect(out).toContain(
      '<img alt="a &gt; b > c" srcset="/i?a&amp;b 640w, /i?a&amp;b 828w" src="/x.png"/>',
    );
  });

  it('shows what the page keeps for no scripts: <noscript> unwrapped, every tab panel shown, the tabs not', () => {
    const tabs =
      '<div role="tablist" class="t"><button role="tab">A</button></div>' +
      '<div role="tabpanel" id="a" class="p">one</div><div role="tabpanel" id="b" hidden="" class="p">' +
      '<noscript><audio controls="" preload="none" src="/media/audio/a.mp3"></audio></noscript></div>' +
      '<p hidden="">kept hidden</p>';
    const seen: string[] = [];
    const out = rewriteHtml(tabs, (value) => (seen.push(value), null));
    expect(out).toBe(
      '<div role="tablist" class="t" hidden><button role="tab">A</button></div>' +
        '<div role="tabpanel" id="a" class="p">one</div><div role="tabpanel" id="b" class="p">' +
        '<audio controls="" preload="none" src="/media/audio/a.mp3"></audio></div>' +
        '<p hidden="">kept hidden</p>',
    );
    expect(seen).toEqual(['/media/audio/a.mp3']);
  });

  it('marks the document as the mirror, where what was counted on its day says so', () => {
    expect(rewriteHtml('<html lang="az" data-scripts="off"><body></body></html>', () => null)).toBe(
      '<html lang="az" data-scripts="off" data-mirror><body></body></html>',
    );
  });

  it('finds the fonts of a stylesheet', () => {
    expect(
      cssUrls(
        '@font-face{src:url(../media/a.woff2) format("woff2"),url("b.woff")}a{b:url(data:x)}',
      ),
    ).toEqual(['../media/a.woff2', 'b.woff']);
  });
});

describe('the live origin in text', () => {
  const from = 'http://localhost:4100';
  const to = 'https://mirror.example.org';

  it('is swapped as written and percent-encoded (a share link, a calendar link)', () => {
    const page = `https://wa.me/?text=${encodeURIComponent(`${from}/en/category/martyrs/7`)}`;
    expect(swapOrigin(`${from}/x ${page}`, from, to)).toBe(
      `${to}/x https://wa.me/?text=https%3A%2F%2Fmirror.example.org%2Fen%2Fcategory%2Fmartyrs%2F7`,
    );
  });

  it('is swapped in a calendar file across folded lines, folded again at 75 octets', () => {
    const long = 'https://remembrance.mirror.of.a.family.example.org';
    const description = `DESCRIPTION:Əziz xatirəsinə. Səhifə: ${from}/category/martyrs/7`;
    const fold = (line: string) => line.match(/.{1,45}/g)!.join('\r\n ');
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      `URL;VALUE=URI:${from}/category/martyrs/7`,
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20260101',
      fold(description),
      `URL;VALUE=URI:${from}/category/martyrs/7`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    for (const target of [to, long]) {
      const out = rewriteCalendar(ics, (text) => swapOrigin(text, from, target));
      expect(out).not.toContain('localhost');
      for (const line of out.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const event = new ICAL.Component(ICAL.parse(out)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('description')).toBe(
        `Əziz xatirəsinə. Səhifə: ${target}/category/martyrs/7`,
      );
      expect(String(event.getFirstPropertyValue('url'))).toBe(`${target}/category/martyrs/7`);
    }
  });

  it('is drawn again in a printable QR code, for the address printed under it', async () => {
    const old = `${from}/en/category/martyrs/7`;
    const now = `${to}/en/category/martyrs/7`;
    const figure = (url: string, svg: string) =>
      `<figure class="q" aria-hidden="true" data-print-qr="${url}"><div class="c">${svg}</div>` +
      `<figcaption>Scan<br/>${url}</figcaption></figure>`;
    const html = figure(old, await printQrSvg(old));
    const out = await redrawPrintQr(swapOrigin(html, from, to));
    expect(out).toBe(figure(now, await printQrSvg(now)));
    expect(await printQrSvg(now)).not.toBe(await printQrSvg(old));
  });
});
