import { deceasedDetail, figureCard, langMap } from './schemas';

describe('lib/contract/schemas.ts media values', () => {
  it('reads a value that is no file path as absent, logged once per record', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const card = { id: 4242, name: { az: 'Ad' }, date: '', photo_title: 42 };
      for (let i = 0; i < 3; i++) expect(figureCard.parse(card).photo_title).toBeNull();
      expect(figureCard.parse({ ...card, photo_title: 'uploads/p 1.WEBP' }).photo_title).toBe(
        'uploads/p 1.WEBP',
      );
      expect(
        figureCard.parse({ ...card, id: 4243, photo_title: 'portrait' }).photo_title,
      ).toBeNull();
      expect(figureCard.parse({ ...card, id: 4244, photo_title: '' }).photo_title).toBeNull();
      expect(logged.mock.calls.map((c) => c.join(' '))).toEqual([
        '[content] record 4242: media 42 not a file path, left out',
        '[content] record 4243: media "portrait" not a file path, left out',
      ]);

      // In a record's media lists, an item whose file is no path is dropped (and logged).
      const detail = deceasedDetail.parse({
        id: 4245,
        name: { az: 'Ad' },
        category: { id: 1, title: { en: 'Martyrs' } },
        media: {
          profile_photo: 7,
          images: [
            { id: 1, url: 'uploads/a.jpg' },
            { id: 2, url: '42' },
          ],
        },
      });
      expect(detail.media.profile_photo).toBeNull();
      expect(detail.media.images.map((i) => i.id)).toEqual([1]);

      // A voice or a Quran recording whose file is no path is absent too, not an address.
      const voiced = deceasedDetail.parse({
        id: 4247,
        name: { az: 'Ad' },
        media: {
          voice: { az: 'null', en: 0, ru: 'uploads/voice/ru.mp3' },
          quran: [
            { id: 1, url: 'null', audio: null, original_name: 'Yasin' },
            { id: 2, url: null, audio: 'uploads/quran/fatiha.mp3', title: 'Fatiha' },
          ],
        },
      });
      expect(voiced.media.voice).toEqual({ az: null, en: null, ru: 'uploads/voice/ru.mp3' });
      expect(voiced.media.quran.map((q) => q.url)).toEqual(['uploads/quran/fatiha.mp3']);

      // Media that is no object at all: the record without media, not an unreadable record.
      for (const [id, media] of [
        [4248, '{"profile_photo":"uploads/a.jpg"}'],
        [4249, false],
        [4250, [{ profile_photo: 'uploads/a.jpg' }]],
      ] as const) {
        const parsed = deceasedDetail.parse({ id, name: { az: 'Ad' }, media });
        expect(parsed.media.images).toEqual([]);
        expect(parsed.media.profile_photo).toBeNull();
      }
      expect(logged.mock.calls.map((c) => c.join(' ')).slice(2)).toEqual([
        '[content] dropped item 2 (id 2) of media.images: url is not a file path',
        '[content] record 4245: media 7 not a file path, left out',
        '[content] dropped item 1 (id 1) of media.quran: item has neither url nor audio file',
        '[content] record 4247: media "null", 0, "null" not a file path, left out',
        '[content] record 4248: media "{\\"profile_photo\\":\\"uploads/a.jpg\\"}" not a file path, left out',
        '[content] record 4249: media false not a file path, left out',
        '[content] record 4250: media [{"profile_photo":"uploads/a.jpg"}] not a file path, left out',
      ]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('lib/contract/schemas.ts texts per language', () => {
  it('reads one plain text as the Azerbaijani, the others empty (they fall back to it)', () => {
    expect(langMap.parse('<p>Bir mətn</p>')).toEqual({ az: '<p>Bir mətn</p>', en: '', ru: '' });
    expect(langMap.parse({ az: 'A', ru: null })).toEqual({ az: 'A', en: '', ru: '' });
    expect(langMap.parse(42)).toEqual({ az: '', en: '', ru: '' });
    const detail = deceasedDetail.parse({
      id: 4246,
      name: 'Samir Ağayev',
      text: '<p>Samir haqqında.</p>',
      category: { id: 7, title: { en: 'Martyrs' } },
    });
    expect(detail.text).toEqual({ az: '<p>Samir haqqında.</p>', en: '', ru: '' });
    expect(detail.name.az).toBe('Samir Ağayev');
  });
});
