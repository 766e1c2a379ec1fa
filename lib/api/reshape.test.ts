import { detailFixture } from './testing/detail-fixture';
import {
  figuresFromEnvelope,
  genealogiesFromEnvelope,
  membersFromEnvelope,
  searchHitsFromEnvelope,
  toAboutContent,
  toContacts,
  toHomeHero,
  toMemorialRecord,
  toQrCard,
} from './reshape';

const map = (v: string) => ({ az: v, en: v, ru: v });
const card = (id: number, extra: object = {}) => ({
  id,
  name: map(`N${id}`),
  date: '1900 – 1980',
  photo_title: `portraits/${id}.webp`,
  photo_title_cdn: null,
  ...extra,
});

describe('toMemorialRecord', () => {
  const file = (id: number, url: string) => ({ id, url, original_name: `${id}` });
  const record = toMemorialRecord(
    detailFixture(
      { genealogy_id: 4, status: { share: false }, updated_at: '2025-02-03' },
      {
        profile_photo: 'portraits/p.webp',
        profile_photo_cdn: 'video/p.mp4',
        images: [
          file(1, 'img/1.webp'),
          file(2, '../secret.webp'),
          file(3, 'https://evil.example/x'),
        ],
        videos: [
          { ...file(5, 'video/5.mp4'), file_size: 1, file_type: 'video/mp4', upload_date: '' },
        ],
        voice: { az: 'voice/az.mp3', en: '  ', ru: null },
        quran: [file(7, 'quran/Fatihə.mp3')],
      },
    ),
    'https://cdn.example.az/files',
  );

  it('resolves every media path against the base and drops those that would leave it', () => {
    expect(record.portrait).toEqual({
      photo: 'https://cdn.example.az/files/portraits/p.webp',
      video: 'https://cdn.example.az/files/video/p.mp4',
    });
    expect(record.images).toEqual([
      { id: 1, src: 'https://cdn.example.az/files/img/1.webp', name: '1' },
    ]);
    expect(record.videos.map((v) => v.src)).toEqual(['https://cdn.example.az/files/video/5.mp4']);
    expect(record.voices).toEqual({
      az: 'https://cdn.example.az/files/voice/az.mp3',
      en: null,
      ru: null,
    });
    expect(record.quran[0]!.src).toBe('https://cdn.example.az/files/quran/Fatih%C9%99.mp3');
  });

  it('uses the site’s names for the contract’s fields', () => {
    expect(record).toMatchObject({ genealogyId: 4, shareable: false, updatedAt: '2025-02-03' });
    expect(record).not.toHaveProperty('media');
    expect(record).not.toHaveProperty('social_media');
  });
});

describe('the other records', () => {
  it('renames the homepage hero', () => {
    const hero = toHomeHero(
      {
        type: 'video',
        tamAd: map('Ad'),
        olumTarixi: '01.01.2020',
        olumDesc: map('<p>x</p>'),
        photo: null,
        video: 'hero/v.mp4',
      },
      '/media',
    );
    expect(hero).toEqual({
      kind: 'video',
      name: map('Ad'),
      deathDate: '01.01.2020',
      description: map('<p>x</p>'),
      photo: null,
      video: '/media/hero/v.mp4',
    });
  });

  it('renames the QR record', () => {
    expect(
      toQrCard(
        {
          randomUUID: 'u',
          photo: 'qr/a.webp',
          name: 'N',
          birthday: '1990-01-01',
          qanqrupu: 'A+',
          number: '+994',
        },
        '/media',
      ),
    ).toEqual({
      uuid: 'u',
      photo: '/media/qr/a.webp',
      name: 'N',
      birthday: '1990-01-01',
      bloodGroup: 'A+',
      phone: '+994',
    });
  });

  it('keeps only partners with a logo and a link', () => {
    const about = toAboutContent(
      {
        aboutText1: map('1'),
        aboutText2: map('2'),
        aboutMedia: '',
        partners: [
          { id: 1, link: 'https://a.az', logo: 'p/1.webp' },
          { id: 2, link: '', logo: 'p/2.webp' },
          { id: 3, link: 'https://c.az', logo: '../x.webp' },
        ],
        samples: [{ id: 9, media: 's/9.webp' }],
      },
      '/media',
    );
    expect(about.image).toBeNull();
    expect(about.partners).toEqual([{ id: 1, link: 'https://a.az', logo: '/media/p/1.webp' }]);
    expect(about.samples).toEqual([{ id: 9, src: '/media/s/9.webp' }]);
  });

  it('names the contact fields plainly', () => {
    const contacts = toContacts({
      contact_phone: map('+994'),
      contact_email: map('a@x.az'),
      instagram: map(''),
      facebook: map(''),
      tiktok: map(''),
      youtube: map(''),
      whatsapp: map(''),
    });
    expect(contacts.phone).toEqual(map('+994'));
    expect(contacts.email).toEqual(map('a@x.az'));
  });

  it('gives an address as a mailto: link can carry it, or none', () => {
    const contacts = toContacts({
      contact_phone: map(''),
      contact_email: {
        az: ' info@xatire.az ',
        en: 'mailto:hello@xatire.az',
        ru: '<p>privet@xatire.az</p>',
      },
      ...Object.fromEntries(
        ['instagram', 'facebook', 'tiktok', 'youtube', 'whatsapp'].map((k) => [k, map('')]),
      ),
    } as Parameters<typeof toContacts>[0]);
    expect(contacts.email).toEqual({
      az: 'info@xatire.az',
      en: 'hello@xatire.az',
      ru: 'privet@xatire.az',
    });
    for (const bad of ['yazın bizə', 'a@b', 'a b@x.az', '"x"@x.az?subject=1'])
      expect(toContacts({ ...contacts, contact_email: map(bad) } as never).email).toEqual(map(''));
  });
});

describe('envelopes the client islands load', () => {
  it('reads a page of figures and members', () => {
    expect(figuresFromEnvelope({ success: true, figures: [card(1)] }, '/media')).toEqual([
      {
        id: 1,
        name: map('N1'),
        date: '1900 – 1980',
        portrait: { photo: '/media/portraits/1.webp', video: null },
      },
    ]);
    expect(
      membersFromEnvelope({ success: true, data: { title: map(''), members: [card(2)] } }, '/m'),
    ).toHaveLength(1);
  });

  it('reads genealogies and search hits', () => {
    const genealogy = { id: 3, title: map('<b>T</b>'), head: map('H'), date: '' };
    expect(genealogiesFromEnvelope({ success: true, figures: [genealogy] })).toEqual([genealogy]);
    const hit = {
      ...card(4),
      genealogy_id: 2,
      category: { id: 10, title: map('Genealogy member') },
    };
    expect(searchHitsFromEnvelope({ success: true, figures: [hit] }, '/media')).toEqual([
      {
        id: 4,
        name: map('N4'),
        date: '1900 – 1980',
        thumb: '/media/portraits/4.webp',
        genealogyId: 2,
        category: hit.category,
      },
    ]);
  });

  it.each([
    ['no body', null],
    ['an error envelope', { success: false, message: 'Bad page' }],
    ['a list that is not one', { success: true, figures: 'x' }],
    ['an item without an id', { success: true, figures: [{ ...card(1), id: '1' }] }],
    ['an item with a name that is not per language', { figures: [{ ...card(1), name: 'N' }] }],
    ['an item whose photo is not text', { figures: [{ ...card(1), photo_title: 5 }] }],
  ])('refuses %s', (_label, body) => {
    expect(() => figuresFromEnvelope(body, '/media')).toThrow(/Unexpected answer/);
  });

  it('refuses a search hit without its category', () => {
    expect(() =>
      searchHitsFromEnvelope({ figures: [{ ...card(1), genealogy_id: null }] }, '/m'),
    ).toThrow(/Unexpected answer/);
  });
});
