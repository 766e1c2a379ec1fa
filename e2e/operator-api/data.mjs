// Fixture content of the operator stand-in (see server.mjs), written from SPEC.md §3 and §7 only.
// It is deliberately messy, as a real operator's database is: every oddity is marked MESSY and
// listed in `messyCases` at the end, so a test can check the site copes with each of them.

/** @param {string} az @param {string} en @param {string} ru */
const T = (az, en, ru) => ({ az, en, ru });

/** Stored media path → source file under public/media (or a JPEG made from one). Filled by `file()`.
 * @type {Record<string, string | { jpegFrom: string }>} */
export const mediaFiles = {};
/** Registers a stored path with the bytes the admin host serves for it; returns the stored path.
 * @param {string} stored @param {string | { jpegFrom: string }} source */
const file = (stored, source) => ((mediaFiles[stored] = source), stored);

// MESSY: the five category ids are not 1-5 (only 9 and 10 are fixed by SPEC §9).
// MESSY: the historical figures' English title has odd spacing and case. SPEC §5 says the English
// title "equals" the page's category; the site must compare after trimming, collapsing whitespace
// and lower-casing (and slug it the same way for search links), or every historical figure 404s.
export const categories = {
  publicFigures: { id: 14, title: T('İctimai xadimlər', 'Public figures', 'Общественные деятели') },
  historicalFigures: { id: 3, title: T('Tarixi şəxsiyyətlər', '  historical  Figures', 'Исторические личности') },
  martyrs: { id: 7, title: T('Şəhidlər', 'Martyrs', 'Шехиды') },
  dearMemories: { id: 21, title: T('Əziz xatirələr', 'Dear Memories', 'Дорогие воспоминания') },
  monuments: { id: 5, title: T('Tarixi abidələr', 'Historical monuments', 'Исторические памятники') },
  genealogy: { id: 9, title: T('Şəcərə', 'Genealogy', 'Родословная') },
  member: { id: 10, title: T('Nəsil üzvü', 'Genealogy member', 'Член рода') },
};

const SOCIAL_NONE = {
  facebook: null, instagram: null, twitter: null, linkedin: null, youtube: null,
  tiktok: null, website: null, phoneNumber: null, whatsapp: null,
};

/** A minimal detail record; `extra` overrides or adds fields.
 * @param {number | string} id @param {{ id: number | string, title: object }} category
 * @param {{ az: string, en: string, ru: string }} name @param {string} date
 * @param {string | null} photo @param {Record<string, unknown>} [extra] */
function person(id, category, name, date, photo, extra = {}) {
  return {
    id, name, date, category,
    text: T(`<p>${name.az} haqqında qısa qeyd.</p>`, `<p>A short note about ${name.en}.</p>`, `<p>Краткая заметка: ${name.ru}.</p>`),
    status: { share: false },
    social_media: { ...SOCIAL_NONE },
    location: null,
    media: {
      profile_photo: photo, profile_photo_cdn: null, images: [], videos: [], youtube: [],
      voice: { az: null, en: null, ru: null }, audio: [], quran: [],
    },
    ...extra,
  };
}
/** @param {string} stored @param {string} portrait file name under public/media/portraits */
const portrait = (stored, portrait) => file(`uploads/portraits/${stored}`, `portraits/${portrait}`);

// Media paths as stored (relative to the admin host).
const P = {
  // MESSY: non-ASCII letters and a space, stored raw: the client must percent-encode it.
  nonAscii: file('uploads/şəkillər/Bakı bulvar.jpg', { jpegFrom: 'gallery/g-02.webp' }),
  // MESSY: stored already percent-encoded: appended as-is it works; encoded again it 404s.
  preEncoded: file('uploads/Bak%C4%B1%20bulvar.jpg', { jpegFrom: 'gallery/g-03.webp' }),
  upperExt: file('uploads/IMG_2041.JPG', { jpegFrom: 'gallery/g-04.webp' }),
  // MESSY: a JPEG as Windows saves it from a browser.
  jfif: file('uploads/skan 1958.jfif', { jpegFrom: 'gallery/g-05.webp' }),
  audio: file('uploads/audio/rec-01.mp3', 'audio/rec-01.mp3'),
  audio2: file('uploads/audio/müsahibə 1998.mp3', 'audio/rec-02.mp3'),
  voiceAz: file('uploads/audio/səs az.mp3', 'audio/voice-az-01.mp3'),
  voiceEn: file('uploads/audio/voice-en.mp3', 'audio/voice-en-01.mp3'),
  quran1: file('uploads/quran/fatiha.mp3', 'audio/quran-01.mp3'),
  quran2: file('uploads/quran/yasin.mp3', 'audio/quran-02.mp3'),
  video: file('uploads/videos/xatirə 1.mp4', 'video/v-01.mp4'),
  videoUpper: file('uploads/videos/clip2.MP4', 'video/v-02.mp4'),
  cdnVideo: file('uploads/cdn/nənəxanım.mp4', 'video/v-03.mp4'),
  // MESSY: referenced by records but absent from the admin host (deleted upload): 404.
  missing: 'uploads/missing/silinmiş.webp',
};

// ---- Public figures: 12 of them + a martyr = 13 cards, so page 2 of the list exists. ----
const main = person(101, categories.publicFigures, T('Əliağa Şükürov', 'Aliagha Shukurov', 'Алиага Шукуров'),
  '12.03.1941 - 05.11.2020', portrait('p1.webp', 'p-01.webp'), {
    // MESSY: hostile HTML (script, onerror, javascript: link, foreign iframe) next to legitimate HTML.
    text: {
      az: '<h2>Həyatı</h2><p>Əliağa Şükürov <strong>Bakıda</strong> anadan olub.</p><ul><li>Şair</li><li>Müəllim</li></ul>' +
        '<p>Ətraflı: <a href="https://example.az">example.az</a></p><script>alert(1)</script>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">klikləyin</a><iframe src="https://evil.example"></iframe>',
      en: '<h2>Life</h2><p>Aliagha Shukurov was born in <strong>Baku</strong>.</p><ul><li>Poet</li><li>Teacher</li></ul>' +
        '<p>More: <a href="https://example.az">example.az</a></p><script>alert(1)</script>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">click here</a><iframe src="https://evil.example"></iframe>',
      ru: '<h2>Жизнь</h2><p>Алиага Шукуров родился в <strong>Баку</strong>.</p><ol><li>Поэт</li><li>Учитель</li></ol>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)>',
    },
    status: { share: true },
    // MESSY: a javascript: URL next to real https ones.
    social_media: { ...SOCIAL_NONE, facebook: 'javascript:alert(1)', instagram: 'https://www.instagram.com/aliagha.shukurov',
      youtube: 'https://www.youtube.com/@shukurov', website: 'https://example.az/shukurov' },
    // A valid Google Maps embed; the coordinates differ from the default point (SPEC §9).
    location: '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3039.4!2d49.837215!3d40.366134!2m3!1f0!2f0!3f0' +
      '!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sBak%C4%B1!5e0!3m2!1saz!2saz!4v1700000000000!5m2!1saz!2saz" width="600" ' +
      'height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>',
    media: {
      profile_photo: 'uploads/portraits/p1.webp', profile_photo_cdn: null,
      images: [
        { id: 1, url: 'uploads/portraits/p1.webp', original_name: 'p1.webp' },
        { id: 2, url: P.nonAscii, original_name: 'Bakı bulvar.jpg' },
        { id: 3, url: P.preEncoded, original_name: 'Bakı bulvar (köhnə).jpg' },
        { id: 4, url: P.upperExt, original_name: 'IMG_2041.JPG' },
        { id: 5, url: P.jfif, original_name: 'skan 1958.jfif' },
      ],
      videos: [{ id: 1, url: P.video, original_name: 'xatirə 1.mp4', file_size: 50722, file_type: 'video/mp4', upload_date: '2023-05-14 10:22:31' }],
      // MESSY: YouTube links in every form, and one with a too-short (invalid) id.
      youtube: [
        { id: 1, link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { id: 2, link: 'https://youtu.be/9bZkp7q19f0?si=Xy12' },
        { id: 3, link: 'https://www.youtube.com/embed/kJQP7kiw5Fk' },
        { id: 4, link: 'https://www.youtube.com/watch?v=abc123' },
      ],
      voice: { az: P.voiceAz, en: P.voiceEn, ru: null }, // MESSY: no Russian voice
      audio: [
        { id: 1, url: P.audio, original_name: 'Xatirə söhbəti.mp3' },
        { id: 2, url: P.audio2, original_name: 'Müsahibə 1998.mp3' },
      ],
      // MESSY: both Quran item shapes SPEC §3 allows.
      quran: [
        { id: 1, url: P.quran1, original_name: 'Fatihə surəsi' },
        { id: 2, audio: P.quran2, title: 'Yasin surəsi' },
      ],
    },
  });

/** @type {[number | string, string, string, string, string, string | null][]} */
const moreFigures = [
  // MESSY: id as a numeric string ("17") in the detail, its card and search.
  ['17', 'Gülbəniz Həsənova', 'Gulbaniz Hasanova', 'Гюльбениз Гасанова', '1941-2020', 'p-02.webp'],
  [102, 'Rəşid Qasımzadə', 'Rashid Gasimzade', 'Рашид Касумзаде', '1941', 'p-03.webp'],
  [103, 'Şövkət Əliyeva', 'Shovkat Aliyeva', 'Шовкет Алиева', '12 mart 1941 – 5 noyabr 2020', 'p-04.webp'],
  [104, 'Tofiq Məlikov', 'Tofig Malikov', 'Тофик Меликов', '', 'p-05.webp'],
  [105, 'Zərifə İsmayılova', 'Zarifa Ismayilova', 'Зарифа Исмаилова', '1950 - 2019', 'p-06.webp'],
  [106, 'Çingiz Babayev', 'Chingiz Babayev', 'Чингиз Бабаев', '03.07.1933 - 21.01.2001', 'p-07.webp'],
  [107, 'Ülviyyə Rzayeva', 'Ulviyya Rzayeva', 'Ульвия Рзаева', '1948-2015', 'p-08.webp'],
  [108, 'Fərhad Nağıyev', 'Farhad Nagiyev', 'Фархад Нагиев', '1939 - 2010', 'p-09.webp'],
  [109, 'Səbinə Quliyeva', 'Sabina Guliyeva', 'Сабина Кулиева', '1960-2022', null], // MESSY: no photo at all
  [110, 'Oqtay Hüseynov', 'Ogtay Huseynov', 'Октай Гусейнов', '1944 - 2018', 'p-10.webp'],
  [111, 'Leyla Cəfərova', 'Leyla Jafarova', 'Лейла Джафарова', '1952 - 2021', 'p-11.webp'], // the one on page 2
];
const publicFigures = [main, ...moreFigures.map(([id, az, en, ru, date, pic]) =>
  person(id, categories.publicFigures, T(az, en, ru), date, pic && portrait(`${id}.webp`, pic)))];
const byId = Object.fromEntries(publicFigures.map((p) => [String(p.id), p]));
Object.assign(byId['17'], {
  text: { az: '<p>Gülbəniz Həsənova müğənni idi.</p>', en: '<p>Gulbaniz Hasanova was a singer.</p>' }, // MESSY: ru missing
  status: { share: false },
  // MESSY: a hostile iframe to another host as the map embed.
  location: '<iframe src="https://evil.example/maps/embed?pb=!2d49.1!3d40.1" onload="alert(1)"></iframe>',
});
byId['102'].text = { az: '<p>Rəşid Qasımzadə memar idi.</p>', en: null, ru: '' }; // MESSY: null and empty languages
// MESSY: optional fields missing entirely (no status, social_media, location, most of media).
for (const key of ['status', 'social_media', 'location']) delete (/** @type {Record<string, unknown>} */ (byId['104']))[key];
byId['104'].media = /** @type {typeof main.media} */ ({ profile_photo: byId['104'].media.profile_photo });

const historical = [
  [301, 'Mirzə Hacıbəyli', 'Mirza Hajibayli', 'Мирза Гаджибейли', 'c. 1890s', 'h-01.webp'],
  [302, 'Xurşud Bəyim', 'Khurshud Beyim', 'Хуршуд Бегим', 'XIX əsr', 'h-02.webp'],
  [303, 'Nəsrəddin Qazızadə', 'Nasraddin Gazizade', 'Насреддин Казизаде', '1870-1932', 'h-03.webp'],
].map(([id, az, en, ru, date, pic]) => person(id, categories.historicalFigures, T(az, en, ru), date, portrait(`${id}.webp`, pic)));

const martyrs = [
  [701, 'Vüqar Səfərli', 'Vugar Safarli', 'Вугар Сафарли', '20 yanvar 1990', 'pf-01.webp'],
  [702, 'Elçin Qəniyev', 'Elchin Ganiyev', 'Эльчин Ганиев', '1972 - 1992', 'pf-02.webp'],
  [703, 'Orxan Məmmədli', 'Orkhan Mammadli', 'Орхан Мамедли', '1998-2020', 'pf-03.webp'],
  [704, 'Samir Ağayev', 'Samir Aghayev', 'Самир Агаев', '1991 - 2016', 'pf-04.webp'],
].map(([id, az, en, ru, date, pic]) => person(id, categories.martyrs, T(az, en, ru), date, portrait(`${id}.webp`, pic)));
martyrs[0].status = { share: true };
// MESSY: martyr 704's dates typed in the wrong order (the birth after the death).
martyrs[3].date = '05.11.2020 – 12.03.1941';
// MESSY: martyr 704's text is one plain string, not one per language.
martyrs[3].text = '<p>Samir Ağayev Şuşada doğulub.</p>';
// MESSY: martyr 704's recording and Quran item have no name (original_name and title null).
martyrs[3].media.audio = [{ id: 1, url: P.audio, original_name: /** @type {string} */ (/** @type {unknown} */ (null)) }];
martyrs[3].media.quran = [{ id: 1, url: P.quran1, original_name: /** @type {string} */ (/** @type {unknown} */ (null)) }];

const dear = [
  [2101, 'Nənəxanım Əhmədova', 'Nanakhanim Ahmadova', 'Нанаханым Ахмедова', '1930 - 2012', 'pf-05.webp'],
  [2102, 'Bəhram Kərimov', 'Bahram Karimov', 'Бахрам Керимов', '1941', 'pf-06.webp'],
  [2103, 'İlahə Vəliyeva', 'Ilaha Valiyeva', 'Илаха Велиева', '1965-2023', 'pf-07.webp'],
].map(([id, az, en, ru, date, pic]) => person(id, categories.dearMemories, T(az, en, ru), date, portrait(`${id}.webp`, pic)));
dear[0].media.profile_photo_cdn = P.cdnVideo; // a profile video: cards and the detail show a video
dear[0].status = { share: true };

const monuments = [
  [501, 'Qız qalası', 'Maiden Tower', 'Девичья башня', 'XII əsr', 'm-01.webp'],
  [502, 'Şirvanşahlar sarayı', 'Palace of the Shirvanshahs', 'Дворец Ширваншахов', 'XV əsr', 'm-02.webp'],
  [503, 'Möminə Xatın türbəsi', 'Momine Khatun Mausoleum', 'Мавзолей Момине-хатун', '1186', 'm-03.webp'],
].map(([id, az, en, ru, date, pic]) => person(id, categories.monuments, T(az, en, ru), date, file(`uploads/abidələr/${id}.webp`, `monuments/${pic}`)));
monuments[0].media.images = [{ id: 1, url: 'uploads/abidələr/501.webp', original_name: 'Qız qalası.webp' }, { id: 2, url: P.missing, original_name: 'silinmiş.webp' }];

/** @param {ReturnType<typeof person>} p */
const card = (p) => ({ id: p.id, name: p.name, date: p.date, photo_title: p.media.profile_photo ?? null, photo_title_cdn: p.media.profile_photo_cdn ?? null });

/** @param {ReturnType<typeof card>} c */
const withoutCdn = (c) => {
  const copy = /** @type {Omit<typeof c, 'photo_title_cdn'> & { photo_title_cdn?: null }} */ ({ ...c });
  delete copy.photo_title_cdn;
  return copy;
};

// ---- Genealogy: collection 41 with 13 members (page 2 exists), collection "42" with 3. ----
const FIRST = [['Hacı Məmməd', 'Haji Mammad', 'Гаджи Мамед', 0], ['Əhməd', 'Ahmad', 'Ахмед', 0], ['Fatma', 'Fatma', 'Фатма', 1],
  ['Kərim', 'Karim', 'Керим', 0], ['Səkinə', 'Sakina', 'Сакина', 1], ['Rəhim', 'Rahim', 'Рагим', 0], ['Gülşən', 'Gulshan', 'Гюльшен', 1],
  ['Yusif', 'Yusif', 'Юсиф', 0], ['Zeynəb', 'Zeynab', 'Зейнаб', 1], ['Əkbər', 'Akbar', 'Акбер', 0], ['Nərgiz', 'Nargiz', 'Наргиз', 1],
  ['Şamil', 'Shamil', 'Шамиль', 0], ['Ləman', 'Laman', 'Ламан', 1]];
const members41 = FIRST.map(([az, en, ru, f], i) => {
  const id = 4101 + i;
  const name = T(`${az} Məmmədov${f ? 'a' : ''}`, `${en} Mammadov${f ? 'a' : ''}`, `${ru} Мамедов${f ? 'а' : ''}`);
  return { ...person(id, categories.member, name, `${1850 + i * 12} - ${1920 + i * 8}`, portrait(`nəsil/${id}.webp`, `h-${String(10 + i)}.webp`)), genealogy_id: 41 };
});
Object.assign(members41[0], {
  status: { share: true },
  social_media: { ...SOCIAL_NONE, phoneNumber: '+994 50 123 45 67', whatsapp: 'https://wa.me/994501234567', website: 'https://example.az/memmedovlar' },
});
const members42 = [
  // MESSY: member id 102 is also public figure 102 (a different person): the two detail calls must not be mixed up.
  [102, 'Əli Quliyev', 'Ali Guliyev', 'Али Кулиев', '1890 - 1962', 'h-30.webp'],
  [4201, 'Məryəm Quliyeva', 'Maryam Guliyeva', 'Марьям Кулиева', '1895 - 1970', 'h-31.webp'],
  [4202, 'Hüseyn Quliyev', 'Huseyn Guliyev', 'Гусейн Кулиев', '1921-1999', 'h-32.webp'],
].map(([id, az, en, ru, date, pic]) => ({
  // MESSY: genealogy_id and the category id as strings.
  ...person(id, { id: '10', title: categories.member.title }, T(az, en, ru), date, portrait(`nəsil/${id}.webp`, pic)), genealogy_id: '42',
}));

const head41 = T('Hacı Məmməd Məmmədov', 'Haji Mammad Mammadov', 'Гаджи Мамед Мамедов');

// ---- The template all data is cloned from. ----
const template = {
  people: Object.fromEntries([...publicFigures, ...historical, ...martyrs, ...dear, ...monuments].map((p) => [String(p.id), p])),
  members: Object.fromEntries([...members41, ...members42].map((p) => [String(p.id), p])),
  lists: {
    // MESSY: martyr 701 also appears in the public figures list (its detail says "Martyrs").
    'public-figures': [...publicFigures.slice(0, 4).map(card), card(martyrs[0]), ...publicFigures.slice(4).map(card)],
    'historical-figures': historical.map(card),
    martyrs: martyrs.map(card),
    'dear-memories': [
      // MESSY: card 2102 has no photo_title_cdn key at all (undefined, not null).
      ...dear.map((p) => (p.id === 2102 ? withoutCdn(card(p)) : card(p))),
      // MESSY: a card without id.
      { name: T('Adsız qeyd', 'Untitled entry', 'Запись без имени'), date: '1941', photo_title: 'uploads/portraits/2102.webp', photo_title_cdn: null },
    ],
    'historical-monuments': monuments.map(card),
  },
  genealogyCards: [
    { id: 41, title: T('<p><strong>Məmmədovlar</strong> nəsli</p>', '<p>The <strong>Mammadov</strong> family</p>', '<p>Род <strong>Мамедовых</strong></p>'),
      head: head41, date: '1850 - 2024' },
    // MESSY: string id, hostile HTML in the title, null/missing languages.
    { id: '42', title: { az: '<h3>Quliyevlər nəsli</h3><script>alert(1)</script>', en: '<h3>The Guliyev family</h3><img src=x onerror=alert(1)>', ru: null },
      head: { az: 'Əli Quliyev', en: 'Ali Guliyev' }, date: 'c. 1890s' },
  ],
  collections: {
    41: { title: T('Məmmədovlar nəsli', 'The Mammadov family', 'Род Мамедовых'), members: members41.map(card) },
    42: { title: T('Quliyevlər nəsli', 'The Guliyev family', 'Род Кулиевых'), members: members42.map(card) },
  },
  qrcodes: [
    { randomUUID: '3f6c2a9e-8b1d-4c7a-9e2f-5a1b7c3d9e01', photo: file('uploads/qr/3f6c2a9e.webp', 'qr/186aa0019a7f50ce99687ab5f5a51d61.webp'),
      name: 'Əli Həsənov', birthday: '1958-04-15T00:00:00.000000Z', qanqrupu: 'II (A) Rh+', number: '+994 50 123 45 67' },
    // MESSY: number as a JSON number, birthday as yyyy-mm-dd.
    { randomUUID: '7d0e4b12-55aa-4f3c-8c21-0b9e6f4a2c77', photo: file('uploads/qr/7d0e4b12.webp', 'qr/2564d21c6b2cdca7f0f759bc60466cdf.webp'),
      name: 'Günel Şirinova', birthday: '1962-09-30', qanqrupu: 'IV (AB) Rh−', number: 994501234567 },
    // MESSY: upper-case UUID, null photo and blood group.
    { randomUUID: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D', photo: null, name: 'Murad Çələbi', birthday: '1975-01-02 00:00:00', qanqrupu: null, number: '+994 55 765 43 21' },
    // MESSY: no randomUUID at all.
    { photo: file('uploads/qr/orphan.webp', 'qr/7620457a724e3b9610356d578d76ab4c.webp'), name: 'Sahibsiz nişan', birthday: '', qanqrupu: 'I (0) Rh+', number: '' },
  ],
  contact: {
    contact_phone: T('+994 12 555 12 34', '+994 12 555 12 35', '+994 12 555 12 36'),
    contact_email: T('info@xatire.az', 'hello@xatire.az', 'privet@xatire.az'),
    instagram: T('https://www.instagram.com/xatire.az', 'https://www.instagram.com/xatire.en', 'https://www.instagram.com/xatire.ru'),
    facebook: T('https://www.facebook.com/xatire.az', 'https://www.facebook.com/xatire.en', 'https://www.facebook.com/xatire.ru'),
    tiktok: { az: 'https://www.tiktok.com/@xatire', en: '', ru: null }, // MESSY: empty and null languages
    youtube: T('https://www.youtube.com/@xatire', 'https://www.youtube.com/@xatire-en', 'https://www.youtube.com/@xatire-ru'),
    whatsapp: T('https://wa.me/994125551234', 'https://wa.me/994125551235', 'https://wa.me/994125551236'),
  },
  terms: T(
    '<h2>Ümumi qaydalar</h2><p>Saytdan istifadə edərkən <strong>hörmət</strong> qaydalarına əməl edin.</p><script>alert(1)</script>',
    '<h2>General rules</h2><p>Please treat every memorial with <strong>respect</strong>.</p><img src=x onerror=alert(1)>',
    '<h2>Общие правила</h2><p>Относитесь к каждой странице памяти с <strong>уважением</strong>.</p><a href="javascript:alert(1)">ссылка</a>',
  ),
  // MESSY: the Russian user agreement is empty: the page falls back to the footer label.
  terms2: T('<h2>İstifadəçi razılaşması</h2><ol><li>Məlumatlar dəqiq olmalıdır.</li></ol>', '<h2>User agreement</h2><ol><li>Information must be accurate.</li></ol>', ''),
  pages: {
    homepage: {
      type: 'deceased', tamAd: T('Nizami Qafarov', 'Nizami Gafarov', 'Низами Гафаров'), olumTarixi: '05.11.2020',
      olumDesc: T('Əziz xatirəsi qəlbimizdə yaşayır.', 'His dear memory lives on in our hearts.', 'Светлая память о нём живёт в наших сердцах.'),
      photo: file('uploads/hero/hero.webp', 'hero/hero.webp'), video: file('uploads/hero/hero video.mp4', 'video/v-04.mp4'),
    },
    'main/content': {
      text: T('Xatirə: yaddaşın rəqəmsal evi.', 'Xatire: a digital home for memory.', 'Хатира: цифровой дом памяти.'),
      image: { url: file('uploads/main/main.webp', 'main/main-content.webp') },
    },
    about: {
      aboutText1: T('Biz xatirələri gələcək nəsillər üçün qoruyuruq.', 'We keep memories safe for generations to come.', 'Мы храним воспоминания для будущих поколений.'),
      aboutText2: T('QR kodu oxudun, xatirə səhifəsini açın.', 'Scan the QR code to open the memorial page.', 'Отсканируйте QR-код, чтобы открыть страницу памяти.'),
      aboutMedia: file('uploads/about/haqqımızda.webp', 'about/about.webp'),
      partners: [
        { id: 1, link: 'https://partner-one.example.az', logo: file('uploads/partners/logo-1.png', 'partners/partner-01.png') },
        { id: 2, link: 'javascript:alert(1)', logo: file('uploads/partners/logo-2.png', 'partners/partner-02.png') }, // MESSY
        { id: 3, link: null, logo: file('uploads/partners/logo-3.png', 'partners/partner-03.png') }, // MESSY
        { id: '4', link: 'www.partner-four.example.com', logo: file('uploads/partners/LOGO-4.PNG', 'partners/partner-04.png') },
      ],
      samples: [1, 2, 3].map((id) => ({ id, media: file(`uploads/samples/s${id}.webp`, `samples/s-0${id}.webp`) })),
    },
    'photo-gallery': {
      photos: [
        { id: 1, media: file('uploads/gallery/g1.webp', 'gallery/g-01.webp') },
        { id: 2, media: P.nonAscii }, { id: 3, media: P.preEncoded }, { id: 4, media: P.upperExt }, { id: 5, media: P.missing },
      ],
    },
    'video-gallery': { videos: [{ id: 1, media: P.video }, { id: 2, media: P.videoUpper }] },
    memorial: {
      qrText1: T('Xatirə səhifəsi yaradın.', 'Create a memorial page.', 'Создайте страницу памяти.'),
      qrText2: T('Lövhəni məzarın üzərinə yerləşdirin.', 'Place the plaque on the grave.', 'Установите табличку на могиле.'),
      products: [
        { id: 1, image: file('uploads/products/pr1.webp', 'products/pr-01.webp'), title: T('Qranit lövhə', 'Granite plaque', 'Гранитная табличка'),
          size: '30×40', unit: T('sm', 'cm', 'см'), cost: T('120 ₼', 'AZN 120', '120 манат') },
        { id: 2, image: file('uploads/products/pr2.webp', 'products/pr-02.webp'), title: T('Metal nişan', 'Metal tag', 'Металлический жетон'),
          size: null, unit: T('sm', 'cm', 'см'), cost: T('45 ₼', 'AZN 45', '45 манат') },
        { id: 3, image: file('uploads/products/pr3.webp', 'products/pr-03.webp'), title: T('Şüşə çərçivə', 'Glass frame', 'Стеклянная рамка'),
          size: '20×25', unit: T('sm', 'cm', 'см'), cost: T('60 ₼', 'AZN 60', '60 манат') },
      ],
    },
    obituary: {
      obituaryText1: T('Nekroloqu bizimlə paylaşın.', 'Share an obituary with us.', 'Поделитесь некрологом с нами.'),
      obituaryText2: T('Mətn 24 saat ərzində dərc olunur.', 'The text is published within 24 hours.', 'Текст публикуется в течение 24 часов.'),
    },
    genealogy: {
      genealogyText1: T('Nəsil ağacınızı tərtib edirik.', 'We compile your family tree.', 'Мы составим ваше родословное древо.'),
      genealogyText2: T('Arxiv sənədləri əsasında.', 'Based on archive records.', 'На основе архивных документов.'),
    },
    'virtual-cemetery': {
      virtualCemeteryText1: T('Virtual qəbiristanlığı gəzin.', 'Walk through the virtual cemetery.', 'Прогуляйтесь по виртуальному кладбищу.'),
      virtualCemeteryText2: { az: 'İstənilən yerdən ziyarət edin.', en: 'Visit from anywhere.' }, // MESSY: ru missing
    },
    vr: { vr: { media: file('uploads/vr/virtual tour.mp4', 'video/v-05.mp4') } },
    'qr-code-badge': {
      qrBadgeText1: T('QR nişanı sifariş edin.', 'Order a QR badge.', 'Закажите QR-жетон.'),
      qrBadgeText2: T('Nişan suya davamlıdır.', 'The badge is waterproof.', 'Жетон водонепроницаем.'),
      badges: [1, 2, 3].map((id) => ({ id, image: file(`uploads/badges/b${id}.webp`, `badges/b-0${id}.webp`) })),
    },
  },
};

/** A fresh, mutable copy of all fixture data. */
export function createData() {
  return structuredClone(template);
}

const t = template;
const tx = (/** @type {string} */ id) => t.people[id];
/** Texts and ids a test can look for. Names are {az, en, ru}. */
export const expected = {
  categories,
  listPaths: /** @type {('public-figures' | 'historical-figures' | 'martyrs' | 'dear-memories' | 'historical-monuments')[]} */ (['public-figures', 'historical-figures', 'martyrs', 'dear-memories', 'historical-monuments']),
  publicFigure: { id: 101, name: main.name, date: main.date, heading: T('Həyatı', 'Life', 'Жизнь'),
    textSnippet: T('anadan olub', 'was born in', 'родился в'), location: { lat: 40.366134, lng: 49.837215 },
    validYoutubeIds: ['dQw4w9WgXcQ', '9bZkp7q19f0', 'kJQP7kiw5Fk'], invalidYoutubeLink: 'https://www.youtube.com/watch?v=abc123',
    imageCount: 5, audioNames: ['Xatirə söhbəti.mp3', 'Müsahibə 1998.mp3'], quranNames: ['Fatihə surəsi', 'Yasin surəsi'],
    voices: /** @type {('az' | 'en' | 'ru')[]} */ (['az', 'en']), safeInstagram: 'https://www.instagram.com/aliagha.shukurov' },
  stringIdFigure: { id: '17', name: tx('17').name, date: '1941-2020' },
  publicFigurePage2: { id: 111, name: tx('111').name },
  publicListLength: t.lists['public-figures'].length,
  noPhotoFigure: { id: 109, name: tx('109').name },
  bareFigure: { id: 104, name: tx('104').name },
  historicalFigure: { id: 301, name: tx('301').name, date: 'c. 1890s', oddEnglishTitle: categories.historicalFigures.title.en },
  martyr: { id: 701, name: tx('701').name, alsoInList: /** @type {'public-figures'} */ ('public-figures'), date: '20 yanvar 1990' },
  dearMemory: { id: 2101, name: tx('2101').name, cdnVideo: P.cdnVideo },
  dearMemoryNoCdnKey: { id: 2102, name: tx('2102').name },
  cardWithoutId: { list: /** @type {'dear-memories'} */ ('dear-memories'), name: t.lists['dear-memories'][3].name },
  monument: { id: 501, name: tx('501').name },
  swappedDates: { id: 704, name: tx('704').name, date: '05.11.2020 – 12.03.1941', plainText: 'Samir Ağayev Şuşada doğulub.' },
  genealogy: { id: 41, title: t.collections[41].title, head: head41, memberCount: 13,
    member: { id: 4101, name: members41[0].name, phoneNumber: '+994 50 123 45 67', whatsapp: 'https://wa.me/994501234567' },
    page2Member: { id: 4113, name: members41[12].name } },
  genealogySmall: { id: '42', title: t.collections[42].title, memberCount: 3, overlappingMemberId: 102, overlappingMemberName: members42[0].name },
  qr: {
    valid: { uuid: '3f6c2a9e-8b1d-4c7a-9e2f-5a1b7c3d9e01', name: 'Əli Həsənov', birthday: '15.04.1958', bloodGroup: 'II (A) Rh+', number: '+994 50 123 45 67' },
    numericNumber: { uuid: '7d0e4b12-55aa-4f3c-8c21-0b9e6f4a2c77', name: 'Günel Şirinova', birthday: '30.09.1962', number: '994501234567' },
    upperCase: { uuid: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D', name: 'Murad Çələbi' },
    noUuidName: 'Sahibsiz nişan',
    unknownUuid: '00000000-0000-4000-8000-000000000000',
  },
  homeHeroName: t.pages.homepage.tamAd,
  homeHeroDesc: t.pages.homepage.olumDesc,
  homeHeroDate: '05.11.2020',
  mainContentText: t.pages['main/content'].text,
  aboutText: t.pages.about.aboutText1,
  aboutText2: t.pages.about.aboutText2,
  contact: { phone: t.contact.contact_phone, email: t.contact.contact_email },
  terms: T('Ümumi qaydalar', 'General rules', 'Общие правила'),
  terms2: { az: 'İstifadəçi razılaşması', en: 'User agreement', ru: null },
  services: {
    memorial: t.pages.memorial.qrText1, memorialProduct: /** @type {typeof t.pages.memorial.products[number]} */ (t.pages.memorial.products[0]),
    obituary: t.pages.obituary.obituaryText1, genealogy: t.pages.genealogy.genealogyText1,
    virtualCemetery: t.pages['virtual-cemetery'].virtualCemeteryText1, qrBadge: t.pages['qr-code-badge'].qrBadgeText1,
  },
  media: { portrait: 'uploads/portraits/p1.webp', ...P },
  hostileMarkers: ['<script>alert(1)</script>', 'onerror=alert(1)', 'javascript:alert(1)', 'https://evil.example'],
  // Unknown detail ids: at most 9000 answer 404, above 9000 answer 200 {success:false}.
  unknownIds: { answers404: 8888, answers200: 9001 },
};

/** Every deliberate oddity, with where it is. */
export const messyCases = [
  { key: 'category-ids', what: 'category ids 14/3/7/21/5 instead of 1-5 (9 and 10 as in the spec)', where: 'every detail and search item' },
  { key: 'category-title-spacing', what: 'historical figures English title is "  historical  Figures"', where: 'details 301-303, search' },
  { key: 'string-ids', what: 'numeric strings as ids', where: 'person "17" (detail, card, search); genealogy card "42"; members 102/4201/4202 genealogy_id "42", category id "10"; partner "4"' },
  { key: 'null-fields', what: 'null optional fields', where: 'photo_title null (109), photo_title_cdn null (most cards), social_media fields null, location null, voice.ru null (101), text.en null (102), QR A1B2… photo/qanqrupu null, partner 3 link null, product 2 size null' },
  { key: 'missing-fields', what: 'optional fields absent', where: 'person 104 (no status/social_media/location, media only profile_photo); text.ru absent (17); card 2102 has no photo_title_cdn key; "Untitled entry" card has no id; genealogy "42" head.ru; virtualCemeteryText2.ru' },
  { key: 'free-text-dates', what: 'dates in many forms', where: '101 "12.03.1941 - 05.11.2020", 17 "1941-2020", 102 "1941", 301 "c. 1890s", 104 "", 103 "12 mart 1941 – 5 noyabr 2020", 701 "20 yanvar 1990"' },
  { key: 'hostile-html', what: 'script, onerror, javascript: link, foreign iframe inside rich text', where: 'person 101 text (az/en/ru), genealogy card "42" title, terms az/en/ru' },
  { key: 'location-embeds', what: 'valid Google Maps embed vs hostile iframe', where: '101 valid (40.366134, 49.837215); "17" iframe to evil.example with onload' },
  { key: 'media-paths', what: 'non-ASCII with space, pre-encoded, upper-case extensions, a .jfif JPEG, mp3, mp4', where: `${P.nonAscii}; ${P.preEncoded}; ${P.upperExt}; ${P.jfif}; ${P.videoUpper}; uploads/partners/LOGO-4.PNG; ${P.audio}; ${P.video}` },
  { key: 'missing-media', what: 'path referenced but 404 on the admin host', where: `${P.missing} (photo gallery 5, monument 501 image 2)` },
  { key: 'wrong-list', what: 'a martyr listed among public figures', where: 'martyr 701 in /v1/public-figures (5th card)' },
  { key: 'card-without-id', what: 'figure card with no id', where: '/v1/dear-memories, 4th card "Untitled entry"' },
  { key: 'card-photo-cdn', what: 'card with a profile video', where: `dear memory 2101 photo_title_cdn ${P.cdnVideo}` },
  { key: 'qr-records', what: 'QR list oddities', where: '7d0e4b12… number is a JSON number and birthday yyyy-mm-dd; A1B2C3D4… upper-case UUID; "Sahibsiz nişan" has no randomUUID' },
  { key: 'youtube-links', what: 'watch?v=, youtu.be/ with query, embed/, and an invalid id', where: 'person 101 media.youtube ids 1-4 (4 invalid)' },
  { key: 'quran-shapes', what: 'both {url,original_name} and {audio,title}', where: 'person 101 media.quran 1 and 2' },
  { key: 'share-flag', what: 'status.share true/false/missing', where: 'true: 101, 701, 2101, member 4101; false: most; missing: 104' },
  { key: 'social-media', what: 'javascript: URL next to https ones; phone with spaces', where: '101 facebook javascript:, instagram https; member 4101 phoneNumber "+994 50 123 45 67"; partner 2 link javascript:, partner 4 a bare www. link' },
  { key: 'overlapping-ids', what: 'a genealogy member and a person share id 102', where: '/v1/deceased/102/details vs /v1/genealogy/deceased/102/details' },
  { key: 'unknown-id-answers', what: 'unknown detail ids answer 404 (id <= 9000) or 200 {success:false} (id > 9000)', where: 'e.g. 8888 and 9001' },
  { key: 'swapped-dates', what: 'a date text whose birth comes after its death', where: 'martyr 704 "05.11.2020 – 12.03.1941"' },
  { key: 'unnamed-recordings', what: 'a recording and a Quran item with original_name null', where: 'martyr 704 media.audio 1, media.quran 1' },
  { key: 'plain-text', what: 'a text as one plain string instead of {az, en, ru}', where: 'martyr 704 text' },
  { key: 'empty-texts', what: 'empty or null language texts', where: 'terms2.ru "", contact tiktok en "" ru null, text 102 ru ""' },
];
