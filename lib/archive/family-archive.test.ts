import { recordFixture } from '@/lib/api/testing/detail-fixture';
import en from '@/messages/en.json';
import { archiveItems, archivePage, type Translate } from './family-archive';

// The English messages, looked up by their dotted key, with {placeholders} filled.
const t: Translate = (key, values = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
};

const record = recordFixture(
  {
    name: { az: 'Əli <b>Əliyev</b>', en: 'Ali <b>Aliyev</b>', ru: '' },
    text: { az: '<p>Mətn</p>', en: '<p>A <em>short</em> <a href="/about">life</a>.</p>', ru: '' },
    date: '12.03.1968 – 26.02.1992',
    category: { id: 3, title: { az: '', en: 'Martyrs', ru: '' } },
  },
  {
    profile_photo: 'portraits/ali.jpg',
    images: [
      { id: 1, url: 'portraits/ali.jpg', original_name: 'ali.jpg' },
      { id: 2, url: 'gallery/IMG_2041.JPG', original_name: 'IMG_2041.JPG' },
    ],
    videos: [
      {
        id: 3,
        url: 'video/v.mp4',
        original_name: 'v.mp4',
        file_size: 1,
        file_type: 'video/mp4',
        upload_date: '2025-01-01',
      },
    ],
    youtube: [{ id: 4, link: 'https://youtu.be/dQw4w9WgXcQ' }],
    voice: { az: 'audio/voice-az.mp3', en: null, ru: null },
    audio: [{ id: 5, url: 'audio/song.mp3', original_name: 'Lay-lay' }],
    quran: [{ id: 6, url: 'audio/fatiha', original_name: 'Fatiha' }],
  },
);

const address = (src: string) => `https://xatire.az${src}`;

describe('archiveItems', () => {
  it('lists each file once, portrait first, named by kind and number', () => {
    const items = archiveItems(record, address);
    expect(items.map((item) => [item.file, item.src])).toEqual([
      ['media/photo-01.jpg', '/media/portraits/ali.jpg'],
      ['media/photo-02.jpg', '/media/gallery/IMG_2041.JPG'],
      ['media/video-01.mp4', '/media/video/v.mp4'],
      ['media/voice-az.mp3', '/media/audio/voice-az.mp3'],
      ['media/recording-01.mp3', '/media/audio/song.mp3'],
      ['media/quran-01.bin', '/media/audio/fatiha'],
    ]);
    expect(items[0]!.address).toBe('https://xatire.az/media/portraits/ali.jpg');
  });
});

describe('archivePage', () => {
  const pageInput = {
    lang: 'en' as const,
    t,
    pageFile: (l: string) => (l === 'en' ? 'index.html' : `${l}.html`),
    url: 'https://xatire.az/en/category/martyrs/1',
    made: { year: 2026, month: 11, day: 29 },
  };
  const page = (states: Record<number, 'missing' | 'incomplete'> = {}) => {
    const items = archiveItems(record, address).map((item, i) => ({
      ...item,
      state: states[i] ?? item.state,
    }));
    return archivePage({ ...pageInput, record, items });
  };

  it('is a page with no script, its files beside it, the name escaped', () => {
    const html = page();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("script-src 'none'");
    expect(html).toContain('<h1>Ali &lt;b&gt;Aliyev&lt;/b&gt;</h1>');
    expect(html).toContain('<img class="portrait" src="media/photo-01.jpg"');
    expect(html).toContain(
      'src="media/photo-02.jpg" alt="Ali <b>Aliyev</b> — photo 2"'.replace(/<b>|<\/b>/g, (m) =>
        m === '<b>' ? '&lt;b&gt;' : '&lt;/b&gt;',
      ),
    );
    expect(html).toContain('<audio controls preload="metadata" src="media/quran-01.bin">');
    expect(html).toContain('<figcaption>Lay-lay</figcaption>');
    expect(html).toContain('<a href="https://xatire.az/about">life</a>');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('<a href="ru.html" lang="ru" hreflang="ru">Русский</a>');
    expect(html).toContain('aria-current="page" lang="en" hreflang="en">English</a>');
    expect(html).toContain('This copy was made on 29.11.2026');
    expect(html).not.toContain('Not in this copy');
  });

  it('names an unnamed recording as the page names it: the name and its number', () => {
    const unnamed = recordFixture(
      { name: { az: 'Əli', en: 'Ali', ru: '' }, category: record.category },
      {
        audio: [{ id: 5, url: 'audio/song.mp3', original_name: '' }],
        quran: [{ id: 6, url: 'audio/fatiha.mp3', original_name: '01.mp3' }],
      },
    );
    const items = archiveItems(unnamed, address);
    const html = archivePage({ ...pageInput, record: unnamed, items });
    expect(html).toContain('<figcaption>Ali — recording 1</figcaption>');
    expect(html).toContain('<figcaption>Ali — Quran recitation 1</figcaption>');
  });

  it('numbers an item as the page does, when one before it is not in the copy', () => {
    const two = recordFixture(
      { name: { az: 'Əli', en: 'Ali', ru: '' }, category: record.category },
      {
        audio: [
          { id: 5, url: 'audio/a.mp3', original_name: 'Lay-lay' },
          { id: 7, url: 'audio/b.mp3', original_name: '' },
        ],
      },
    );
    const items = archiveItems(two, address).map((item, i) => ({
      ...item,
      state: i === 0 ? ('missing' as const) : item.state,
    }));
    const html = archivePage({ ...pageInput, record: two, items });
    expect(html).toContain('<figcaption>Ali — recording 2</figcaption>');
  });

  it('lists the days of remembrance as counted on the day of death (true for years)', () => {
    const html = page();
    expect(html).toContain('<h2 id="remembrance">Days of remembrance</h2>');
    expect(html).toContain('<dt>3rd day</dt><dd><time datetime="1992-02-28">28.02.1992</time>');
    expect(html).toContain('<dt>40th day</dt><dd><time datetime="1992-04-05">05.04.1992</time>');
    expect(html).toContain('<dt>First anniversary</dt><dd><time datetime="1993-02-26">');
  });

  it('tells the Hijri note only beside a Hijri day (none before 622)', () => {
    expect(page()).toContain(en.Remembrance.hijriNote);
    const ancient = { ...record, date: '05.05.0530 – 12.03.0570' };
    const html = archivePage({
      ...pageInput,
      record: ancient,
      items: archiveItems(ancient, address),
    });
    expect(html).toContain('<h2 id="remembrance">');
    expect(html).not.toContain(en.Remembrance.hijriNote);
  });

  it('lists what could not be fetched, and what was cut short, with their addresses', () => {
    const html = page({ 1: 'missing', 4: 'incomplete' });
    expect(html).toContain('Not in this copy');
    expect(html).toContain('<a href="https://xatire.az/media/gallery/IMG_2041.JPG">');
    expect(html).not.toContain('src="media/photo-02.jpg"');
    expect(html).toContain(
      'https://xatire.az/media/audio/song.mp3</a> (only part of the file could be fetched)',
    );
    // A file cut short is still offered: what came may play.
    expect(html).toContain('src="media/recording-01.mp3"');
  });
});
