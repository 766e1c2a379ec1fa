import { detailFixture, recordFixture } from '@/lib/api/testing/detail-fixture';
import {
  breadcrumbJsonLd,
  jsonLdString,
  landmarkJsonLd,
  organizationJsonLd,
  personJsonLd,
} from './structured-data';

const record = recordFixture({
  id: 7,
  name: { az: 'Nizami Gəncəvi', en: 'Nizami Ganjavi', ru: 'Низами Гянджеви' },
  text: { az: '<p>Şair</p>', en: '<p>A <strong>poet</strong> of Ganja.</p>', ru: '<p>Поэт</p>' },
  date: '1141 – 1209',
  category: { id: 2, title: { az: '', en: 'Historical figures', ru: '' } },
  social_media: {
    ...detailFixture().social_media,
    website: 'https://en.wikipedia.org/wiki/Nizami_Ganjavi',
    phoneNumber: '+994 50 000 00 00',
    whatsapp: 'https://wa.me/994500000000',
  },
  updated_at: '',
});

describe('personJsonLd', () => {
  it('names the person in the page language with the others as alternates', () => {
    const ld = personJsonLd({
      record,
      lang: 'en',
      url: 'https://x.az/en/category/historical-figures/7',
      image: 'https://x.az/i.webp',
    });
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: 'Nizami Ganjavi',
      alternateName: ['Nizami Gəncəvi', 'Низами Гянджеви'],
      birthDate: '1141',
      deathDate: '1209',
      description: 'A poet of Ganja.',
      image: 'https://x.az/i.webp',
      sameAs: ['https://en.wikipedia.org/wiki/Nizami_Ganjavi'],
    });
    expect(JSON.stringify(ld)).not.toMatch(/<|\+?994/);
  });

  it('leaves the name out, never empty, for a record named in no language', () => {
    const nameless = { ...record, name: { az: ' ', en: '', ru: '' } };
    const text = JSON.stringify(personJsonLd({ record: nameless, lang: 'az', url: 'u' }));
    expect(text).not.toMatch(/"(alternateN|n)ame"/);
  });

  it.each([
    ['18.09.1885 – 23.11.1948', '1885-09-18', '1948-11-23'],
    ['d. 05.06.2020', undefined, '2020-06-05'],
    ['5.3.1950 – 6.6.2020', '1950-03-05', '2020-06-06'],
    ['05/05/1950 – 06/06/2020', '1950-05-05', '2020-06-06'],
    ['31.02.1990 – 01.01.2000', undefined, '2000-01-01'],
    ['doğum 1950, vəfat 05.06.2020', undefined, '2020-06-05'],
    ['XII – XIV', undefined, undefined],
    // Written in the wrong order: the birth after the death gives neither.
    ['05.11.2020 – 12.03.1941', undefined, undefined],
    ['05.11.2020 – 1941', undefined, undefined],
    ['2020 – 1941', undefined, undefined],
    ['1941 – 12.03.1941', '1941', '1941-03-12'],
  ])('reads birthDate and deathDate from %s', (date, birthDate, deathDate) => {
    const ld = personJsonLd({ record: { ...record, date }, lang: 'en', url: 'u' });
    expect(ld).toMatchObject({ '@type': 'Person' });
    expect('birthDate' in ld ? ld.birthDate : undefined).toBe(birthDate);
    expect('deathDate' in ld ? ld.deathDate : undefined).toBe(deathDate);
  });
});

describe('landmarkJsonLd', () => {
  it('carries geo coordinates', () => {
    const ld = landmarkJsonLd({
      record,
      lang: 'az',
      url: 'u',
      geo: { latitude: 40.36, longitude: 49.83 },
    });
    expect(ld).toMatchObject({
      '@type': 'LandmarksOrHistoricalBuildings',
      geo: { '@type': 'GeoCoordinates', latitude: 40.36, longitude: 49.83 },
    });
  });
});

describe('breadcrumbJsonLd and organizationJsonLd', () => {
  it('numbers the trail', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'a' },
      { name: 'Martyrs', url: 'b' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'a' },
      { '@type': 'ListItem', position: 2, name: 'Martyrs', item: 'b' },
    ]);
  });
  it('lists contact points and social links of the language; a WhatsApp number is no identity', () => {
    const map = (v: string) => ({ az: v, en: v, ru: v });
    const ld = organizationJsonLd({
      brand: 'Xatirə',
      url: 'https://x.az',
      logo: 'https://x.az/logo.png',
      lang: 'az',
      contact: {
        phone: map('+994 12'),
        email: map('a@x.az'),
        instagram: map('https://instagram.com/x'),
        facebook: map(''),
        tiktok: map('javascript:alert(1)'),
        youtube: map(''),
        whatsapp: map('+994 50 000 00 00'),
      },
    });
    expect(ld).toMatchObject({
      contactPoint: [{ telephone: '+994 12', email: 'a@x.az' }],
      sameAs: ['https://instagram.com/x'],
    });
  });
});

describe('jsonLdString', () => {
  it('cannot close its script element', () => {
    expect(jsonLdString({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
