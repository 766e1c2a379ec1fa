import type { LangMap } from '@/lib/contract/types';
import type { SeedGenealogy, SeedPerson } from '@/lib/content/seed/types';
import { GENERATION, mapEmbed, QURAN, VOICE } from './helpers';

/**
 * FICTIONAL family trees: invented families, names, dates and stories.
 * The Hajiyev family of Shaki is the large one (34 members, five generations); the others have
 * two to eight members.
 */

type Generation = keyof typeof GENERATION;
type MemberOptions = Omit<SeedPerson, 'name' | 'date' | 'text'> & {
  sex: 'm' | 'f';
  gen?: Generation;
  /** Leave the member without a photo. */
  noPhoto?: boolean;
};

const MALE_PORTRAITS = Array.from(
  { length: 16 },
  (_, i) => `portraits/p-${String(i + 1).padStart(2, '0')}.webp`,
);
const FEMALE_PORTRAITS = Array.from(
  { length: 12 },
  (_, i) => `portraits/p-${String(i + 17).padStart(2, '0')}.webp`,
);
let maleIndex = 3;
let femaleIndex = 5;
let stampIndex = 0;

/** Varied, deterministic edit times between January 2025 and March 2026. */
function nextStamp(): string {
  const start = Date.UTC(2025, 0, 4, 8, 0, 0);
  const span = Date.UTC(2026, 2, 25) - start;
  const step = 5 * 86400000 + 7 * 3600000 + 13 * 60000;
  const t = start + ((stampIndex++ * step) % span);
  return new Date(t).toISOString();
}

/** Returns a member factory for one family. `names` are the family names used in the sentence. */
function family(names: LangMap) {
  return (name: LangMap, date: string, bio: LangMap, options: MemberOptions): SeedPerson => {
    const { sex, gen, noPhoto, ...rest } = options;
    const closing = gen
      ? {
          az: `${names.az} şəcərəsində ${GENERATION[gen].az} nəslin nümayəndəsidir.`,
          en: `A member of the ${GENERATION[gen].en} generation of the ${names.en} family tree.`,
          ru: `Представитель ${GENERATION[gen].ru} поколения рода ${names.ru}.`,
        }
      : {
          az: `${names.az} şəcərəsinin üzvüdür.`,
          en: `A member of the ${names.en} family tree.`,
          ru: `Член рода ${names.ru}.`,
        };
    const pool = sex === 'm' ? MALE_PORTRAITS : FEMALE_PORTRAITS;
    const photo =
      noPhoto || rest.cdnVideo
        ? undefined
        : pool[(sex === 'm' ? maleIndex++ : femaleIndex++) % pool.length];
    return {
      name,
      date,
      text: {
        az: `<p>${bio.az}</p><p>${closing.az}</p>`,
        en: `<p>${bio.en}</p><p>${closing.en}</p>`,
        ru: `<p>${bio.ru}</p><p>${closing.ru}</p>`,
      },
      ...(photo ? { photo } : {}),
      updatedAt: nextStamp(),
      ...rest,
    };
  };
}

const phone = (digits: string) => ({
  phoneNumber: `+994 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)}`,
  whatsapp: `https://wa.me/994${digits}`,
});

/* ------------------------------------------------------------------ Hacıyevlər (Şəki) */

const haj = family({ az: 'Hacıyevlər', en: 'Hajiyev', ru: 'Гаджиевых' });

const hajiyev: SeedPerson[] = [
  haj(
    { az: 'Hacı Əhməd Hacıyev', en: 'Haji Ahmad Hajiyev', ru: 'Гаджи Ахмед Гаджиев' },
    '1862 – 1931',
    {
      az: 'Nəslin banisi. Nuxada ipək ticarəti ilə məşğul olub, karvansarada öz dükanı olub.',
      en: 'Founder of the family. He traded silk in Nukha and kept his own shop at the caravanserai.',
      ru: 'Основатель рода. Торговал шёлком в Нухе и держал свою лавку в караван-сарае.',
    },
    {
      sex: 'm',
      gen: 1,
      noPhoto: true,
      location: mapEmbed(41.1975, 47.1706, 'Shaki', 1705000000000),
      quran: [QURAN.fatiha],
    },
  ),
  haj(
    { az: 'Fatma xanım Hacıyeva', en: 'Fatma khanum Hajiyeva', ru: 'Фатма-ханум Гаджиева' },
    '1868 – 1940',
    {
      az: 'Hacı Əhmədin həyat yoldaşı. Beş övlad böyüdüb, evin barama becərmə işlərini idarə edib.',
      en: 'Wife of Haji Ahmad. She raised five children and ran the household’s silkworm rearing.',
      ru: 'Супруга Гаджи Ахмеда. Вырастила пятерых детей и вела домашнее шелководство.',
    },
    { sex: 'f', gen: 1, noPhoto: true },
  ),
  haj(
    {
      az: 'Məmməd Əhməd oğlu Hacıyev',
      en: 'Mammad Ahmad oglu Hajiyev',
      ru: 'Мамед Ахмед оглы Гаджиев',
    },
    '1888 – 1957',
    {
      az: 'Şəki ipək kombinatında usta işləyib.',
      en: 'He worked as a foreman at the Shaki silk mill.',
      ru: 'Работал мастером на Шекинском шёлковом комбинате.',
    },
    { sex: 'm', gen: 2 },
  ),
  haj(
    { az: 'Gülsüm Hacıyeva', en: 'Gulsum Hajiyeva', ru: 'Гюльсум Гаджиева' },
    '1892 – 1971',
    {
      az: 'Məmmədin həyat yoldaşı; təkəlduz tikmələri ilə tanınıb.',
      en: 'Mammad’s wife, known for her <em>tekelduz</em> embroidery.',
      ru: 'Супруга Мамеда, славилась вышивкой тякялдуз.',
    },
    { sex: 'f', gen: 2 },
  ),
  haj(
    {
      az: 'Rəhim Əhməd oğlu Hacıyev',
      en: 'Rahim Ahmad oglu Hajiyev',
      ru: 'Рагим Ахмед оглы Гаджиев',
    },
    '1896 – 1969',
    {
      az: 'Bakıda tibb təhsili alıb, uzun illər Şəkidə həkim işləyib.',
      en: 'He studied medicine in Baku and worked for many years as a doctor in Shaki.',
      ru: 'Получил медицинское образование в Баку и много лет работал врачом в Шеки.',
    },
    { sex: 'm', gen: 2, audio: ['audio/rec-02.mp3'] },
  ),
  haj(
    {
      az: 'Zeynəb Əhməd qızı Hacıyeva',
      en: 'Zeynab Ahmad gizi Hajiyeva',
      ru: 'Зейнаб Ахмед кызы Гаджиева',
    },
    '1894 – 1975',
    {
      az: 'Şəkidə qızlar məktəbinin ilk müəllimələrindən olub.',
      en: 'She was one of the first women teachers at a girls’ school in Shaki.',
      ru: 'Одна из первых учительниц школы для девочек в Шеки.',
    },
    { sex: 'f', gen: 2 },
  ),
  haj(
    {
      az: 'Hüseyn Əhməd oğlu Hacıyev',
      en: 'Huseyn Ahmad oglu Hajiyev',
      ru: 'Гусейн Ахмед оглы Гаджиев',
    },
    '1898 – 1942',
    {
      az: 'Müəllim olub; 1942-ci ildə İkinci Dünya müharibəsində həlak olub.',
      en: 'A teacher, he was killed in the Second World War in 1942.',
      ru: 'Учитель; погиб во Второй мировой войне в 1942 году.',
    },
    { sex: 'm', gen: 2 },
  ),
  haj(
    {
      az: 'Sara Əhməd qızı Hacıyeva',
      en: 'Sara Ahmad gizi Hajiyeva',
      ru: 'Сара Ахмед кызы Гаджиева',
    },
    '1900 – 1988',
    {
      az: 'Xalçaçı idi; toxuduğu xalçalar ailədə nəsildən-nəslə ötürülür.',
      en: 'A carpet weaver; the carpets she wove are handed down in the family.',
      ru: 'Ковровщица; сотканные ею ковры передаются в семье из поколения в поколение.',
    },
    { sex: 'f', gen: 2 },
  ),
  haj(
    {
      az: 'Əhməd Məmməd oğlu Hacıyev',
      en: 'Ahmad Mammad oglu Hajiyev',
      ru: 'Ахмед Мамед оглы Гаджиев',
    },
    '1914 – 1986',
    {
      az: 'Babasının adını daşıyırdı; yol mühəndisi kimi dağ kəndlərinə körpülər salıb.',
      en: 'Named after his grandfather, he was a road engineer who built bridges to mountain villages.',
      ru: 'Носил имя деда; инженер-дорожник, строивший мосты к горным сёлам.',
    },
    { sex: 'm', gen: 3 },
  ),
  haj(
    {
      az: 'Tahir Məmməd oğlu Hacıyev',
      en: 'Tahir Mammad oglu Hajiyev',
      ru: 'Таир Мамед оглы Гаджиев',
    },
    '1918 – 1944',
    {
      az: '1941-ci ildə cəbhəyə yollanıb, 1944-cü ildə həlak olub.',
      en: 'He went to the front in 1941 and was killed in 1944.',
      ru: 'Ушёл на фронт в 1941 году и погиб в 1944-м.',
    },
    { sex: 'm', gen: 3 },
  ),
  haj(
    {
      az: 'Leyla Məmməd qızı Hacıyeva',
      en: 'Leyla Mammad gizi Hajiyeva',
      ru: 'Лейла Мамед кызы Гаджиева',
    },
    '1921 – 2005',
    {
      az: 'Əmisi Rəhimin yolunu davam etdirərək həkim olub.',
      en: 'She followed in the footsteps of her uncle Rahim and became a doctor.',
      ru: 'Пошла по стопам дяди Рагима и стала врачом.',
    },
    { sex: 'f', gen: 3 },
  ),
  haj(
    {
      az: 'Süleyman Hüseyn oğlu Hacıyev',
      en: 'Suleyman Huseyn oglu Hajiyev',
      ru: 'Сулейман Гусейн оглы Гаджиев',
    },
    '1920 – 1990',
    {
      az: 'Aqronom idi; Şəki-Zaqatala bölgəsində fındıq bağlarının salınmasında iştirak edib.',
      en: 'An agronomist, he helped plant hazelnut orchards in the Shaki-Zagatala region.',
      ru: 'Агроном, участвовал в закладке фундуковых садов в Шеки-Загатальском регионе.',
    },
    { sex: 'm', gen: 3 },
  ),
  haj(
    {
      az: 'Bəhram Hüseyn oğlu Hacıyev',
      en: 'Bahram Huseyn oglu Hajiyev',
      ru: 'Бахрам Гусейн оглы Гаджиев',
    },
    '1923 – 1995',
    {
      az: 'Bənna idi; Şəkidə onlarla evin tikintisində iştirak edib.',
      en: 'A builder who worked on dozens of houses in Shaki.',
      ru: 'Строитель, участвовал в возведении десятков домов в Шеки.',
    },
    { sex: 'm', gen: 3 },
  ),
  haj(
    {
      az: 'Kamal Rəhim oğlu Hacıyev',
      en: 'Kamal Rahim oglu Hajiyev',
      ru: 'Камал Рагим оглы Гаджиев',
    },
    '1925 – 1999',
    {
      az: 'Jurnalist idi, rayon qəzetinin redaktoru olub.',
      en: 'A journalist who edited the district newspaper.',
      ru: 'Журналист, редактор районной газеты.',
    },
    { sex: 'm', gen: 3 },
  ),
  haj(
    {
      az: 'Mina Rəhim qızı Hacıyeva',
      en: 'Mina Rahim gizi Hajiyeva',
      ru: 'Мина Рагим кызы Гаджиева',
    },
    '1927 – 2012',
    {
      az: 'Musiqi məktəbində kamança dərsi deyib.',
      en: 'She taught the kamancha at a music school.',
      ru: 'Преподавала кяманчу в музыкальной школе.',
    },
    { sex: 'f', gen: 3, audio: ['audio/rec-03.mp3'] },
  ),
  haj(
    {
      az: 'Rəhilə Rəhim qızı Hacıyeva',
      en: 'Rahila Rahim gizi Hajiyeva',
      ru: 'Рахиля Рагим кызы Гаджиева',
    },
    '1930 – 2019',
    {
      az: 'Kitabxanaçı idi; nəslin şəcərəsini ilk dəfə qələmə alan da o olub.',
      en: 'A librarian, and the first to write down the family tree.',
      ru: 'Библиотекарь; именно она первой записала родословную семьи.',
    },
    { sex: 'f', gen: 3, voice: { az: VOICE.az2 } },
  ),
  haj(
    {
      az: 'Nazim Hüseyn oğlu Hacıyev',
      en: 'Nazim Huseyn oglu Hajiyev',
      ru: 'Назим Гусейн оглы Гаджиев',
    },
    '1933 – 2008',
    {
      az: 'Mülki aviasiyada pilot olub, otuz il Bakı–Moskva xəttində uçub.',
      en: 'A civil aviation pilot who flew the Baku–Moscow route for thirty years.',
      ru: 'Пилот гражданской авиации, тридцать лет летал по линии Баку — Москва.',
    },
    { sex: 'm', gen: 3 },
  ),
  haj(
    {
      az: 'Vaqif Əhməd oğlu Hacıyev',
      en: 'Vagif Ahmad oglu Hajiyev',
      ru: 'Вагиф Ахмед оглы Гаджиев',
    },
    '1940 – 2011',
    {
      az: 'Memar idi; Şəkinin tarixi evlərinin bərpasında çalışıb.',
      en: 'An architect who worked on restoring Shaki’s historic houses.',
      ru: 'Архитектор, работал над реставрацией исторических домов Шеки.',
    },
    {
      sex: 'm',
      gen: 4,
      images: ['monuments/m-02.webp', 'monuments/m-14.webp', 'gallery/g-09.webp'],
    },
  ),
  haj(
    {
      az: 'Telman Əhməd oğlu Hacıyev',
      en: 'Telman Ahmad oglu Hajiyev',
      ru: 'Тельман Ахмед оглы Гаджиев',
    },
    '1943 – 2009',
    {
      az: 'Sürücü idi; yük maşını ilə ölkənin bütün bölgələrini gəzib.',
      en: 'A lorry driver who travelled to every region of the country.',
      ru: 'Водитель грузовика, объездивший все регионы страны.',
    },
    { sex: 'm', gen: 4 },
  ),
  haj(
    {
      az: 'Səbinə Əhməd qızı Hacıyeva',
      en: 'Sabina Ahmad gizi Hajiyeva',
      ru: 'Сабина Ахмед кызы Гаджиева',
    },
    '1945 – 2020',
    {
      az: 'Uşaq həkimi idi; bibisi Leylanın yanında təcrübə keçib.',
      en: 'A paediatrician who trained under her aunt Leyla.',
      ru: 'Детский врач, проходила практику у своей тёти Лейлы.',
    },
    { sex: 'f', gen: 4 },
  ),
  haj(
    {
      az: 'Afaq Süleyman qızı Hacıyeva',
      en: 'Afag Suleyman gizi Hajiyeva',
      ru: 'Афаг Сулейман кызы Гаджиева',
    },
    '1946 – 2018',
    {
      az: 'Otuz il riyaziyyat müəllimi işləyib.',
      en: 'She taught mathematics for thirty years.',
      ru: 'Тридцать лет преподавала математику.',
    },
    { sex: 'f', gen: 4 },
  ),
  haj(
    {
      az: 'Elmira Süleyman qızı Hacıyeva',
      en: 'Elmira Suleyman gizi Hajiyeva',
      ru: 'Эльмира Сулейман кызы Гаджиева',
    },
    '1948 – 2023',
    {
      az: 'Kimyaçı idi; Sumqayıtda laboratoriyaya rəhbərlik edib.',
      en: 'A chemist who headed a laboratory in Sumgayit.',
      ru: 'Химик, руководила лабораторией в Сумгайыте.',
    },
    { sex: 'f', gen: 4 },
  ),
  haj(
    {
      az: 'Rauf Bəhram oğlu Hacıyev',
      en: 'Rauf Bahram oglu Hajiyev',
      ru: 'Рауф Бахрам оглы Гаджиев',
    },
    '1950 – 2014',
    {
      az: 'Tarix müəllimi idi; kənd məktəbində muzey guşəsi yaradıb.',
      en: 'A history teacher who set up a small museum corner at the village school.',
      ru: 'Учитель истории, создал музейный уголок в сельской школе.',
    },
    { sex: 'm', gen: 4 },
  ),
  haj(
    { az: 'Arif Kamal oğlu Hacıyev', en: 'Arif Kamal oglu Hajiyev', ru: 'Ариф Камал оглы Гаджиев' },
    '1952 – 2017',
    {
      az: 'Güləşçi idi, sonra gənclərə məşq keçib.',
      en: 'A wrestler who later coached young athletes.',
      ru: 'Борец, впоследствии тренировал молодёжь.',
    },
    { sex: 'm', gen: 4, youtube: ['https://www.youtube.com/watch?v=Ar7Kc2Fm9Lp'] },
  ),
  haj(
    {
      az: 'Nailə Kamal qızı Hacıyeva',
      en: 'Naila Kamal gizi Hajiyeva',
      ru: 'Наиля Камал кызы Гаджиева',
    },
    '1955 – 2021',
    {
      az: 'Pianoçu idi; bibisi Minanın musiqi sevgisini davam etdirib.',
      en: 'A pianist who carried on her aunt Mina’s love of music.',
      ru: 'Пианистка, продолжившая любовь к музыке своей тёти Мины.',
    },
    { sex: 'f', gen: 4 },
  ),
  haj(
    {
      az: 'Oqtay Nazim oğlu Hacıyev',
      en: 'Oktay Nazim oglu Hajiyev',
      ru: 'Октай Назим оглы Гаджиев',
    },
    '1958 – 1993',
    {
      az: '1993-cü ildə Kəlbəcər uğrunda döyüşlərdə həlak olub.',
      en: 'He was killed in the fighting for Kalbajar in 1993.',
      ru: 'Погиб в боях за Кельбаджар в 1993 году.',
    },
    { sex: 'm', gen: 4, quran: [QURAN.yasin] },
  ),
  haj(
    {
      az: 'Cahangir Nazim oğlu Hacıyev',
      en: 'Jahangir Nazim oglu Hajiyev',
      ru: 'Джахангир Назим оглы Гаджиев',
    },
    '1960 – 2022',
    {
      az: 'Kardioloq idi; ailənin həkimlik ənənəsini davam etdirib.',
      en: 'A cardiologist who continued the family’s medical tradition.',
      ru: 'Кардиолог, продолживший семейную врачебную традицию.',
    },
    { sex: 'm', gen: 4, social: phone('505127734') },
  ),
  haj(
    {
      az: 'Elçin Vaqif oğlu Hacıyev',
      en: 'Elchin Vagif oglu Hajiyev',
      ru: 'Эльчин Вагиф оглы Гаджиев',
    },
    '1968 – 2016',
    {
      az: 'Mühəndis-proqramçı idi; ailə arxivini rəqəmsallaşdırmağa başlayan da o olub.',
      en: 'A software engineer who began digitising the family archive.',
      ru: 'Инженер-программист, начавший оцифровку семейного архива.',
    },
    {
      sex: 'm',
      gen: 5,
      social: {
        ...phone('552761840'),
        linkedin: 'https://www.linkedin.com/in/elchin-hajiyev-memory',
      },
    },
  ),
  haj(
    {
      az: 'Günay Telman qızı Hacıyeva',
      en: 'Gunay Telman gizi Hajiyeva',
      ru: 'Гюнай Тельман кызы Гаджиева',
    },
    '1972 – 2020',
    {
      az: 'Jurnalist idi; regional televiziya üçün reportajlar hazırlayıb.',
      en: 'A journalist who made reports for regional television.',
      ru: 'Журналист, готовила репортажи для регионального телевидения.',
    },
    { sex: 'f', gen: 5, share: false },
  ),
  haj(
    {
      az: 'Aynur Rauf qızı Hacıyeva',
      en: 'Aynur Rauf gizi Hajiyeva',
      ru: 'Айнур Рауф кызы Гаджиева',
    },
    '1975 – 2023',
    {
      az: 'Dizayner idi; xalça naxışlarını müasir geyimlərdə yaşadıb.',
      en: 'A designer who brought carpet patterns into modern clothing.',
      ru: 'Дизайнер, перенёсшая ковровые узоры в современную одежду.',
    },
    { sex: 'f', gen: 5, social: { instagram: 'https://www.instagram.com/aynur.hajiyeva.design' } },
  ),
  haj(
    {
      az: 'Rəşad Arif oğlu Hacıyev',
      en: 'Rashad Arif oglu Hajiyev',
      ru: 'Рашад Ариф оглы Гаджиев',
    },
    '1979 – 2019',
    {
      az: 'Bələdçi idi; Şəkiyə gələn qonaqlara şəhərin tarixini danışardı.',
      en: 'A tour guide who told visitors to Shaki the story of the town.',
      ru: 'Экскурсовод, рассказывавший гостям Шеки историю города.',
    },
    { sex: 'm', gen: 5 },
  ),
  haj(
    {
      az: 'Lalə Cahangir qızı Hacıyeva',
      en: 'Lala Jahangir gizi Hajiyeva',
      ru: 'Лала Джахангир кызы Гаджиева',
    },
    '1982 – 2024',
    {
      az: 'Stomatoloq idi; müalicə etdiyi uşaqlara həmişə kiçik hədiyyələr verərdi.',
      en: 'A dentist who always gave small gifts to the children she treated.',
      ru: 'Стоматолог, всегда дарившая маленьким пациентам небольшие подарки.',
    },
    { sex: 'f', gen: 5 },
  ),
  haj(
    {
      az: 'Tural Cahangir oğlu Hacıyev',
      en: 'Tural Jahangir oglu Hajiyev',
      ru: 'Турал Джахангир оглы Гаджиев',
    },
    '1985 – 2020',
    {
      az: '2020-ci ildə Vətən müharibəsində Füzuli istiqamətində şəhid olub.',
      en: 'He was killed in the Fuzuli direction during the 2020 war.',
      ru: 'Погиб на Физулинском направлении в войне 2020 года.',
    },
    { sex: 'm', gen: 5, quran: [QURAN.fatiha], voice: { az: VOICE.az1, ru: VOICE.ru1 } },
  ),
  haj(
    { az: 'Emil Rauf oğlu Hacıyev', en: 'Emil Rauf oglu Hajiyev', ru: 'Эмиль Рауф оглы Гаджиев' },
    '1990 – 2021',
    {
      az: 'Gənc tarzən idi; Şəkidəki musiqi festivallarında çıxış edib.',
      en: 'A young tar player who performed at music festivals in Shaki.',
      ru: 'Молодой тарист, выступал на музыкальных фестивалях в Шеки.',
    },
    { sex: 'm', gen: 5, cdnVideo: 'video/v-08.mp4', audio: ['audio/rec-04.mp3'] },
  ),
];

/* ------------------------------------------------------------------ small families */

const mam = family({ az: 'Məmmədlilər', en: 'Mammadli', ru: 'Мамедли' });
const mammadli: SeedPerson[] = [
  mam(
    { az: 'Qurban Məmmədli', en: 'Gurban Mammadli', ru: 'Гурбан Мамедли' },
    '1899 – 1978',
    {
      az: 'Qazaxda dəmirçi olub, nəslin ağsaqqalı sayılıb.',
      en: 'A blacksmith in Gazakh, regarded as the family elder.',
      ru: 'Кузнец в Газахе, почитался старейшиной рода.',
    },
    { sex: 'm' },
  ),
  mam(
    { az: 'Bəsti Məmmədli', en: 'Basti Mammadli', ru: 'Бести Мамедли' },
    '1904 – 1990',
    {
      az: 'Qurbanın həyat yoldaşı idi, yeddi övlad böyüdüb.',
      en: 'Gurban’s wife, who raised seven children.',
      ru: 'Супруга Гурбана, вырастившая семерых детей.',
    },
    { sex: 'f' },
  ),
  mam(
    { az: 'Ələsgər Məmmədli', en: 'Alasgar Mammadli', ru: 'Алескер Мамедли' },
    '1931 – 2001',
    {
      az: 'Aşıq sənətini sevən kolxoz sədri idi.',
      en: 'A collective-farm chairman with a love for the ashig art.',
      ru: 'Председатель колхоза, любивший ашугское искусство.',
    },
    { sex: 'm' },
  ),
  mam(
    { az: 'Nurcahan Məmmədli', en: 'Nurjahan Mammadli', ru: 'Нурджахан Мамедли' },
    '1936 – 2015',
    {
      az: 'Kənd məktəbində ibtidai sinif müəllimi işləyib.',
      en: 'She taught primary classes at the village school.',
      ru: 'Учительница начальных классов в сельской школе.',
    },
    { sex: 'f' },
  ),
  mam(
    { az: 'Vüsal Məmmədli', en: 'Vusal Mammadli', ru: 'Вусал Мамедли' },
    '1974 – 2023',
    {
      az: 'Baytar idi; kənd sakinlərinin mal-qarasına çox vaxt pulsuz baxardı.',
      en: 'A vet who often treated the villagers’ livestock free of charge.',
      ru: 'Ветеринар, нередко бесплатно лечивший скот односельчан.',
    },
    { sex: 'm', social: phone('702184456') },
  ),
];

const gul = family({ az: 'Quliyevlər', en: 'Guliyev', ru: 'Кулиевых' });
const guliyev: SeedPerson[] = [
  gul(
    { az: 'Mirzə Quliyev', en: 'Mirza Guliyev', ru: 'Мирза Кулиев' },
    '1910 – 1984',
    {
      az: 'Çay plantasiyasında briqadir olub.',
      en: 'A team leader on a tea plantation.',
      ru: 'Бригадир на чайной плантации.',
    },
    { sex: 'm' },
  ),
  gul(
    { az: 'Sürəyya Quliyeva', en: 'Surayya Guliyeva', ru: 'Сурайя Кулиева' },
    '1915 – 1999',
    {
      az: 'Qonaqları Lənkəranın məşhur ləvəngisi ilə qarşılayardı.',
      en: 'She welcomed guests with her famous Lankaran <em>lavangi</em>.',
      ru: 'Встречала гостей знаменитым ленкоранским лявянги.',
    },
    { sex: 'f' },
  ),
  gul(
    { az: 'Elxan Quliyev', en: 'Elkhan Guliyev', ru: 'Эльхан Кулиев' },
    '1948 – 2019',
    {
      az: 'Sitrus bağlarında aqronom işləyib.',
      en: 'He worked as an agronomist in citrus orchards.',
      ru: 'Работал агрономом в цитрусовых садах.',
    },
    { sex: 'm', social: phone('513307721') },
  ),
];

const rza = family({ az: 'Rzayevlər', en: 'Rzayev', ru: 'Рзаевых' });
const rzayev: SeedPerson[] = [
  rza(
    { az: 'Kərim Rzayev', en: 'Karim Rzayev', ru: 'Керим Рзаев' },
    '1925 – 2002',
    {
      az: 'Şamaxıda üzümçülük sovxozunda aqronom olub.',
      en: 'An agronomist at a vineyard state farm in Shamakhi.',
      ru: 'Агроном виноградарского совхоза в Шемахе.',
    },
    { sex: 'm' },
  ),
  rza(
    { az: 'Şölə Rzayeva', en: 'Shola Rzayeva', ru: 'Шёля Рзаева' },
    '1930 – 2010',
    {
      az: 'Şamaxı xalçalarının naxışlarını dəftərlərə köçürərək qoruyub saxlayıb.',
      en: 'She preserved the patterns of Shamakhi carpets by copying them into notebooks.',
      ru: 'Сохранила узоры шемахинских ковров, перерисовывая их в тетради.',
    },
    { sex: 'f', images: ['gallery/g-09.webp', 'gallery/g-06.webp', 'gallery/g-02.webp'] },
  ),
];

const jaf = family({ az: 'Cəfərlilər', en: 'Jafarli', ru: 'Джафарли' });
const jafarli: SeedPerson[] = [
  jaf(
    { az: 'Nəbi Cəfərli', en: 'Nabi Jafarli', ru: 'Наби Джафарли' },
    '1902 – 1970',
    {
      az: 'Qubada alma bağları salıb.',
      en: 'He planted apple orchards in Guba.',
      ru: 'Заложил яблоневые сады в Губе.',
    },
    { sex: 'm' },
  ),
  jaf(
    { az: 'Gülbahar Cəfərli', en: 'Gulbahar Jafarli', ru: 'Гюльбахар Джафарли' },
    '1908 – 1996',
    {
      az: 'Kənd mamaçası idi; yüzlərlə uşağın dünyaya gəlməsinə kömək edib.',
      en: 'The village midwife, who helped bring hundreds of children into the world.',
      ru: 'Сельская повитуха, помогшая появиться на свет сотням детей.',
    },
    { sex: 'f' },
  ),
  jaf(
    { az: 'Şamil Cəfərli', en: 'Shamil Jafarli', ru: 'Шамиль Джафарли' },
    '1939 – 2011',
    {
      az: 'Meşəbəyi idi; Qusarçay dərəsinin meşələrini qoruyub.',
      en: 'A forester who protected the woods of the Gusarchay valley.',
      ru: 'Лесничий, охранявший леса долины Гусарчай.',
    },
    { sex: 'm' },
  ),
  jaf(
    { az: 'Aida Cəfərli', en: 'Aida Jafarli', ru: 'Аида Джафарли' },
    '1967 – 2022',
    {
      az: 'Həkim-terapevt idi; pandemiya illərində də xəstələrini tərk etməyib.',
      en: 'A general practitioner who stayed with her patients through the pandemic years.',
      ru: 'Врач-терапевт, не оставлявшая пациентов и в годы пандемии.',
    },
    { sex: 'f', social: phone('994415502') },
  ),
];

const nas = family({ az: 'Nəsirovlar', en: 'Nasirov', ru: 'Насировых' });
const nasirov: SeedPerson[] = [
  nas(
    { az: 'Cəlil Nəsirov', en: 'Jalil Nasirov', ru: 'Джалил Насиров' },
    '1919 – 1993',
    {
      az: 'Naxçıvanda duz mədənində işləyib.',
      en: 'He worked at the salt mine in Nakhchivan.',
      ru: 'Работал на соляной шахте в Нахчыване.',
    },
    { sex: 'm' },
  ),
  nas(
    { az: 'Xanım Nəsirova', en: 'Khanim Nasirova', ru: 'Ханым Насирова' },
    '1924 – 2008',
    {
      az: 'Həyətindəki tut ağacının altına bütün məhəlləni yığardı.',
      en: 'She gathered the whole neighbourhood under the mulberry tree in her yard.',
      ru: 'Собирала всю округу под шелковицей у себя во дворе.',
    },
    { sex: 'f' },
  ),
];

const bab = family({ az: 'Babayevlər', en: 'Babayev', ru: 'Бабаевых' });
const babayev: SeedPerson[] = [
  bab(
    { az: 'Ağabala Babayev', en: 'Aghabala Babayev', ru: 'Агабала Бабаев' },
    '1890 – 1962',
    {
      az: 'Mərdəkanda bağ salmış, Abşeron ənciri ilə fəxr edən bağban idi.',
      en: 'A gardener in Mardakan who took pride in his Absheron figs.',
      ru: 'Садовод из Мардакяна, гордившийся апшеронским инжиром.',
    },
    { sex: 'm' },
  ),
  bab(
    { az: 'Səkinə Babayeva', en: 'Sakina Babayeva', ru: 'Сакина Бабаева' },
    '1896 – 1975',
    {
      az: 'Abşeron mürəbbələrinin sirlərini nəvələrinə öyrədib.',
      en: 'She taught her grandchildren the secrets of Absheron jams.',
      ru: 'Учила внуков секретам апшеронского варенья.',
    },
    { sex: 'f' },
  ),
  bab(
    { az: 'Həbib Babayev', en: 'Habib Babayev', ru: 'Габиб Бабаев' },
    '1921 – 1987',
    {
      az: 'Neft mədənlərində operator işləyib.',
      en: 'He worked as an operator at the oil fields.',
      ru: 'Работал оператором на нефтепромыслах.',
    },
    { sex: 'm' },
  ),
  bab(
    { az: 'Məryəm Babayeva', en: 'Maryam Babayeva', ru: 'Марьям Бабаева' },
    '1925 – 2009',
    {
      az: 'Bakıda toxuculuq fabrikində çalışıb.',
      en: 'She worked at a textile factory in Baku.',
      ru: 'Работала на текстильной фабрике в Баку.',
    },
    { sex: 'f' },
  ),
  bab(
    { az: 'Rafiq Babayev', en: 'Rafig Babayev', ru: 'Рафик Бабаев' },
    '1950 – 2016',
    {
      az: 'Dəniz kapitanı idi; Xəzərdə tanker idarə edib.',
      en: 'A sea captain who commanded a tanker on the Caspian.',
      ru: 'Капитан, водивший танкер по Каспию.',
    },
    {
      sex: 'm',
      videos: ['video/v-06.mp4'],
      images: ['gallery/g-03.webp', 'gallery/g-11.webp', 'gallery/g-08.webp'],
    },
  ),
  bab(
    { az: 'Samirə Babayeva', en: 'Samira Babayeva', ru: 'Самира Бабаева' },
    '1978 – 2024',
    {
      az: 'Memar idi; Mərdəkan bağlarındakı köhnə evləri tədqiq edib.',
      en: 'An architect who studied the old dacha houses of Mardakan.',
      ru: 'Архитектор, изучавшая старые дачные дома Мардакяна.',
    },
    { sex: 'f', social: phone('775043318') },
  ),
];

const kar = family({ az: 'Kərimovlar', en: 'Karimov', ru: 'Керимовых' });
const karimov: SeedPerson[] = [
  kar(
    { az: 'Mirzə Həsən Kərimov', en: 'Mirza Hasan Karimov', ru: 'Мирза Гасан Керимов' },
    '1885 – 1950',
    {
      az: 'Şuşada xəttat və mirzə olub.',
      en: 'A calligrapher and scribe in Shusha.',
      ru: 'Каллиграф и писарь в Шуше.',
    },
    { sex: 'm', noPhoto: true },
  ),
  kar(
    { az: 'Xurşud Kərimova', en: 'Khurshud Karimova', ru: 'Хуршуд Керимова' },
    '1890 – 1968',
    {
      az: 'Şuşa xalçalarının ustası idi.',
      en: 'A master weaver of Shusha carpets.',
      ru: 'Мастерица шушинских ковров.',
    },
    { sex: 'f' },
  ),
  kar(
    { az: 'Bəylər Kərimov', en: 'Baylar Karimov', ru: 'Бейлер Керимов' },
    '1912 – 1979',
    {
      az: 'Xanəndə idi; Şuşa məclislərində muğam oxuyardı.',
      en: 'A <em>khanende</em> who sang mugham at Shusha gatherings.',
      ru: 'Ханенде, исполнявший мугам на шушинских меджлисах.',
    },
    { sex: 'm', audio: ['audio/rec-01.mp3'] },
  ),
  kar(
    { az: 'Zərif Kərimova', en: 'Zarif Karimova', ru: 'Зариф Керимова' },
    '1916 – 1997',
    {
      az: 'Tibb bacısı idi; müharibə illərində hospitalda çalışıb.',
      en: 'A nurse who worked at a military hospital during the war years.',
      ru: 'Медсестра, в годы войны работавшая в госпитале.',
    },
    { sex: 'f' },
  ),
  kar(
    { az: 'Vidadi Kərimov', en: 'Vidadi Karimov', ru: 'Видади Керимов' },
    '1940 – 2005',
    {
      az: 'Şuşa musiqi məktəbinin direktoru olub.',
      en: 'He headed the Shusha music school.',
      ru: 'Директор шушинской музыкальной школы.',
    },
    { sex: 'm' },
  ),
  kar(
    { az: 'Firəngiz Kərimova', en: 'Firangiz Karimova', ru: 'Ферангиз Керимова' },
    '1944 – 2021',
    {
      az: '1992-ci ildə məcburi köçkün olsa da, Şuşaya qayıdış ümidini heç vaxt itirməyib.',
      en: 'Displaced in 1992, she never lost hope of returning to Shusha.',
      ru: 'Став вынужденной переселенкой в 1992 году, она никогда не теряла надежды вернуться в Шушу.',
    },
    { sex: 'f' },
  ),
  kar(
    { az: 'Elnur Kərimov', en: 'Elnur Karimov', ru: 'Эльнур Керимов' },
    '1971 – 1992',
    {
      az: 'Şuşanın müdafiəsində həlak olub.',
      en: 'He was killed defending Shusha.',
      ru: 'Погиб при обороне Шуши.',
    },
    { sex: 'm', quran: [QURAN.fatiha] },
  ),
  kar(
    { az: 'Nigar Kərimova', en: 'Nigar Karimova', ru: 'Нигяр Керимова' },
    '1976 – 2024',
    {
      az: 'Şuşanın azad edilməsindən sonra ailənin evini bərpa etməyə başlayıb.',
      en: 'After the liberation of Shusha she began restoring the family home.',
      ru: 'После освобождения Шуши начала восстанавливать семейный дом.',
    },
    {
      sex: 'f',
      social: phone('503916620'),
      location: mapEmbed(39.7589, 46.7489, 'Shusha', 1705100000000),
    },
  ),
];

const sul = family({ az: 'Süleymanovlar', en: 'Suleymanov', ru: 'Сулеймановых' });
const suleymanov: SeedPerson[] = [
  sul(
    { az: 'Musa Süleymanov', en: 'Musa Suleymanov', ru: 'Муса Сулейманов' },
    '1908 – 1981',
    {
      az: 'Zaqatalada qoz və fındıq bağları becərib.',
      en: 'He grew walnut and hazelnut groves in Zagatala.',
      ru: 'Выращивал ореховые и фундуковые сады в Загатале.',
    },
    { sex: 'm' },
  ),
  sul(
    { az: 'Həlimə Süleymanova', en: 'Halima Suleymanova', ru: 'Халима Сулейманова' },
    '1913 – 2000',
    {
      az: 'Kəndin ən yaxşı çörəkbişirəni sayılırdı.',
      en: 'She was considered the best baker in the village.',
      ru: 'Считалась лучшей хлебопёкой села.',
    },
    { sex: 'f' },
  ),
  sul(
    { az: 'Nizami Süleymanov', en: 'Nizami Suleymanov', ru: 'Низами Сулейманов' },
    '1945 – 2020',
    {
      az: 'Ədəbiyyat müəllimi idi; kənd kitabxanasına min kitab bağışlayıb.',
      en: 'A literature teacher who donated a thousand books to the village library.',
      ru: 'Учитель литературы, подаривший сельской библиотеке тысячу книг.',
    },
    { sex: 'm' },
  ),
];

const oru = family({ az: 'Orucovlar', en: 'Orujov', ru: 'Оруджевых' });
const orujov: SeedPerson[] = [
  oru(
    { az: 'Həmid Orucov', en: 'Hamid Orujov', ru: 'Гамид Оруджев' },
    '1930 – 2005',
    {
      az: 'Masallıda müəllim və məktəb direktoru olub.',
      en: 'A teacher and school principal in Masalli.',
      ru: 'Учитель и директор школы в Масаллы.',
    },
    { sex: 'm' },
  ),
  oru(
    { az: 'Tamara Orucova', en: 'Tamara Orujova', ru: 'Тамара Оруджева' },
    '1936 – 2017',
    {
      az: 'İstisu bulağının yaxınlığında ailə qonaq evi açmışdı.',
      en: 'She opened a family guesthouse near the Istisu hot spring.',
      ru: 'Открыла семейный гостевой дом у горячего источника Истису.',
    },
    { sex: 'f' },
  ),
];

const zey = family({ az: 'Zeynallılar', en: 'Zeynalli', ru: 'Зейналлы' });
const zeynalli: SeedPerson[] = [
  zey(
    { az: 'Qasım Zeynallı', en: 'Gasim Zeynalli', ru: 'Гасым Зейналлы' },
    '1915 – 1990',
    {
      az: 'İkinci Dünya müharibəsinin iştirakçısı, sonralar kənd müəllimi idi.',
      en: 'A Second World War veteran who later became a village teacher.',
      ru: 'Участник Второй мировой войны, затем сельский учитель.',
    },
    { sex: 'm' },
  ),
  zey(
    { az: 'Gülşən Zeynallı', en: 'Gulshan Zeynalli', ru: 'Гюльшен Зейналлы' },
    '1921 – 2007',
    {
      az: 'Saz çalan nadir qadın aşıqlardan idi.',
      en: 'One of the rare women ashigs who played the saz.',
      ru: 'Одна из редких женщин-ашугов, игравших на сазе.',
    },
    { sex: 'f', audio: ['audio/rec-03.mp3'] },
  ),
  zey(
    { az: 'Əziz Zeynallı', en: 'Aziz Zeynalli', ru: 'Азиз Зейналлы' },
    '1950 – 2015',
    {
      az: 'Tovuzda üzüm bağları salıb.',
      en: 'He planted vineyards in Tovuz.',
      ru: 'Заложил виноградники в Товузе.',
    },
    { sex: 'm' },
  ),
  zey(
    { az: 'Orxan Zeynallı', en: 'Orkhan Zeynalli', ru: 'Орхан Зейналлы' },
    '1996 – 2022',
    {
      az: 'Gənc memar idi, nəsildə memarlıq diplomu alan ilk şəxs olub.',
      en: 'A young architect, the first in the family with a degree in architecture.',
      ru: 'Молодой архитектор, первый в роду с дипломом архитектора.',
    },
    { sex: 'm', cdnVideo: 'video/v-05.mp4' },
  ),
];

const abb = family({ az: 'Abbasovlar', en: 'Abbasov', ru: 'Аббасовых' });
const abbasov: SeedPerson[] = [
  abb(
    { az: 'Rəşid Abbasov', en: 'Rashid Abbasov', ru: 'Рашид Аббасов' },
    '1928 – 2011',
    {
      az: 'Kür çayında balıqçı olub.',
      en: 'A fisherman on the Kura River.',
      ru: 'Рыбак на реке Куре.',
    },
    { sex: 'm' },
  ),
  abb(
    { az: 'Səltənət Abbasova', en: 'Saltanat Abbasova', ru: 'Салтанат Аббасова' },
    '1934 – 2021',
    {
      az: 'Pambıqçı və əmək veteranı idi.',
      en: 'A cotton grower and a labour veteran.',
      ru: 'Хлопковод, ветеран труда.',
    },
    { sex: 'f' },
  ),
];

const has = family({ az: 'Həsənlilər', en: 'Hasanli', ru: 'Гасанлы' });
const hasanli: SeedPerson[] = [
  has(
    { az: 'Abdulla Həsənli', en: 'Abdulla Hasanli', ru: 'Абдулла Гасанлы' },
    '1895 – 1965',
    {
      az: 'Ağdamda çayxana saxlayıb, qonaqpərvərliyi ilə tanınıb.',
      en: 'He kept a teahouse in Aghdam and was known for his hospitality.',
      ru: 'Держал чайхану в Агдаме и славился гостеприимством.',
    },
    { sex: 'm' },
  ),
  has(
    { az: 'Nabat Həsənli', en: 'Nabat Hasanli', ru: 'Набат Гасанлы' },
    '1900 – 1979',
    {
      az: 'Qarabağ atları saxlayan ailənin ürəyi idi.',
      en: 'The heart of a family that raised Karabakh horses.',
      ru: 'Душа семьи, разводившей карабахских лошадей.',
    },
    { sex: 'f' },
  ),
  has(
    { az: 'Ramiz Həsənli', en: 'Ramiz Hasanli', ru: 'Рамиз Гасанлы' },
    '1938 – 2010',
    {
      az: 'Dəyirmançı idi; onun dəyirmanı kəndin mərkəzi sayılırdı.',
      en: 'A miller whose mill was the heart of the village.',
      ru: 'Мельник; его мельница была центром села.',
    },
    { sex: 'm' },
  ),
  has(
    { az: 'Sevda Həsənli', en: 'Sevda Hasanli', ru: 'Севда Гасанлы' },
    '1945 – 2017',
    {
      az: 'Məcburi köçkün kimi Bərdədə yaşayıb, qonşu uşaqlarına pulsuz dərs deyib.',
      en: 'Displaced to Barda, she gave free lessons to the neighbours’ children.',
      ru: 'Став переселенкой, жила в Барде и бесплатно занималась с соседскими детьми.',
    },
    { sex: 'f' },
  ),
  has(
    { az: 'Tural Həsənli', en: 'Tural Hasanli', ru: 'Турал Гасанлы' },
    '1987 – 2023',
    {
      az: 'Ağdamın bərpasında mühəndis kimi çalışıb.',
      en: 'He worked as an engineer on the rebuilding of Aghdam.',
      ru: 'Работал инженером на восстановлении Агдама.',
    },
    { sex: 'm', social: phone('554408812') },
  ),
];

/* ------------------------------------------------------------------ collections */

const title = (az: string, en: string, ru: string): LangMap => ({
  az: `<strong>${az}</strong> nəsli`,
  en: `The <strong>${en}</strong> family`,
  ru: `Род <strong>${ru}</strong>`,
});

export const genealogies: SeedGenealogy[] = [
  {
    title: title('Hacıyevlər', 'Hajiyev', 'Гаджиевых'),
    head: { az: 'Hacı Əhməd Hacıyev', en: 'Haji Ahmad Hajiyev', ru: 'Гаджи Ахмед Гаджиев' },
    date: '1862 – 2024',
    members: hajiyev,
  },
  {
    title: title('Məmmədlilər', 'Mammadli', 'Мамедли'),
    head: { az: 'Qurban Məmmədli', en: 'Gurban Mammadli', ru: 'Гурбан Мамедли' },
    date: '1899 – 2023',
    members: mammadli,
  },
  {
    title: title('Quliyevlər', 'Guliyev', 'Кулиевых'),
    head: { az: 'Mirzə Quliyev', en: 'Mirza Guliyev', ru: 'Мирза Кулиев' },
    date: '1910 – 2019',
    members: guliyev,
  },
  {
    title: title('Rzayevlər', 'Rzayev', 'Рзаевых'),
    head: { az: 'Kərim Rzayev', en: 'Karim Rzayev', ru: 'Керим Рзаев' },
    date: '1925 – 2010',
    members: rzayev,
  },
  {
    title: title('Cəfərlilər', 'Jafarli', 'Джафарли'),
    head: { az: 'Nəbi Cəfərli', en: 'Nabi Jafarli', ru: 'Наби Джафарли' },
    date: '1902 – 2022',
    members: jafarli,
  },
  {
    title: title('Nəsirovlar', 'Nasirov', 'Насировых'),
    head: { az: 'Cəlil Nəsirov', en: 'Jalil Nasirov', ru: 'Джалил Насиров' },
    date: '1919 – 2008',
    members: nasirov,
  },
  {
    title: title('Babayevlər', 'Babayev', 'Бабаевых'),
    head: { az: 'Ağabala Babayev', en: 'Aghabala Babayev', ru: 'Агабала Бабаев' },
    date: '1890 – 2024',
    members: babayev,
  },
  {
    title: title('Kərimovlar', 'Karimov', 'Керимовых'),
    head: { az: 'Mirzə Həsən Kərimov', en: 'Mirza Hasan Karimov', ru: 'Мирза Гасан Керимов' },
    date: '1885 – 2024',
    members: karimov,
  },
  {
    title: title('Süleymanovlar', 'Suleymanov', 'Сулеймановых'),
    head: { az: 'Musa Süleymanov', en: 'Musa Suleymanov', ru: 'Муса Сулейманов' },
    date: '1908 – 2020',
    members: suleymanov,
  },
  {
    title: title('Orucovlar', 'Orujov', 'Оруджевых'),
    head: { az: 'Həmid Orucov', en: 'Hamid Orujov', ru: 'Гамид Оруджев' },
    date: '1930 – 2017',
    members: orujov,
  },
  {
    title: title('Zeynallılar', 'Zeynalli', 'Зейналлы'),
    head: { az: 'Qasım Zeynallı', en: 'Gasim Zeynalli', ru: 'Гасым Зейналлы' },
    date: '1915 – 2022',
    members: zeynalli,
  },
  {
    title: title('Abbasovlar', 'Abbasov', 'Аббасовых'),
    head: { az: 'Rəşid Abbasov', en: 'Rashid Abbasov', ru: 'Рашид Аббасов' },
    date: '1928 – 2021',
    members: abbasov,
  },
  {
    title: title('Həsənlilər', 'Hasanli', 'Гасанлы'),
    head: { az: 'Abdulla Həsənli', en: 'Abdulla Hasanli', ru: 'Абдулла Гасанлы' },
    date: '1895 – 2023',
    members: hasanli,
  },
];
