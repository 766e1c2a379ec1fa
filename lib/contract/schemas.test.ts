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
