import { recordFixture } from '@/lib/api/testing/detail-fixture';
import {
  defaultAudioTab,
  describeFileName,
  describeMediaPath,
  recordingName,
  hasAudioSection,
  hasDetails,
  hasVideos,
  plainExcerpt,
  voiceLanguages,
} from './detail-media';
import { pickLang } from '../i18n/locale';

const item = (id: number) => ({ id, url: `audio/${id}.mp3`, original_name: `${id}.mp3` });

const bare = recordFixture;

describe('defaultAudioTab', () => {
  it.each([
    [[], [], 'recording'],
    [[item(1)], [], 'recording'],
    [[item(1)], [item(2)], 'recording'],
    [[], [item(2)], 'quran'],
    [[], [item(2), item(3)], 'quran'],
  ] as const)('audio %j and quran %j open on %s', (audio, quran, tab) => {
    expect(defaultAudioTab({ audio: [...audio], quran: [...quran] })).toBe(tab);
  });
  it('shows the section when either list has items', () => {
    expect(hasAudioSection({ audio: [], quran: [] })).toBe(false);
    expect(hasAudioSection({ audio: [], quran: [item(1)] })).toBe(true);
  });
});

describe('hasVideos', () => {
  const yt = (link: string) => ({ id: 1, link });
  it.each([
    [[], [], false],
    [[{ id: 1, src: '/media/video/1.mp4', name: '1.mp4' }], [], true],
    [[], [yt('https://youtu.be/Mt4Kq8Zd1Yw')], true],
    [[], [yt('https://vimeo.com/123'), yt('not a link')], false],
    [[], [yt('https://www.youtube.com/watch?v=short'), yt('https://youtu.be/Mt4Kq8Zd1Yw')], true],
  ] as const)('videos %j, youtube %j: %s', (videos, youtube, expected) => {
    expect(hasVideos({ videos: [...videos], youtube: [...youtube] })).toBe(expected);
  });
});

describe('voiceLanguages', () => {
  it('lists the languages with a voice, in order', () => {
    const voices = (voice: { az: string | null; en: string | null; ru: string | null }) =>
      voiceLanguages(bare({}, { voice }));
    expect(voices({ az: null, en: null, ru: null })).toEqual([]);
    expect(voices({ az: 'a.mp3', en: null, ru: 'r.mp3' })).toEqual(['az', 'ru']);
    expect(voices({ az: ' ', en: 'e.mp3', ru: '' })).toEqual(['en']);
    expect(voices({ az: '../a.mp3', en: null, ru: null })).toEqual([]);
  });
});

describe('pickLang', () => {
  const map = { az: 'Azərbaycanca', en: 'English', ru: '' };
  it('uses the active language', () => {
    expect(pickLang(map, 'en')).toEqual({ value: 'English', lang: 'en' });
  });
  it('falls back to Azerbaijani when the active language is empty', () => {
    expect(pickLang(map, 'ru')).toEqual({ value: 'Azərbaycanca', lang: 'az' });
  });
  it('stays empty in Azerbaijani', () => {
    expect(pickLang({ az: '', en: 'x', ru: 'y' }, 'az')).toEqual({ value: '', lang: 'az' });
  });
});

describe('hasDetails', () => {
  it('is false for a record with only a name and a date', () => {
    expect(hasDetails(bare(), 'category')).toBe(false);
    expect(hasDetails(bare({ text: { az: '<p> </p>', en: '<br>', ru: '' } }), 'category')).toBe(
      false,
    );
  });
  it("counts a phone or WhatsApp only where the card shows them (a member's)", () => {
    const phoned = bare({ social_media: { ...bare().social, phoneNumber: '+994 50 123 45 67' } });
    expect(hasDetails(phoned, 'category')).toBe(false);
    expect(hasDetails(phoned, 'genealogy')).toBe(true);
  });
  it.each([
    ['a description in any language', bare({ text: { az: '', en: '', ru: '<p>Текст</p>' } })],
    ['a photo', bare({}, { profile_photo: 'p.webp' })],
    ['images', bare({}, { images: [item(1)] })],
    ['a voice', bare({}, { voice: { az: null, en: 'e.mp3', ru: null } })],
    ['Quran', bare({}, { quran: [item(1)] })],
    ['a map', bare({ location: '<iframe src="https://www.google.com/maps/embed"></iframe>' })],
  ])('is true with %s', (_label, record) => {
    expect(hasDetails(record, 'category')).toBe(true);
  });
});

describe('plainExcerpt', () => {
  it('keeps a short text whole', () => {
    expect(plainExcerpt('<p>Bir <strong>xatirə</strong></p>')).toBe('Bir xatirə');
  });
  it('cuts a long text at a word, within the limit', () => {
    const long = `<p>${'söz '.repeat(80)}</p>`;
    const out = plainExcerpt(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('söz…')).toBe(true);
  });
  it('never cuts an emoji in half', () => {
    for (const text of ['🌹'.repeat(120), `${'a'.repeat(158)}🌹🌹`]) {
      const out = plainExcerpt(text);
      expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(out.endsWith('…')).toBe(true);
    }
  });
  it('drops markup and scripts', () => {
    expect(plainExcerpt('<script>alert(1)</script><p onclick="x">Salam</p>')).toBe('Salam');
  });
});

describe('describeFileName', () => {
  it.each([
    ['Bakı_bulvarı-1965.JPG', 'Bakı bulvarı 1965'],
    ['Şuşa, 1988.webp', 'Şuşa, 1988'],
    ['Похороны  деда.jpeg', 'Похороны деда'],
  ])('reads %s as %s', (name, text) => {
    expect(describeFileName(name)).toBe(text);
  });

  it.each([
    '',
    null,
    'IMG_2041.JPG',
    'DSC01234.jpg',
    'PXL_20240101_123456.jpg',
    'pf-01-2.webp',
    '1.png',
    'WhatsApp Image 2024-01-01.jpeg',
  ])('says nothing for %s', (name) => {
    expect(describeFileName(name)).toBeNull();
  });
});

describe('recordingName', () => {
  it('keeps a name that says something, as sent; numbers one that says nothing', () => {
    const numbered = () => 'Ali — recording 2';
    expect(recordingName(' Xatirə söhbəti.mp3 ', numbered)).toBe('Xatirə söhbəti.mp3');
    expect(recordingName('Yasin surəsi', numbered)).toBe('Yasin surəsi');
    for (const name of ['يس', 'طه.mp3', '2023-05-09.mp3', 'Ya'])
      expect(recordingName(name, numbered)).toBe(name);
    for (const name of ['', null, undefined, '  ', '01.mp3', 'IMG_0001.m4a'])
      expect(recordingName(name, numbered)).toBe('Ali — recording 2');
  });
});

describe('describeMediaPath', () => {
  it('reads the last segment, escaped or not', () => {
    expect(describeMediaPath('/media/gallery/Bak%C4%B1%20bulvar%C4%B1.jpg')).toBe('Bakı bulvarı');
    expect(describeMediaPath('https://cdn.example/u/Qobustan_1972.JPG?w=1')).toBe('Qobustan 1972');
    expect(describeMediaPath('/media/gallery/g-01.webp')).toBeNull();
    expect(describeMediaPath('/media/%E0%A4%A.jpg')).toBeNull();
  });
});
