// Benchmark records on the demo content (`npm run db:seed -- --scale 100000`), the same every run.
import { sql, type Insertable } from 'kysely';
import { CATEGORY_IDS, SOCIAL_KEYS } from '@/lib/contract/keys';
import { type LangMap } from '@/lib/contract/types';
import { recordDateColumns } from '@/lib/search/record-years';
import { nameSkeleton, recordSkeleton } from '@/lib/search/search-text';
import { engineOf, type ContentDb } from '../db';
import type { DeceasedTable } from '../schema';

type Name = readonly [az: string, en: string, ru: string];

const MALE: Name[] = [
  ['Əli', 'Ali', 'Али'],
  ['Vüqar', 'Vugar', 'Вугар'],
  ['Rəşad', 'Rashad', 'Рашад'],
  ['Elçin', 'Elchin', 'Эльчин'],
  ['Tural', 'Tural', 'Турал'],
  ['Orxan', 'Orkhan', 'Орхан'],
  ['Kamran', 'Kamran', 'Камран'],
  ['Fərid', 'Farid', 'Фарид'],
  ['Nicat', 'Nijat', 'Ниджат'],
  ['Rauf', 'Rauf', 'Рауф'],
  ['Samir', 'Samir', 'Самир'],
  ['Elnur', 'Elnur', 'Эльнур'],
  ['Anar', 'Anar', 'Анар'],
  ['Rüfət', 'Rufat', 'Руфат'],
  ['Zaur', 'Zaur', 'Заур'],
  ['İlham', 'Ilham', 'Ильхам'],
  ['Vaqif', 'Vagif', 'Вагиф'],
  ['Mübariz', 'Mubariz', 'Мубариз'],
  ['Həsən', 'Hasan', 'Гасан'],
  ['Hüseyn', 'Huseyn', 'Гусейн'],
  ['Məhəmməd', 'Mahammad', 'Магомед'],
  ['Cavid', 'Javid', 'Джавид'],
  ['Emin', 'Emin', 'Эмин'],
  ['Elvin', 'Elvin', 'Эльвин'],
  ['Ramil', 'Ramil', 'Рамиль'],
  ['Şahin', 'Shahin', 'Шахин'],
  ['Qəzənfər', 'Gazanfar', 'Газанфар'],
  ['Yusif', 'Yusif', 'Юсиф'],
  ['Xəyal', 'Khayal', 'Хаял'],
  ['Toğrul', 'Toghrul', 'Тогрул'],
  ['Aqil', 'Agil', 'Агиль'],
  ['Nazim', 'Nazim', 'Назим'],
  ['Bəhruz', 'Bahruz', 'Бахруз'],
  ['Ceyhun', 'Jeyhun', 'Джейхун'],
  ['Fuad', 'Fuad', 'Фуад'],
  ['Murad', 'Murad', 'Мурад'],
  ['Pərviz', 'Parviz', 'Парвиз'],
  ['Rövşən', 'Rovshan', 'Ровшан'],
  ['Səbuhi', 'Sabuhi', 'Сабухи'],
  ['İbrahim', 'Ibrahim', 'Ибрагим'],
];

const FEMALE: Name[] = [
  ['Aynur', 'Aynur', 'Айнур'],
  ['Günay', 'Gunay', 'Гюнай'],
  ['Leyla', 'Leyla', 'Лейла'],
  ['Nigar', 'Nigar', 'Нигяр'],
  ['Səbinə', 'Sabina', 'Сабина'],
  ['Gülnarə', 'Gulnara', 'Гюльнара'],
  ['Sevinc', 'Sevinj', 'Севиндж'],
  ['Aytən', 'Aytan', 'Айтан'],
  ['Könül', 'Konul', 'Кёнуль'],
  ['Nərmin', 'Narmin', 'Нармин'],
  ['Zəhra', 'Zahra', 'Захра'],
  ['Fatimə', 'Fatima', 'Фатима'],
  ['Xədicə', 'Khadija', 'Хадиджа'],
  ['Lalə', 'Lala', 'Лала'],
  ['Samirə', 'Samira', 'Самира'],
  ['Türkan', 'Turkan', 'Туркан'],
  ['Ülviyyə', 'Ulviyya', 'Ульвия'],
  ['Vüsalə', 'Vusala', 'Вусала'],
  ['Şəbnəm', 'Shabnam', 'Шабнам'],
  ['Rəna', 'Rena', 'Рена'],
  ['Məlahət', 'Malahat', 'Малахат'],
  ['Sara', 'Sara', 'Сара'],
  ['Aysel', 'Aysel', 'Айсель'],
  ['Əminə', 'Amina', 'Амина'],
  ['Humay', 'Humay', 'Хумай'],
  ['Nərgiz', 'Nargiz', 'Наргиз'],
  ['Xumar', 'Khumar', 'Хумар'],
  ['Gülşən', 'Gulshan', 'Гюльшан'],
  ['Zümrüd', 'Zumrud', 'Зумруд'],
  ['Mehriban', 'Mehriban', 'Мехрибан'],
];

/** Male forms; the female form adds -a (az, en) and -а (ru). */
const SURNAMES: Name[] = [
  ['Məmmədov', 'Mammadov', 'Мамедов'],
  ['Əliyev', 'Aliyev', 'Алиев'],
  ['Həsənov', 'Hasanov', 'Гасанов'],
  ['Hüseynov', 'Huseynov', 'Гусейнов'],
  ['Quliyev', 'Guliyev', 'Кулиев'],
  ['Cəfərov', 'Jafarov', 'Джафаров'],
  ['İsmayılov', 'Ismayilov', 'Исмаилов'],
  ['Abbasov', 'Abbasov', 'Аббасов'],
  ['Babayev', 'Babayev', 'Бабаев'],
  ['Rzayev', 'Rzayev', 'Рзаев'],
  ['Kərimov', 'Karimov', 'Керимов'],
  ['Orucov', 'Orujov', 'Оруджев'],
  ['Nəsirov', 'Nasirov', 'Насиров'],
  ['Süleymanov', 'Suleymanov', 'Сулейманов'],
  ['Vəliyev', 'Valiyev', 'Велиев'],
  ['Qasımov', 'Gasimov', 'Касумов'],
  ['Sadıqov', 'Sadigov', 'Садыгов'],
  ['Əhmədov', 'Ahmadov', 'Ахмедов'],
  ['Zeynalov', 'Zeynalov', 'Зейналов'],
  ['Bayramov', 'Bayramov', 'Байрамов'],
  ['Mustafayev', 'Mustafayev', 'Мустафаев'],
  ['Rəhimov', 'Rahimov', 'Рагимов'],
  ['Nağıyev', 'Naghiyev', 'Нагиев'],
  ['Tağıyev', 'Taghiyev', 'Тагиев'],
  ['Əsgərov', 'Asgarov', 'Аскеров'],
  ['Paşayev', 'Pashayev', 'Пашаев'],
  ['Hacıyev', 'Hajiyev', 'Гаджиев'],
  ['Səfərov', 'Safarov', 'Сафаров'],
  ['Musayev', 'Musayev', 'Мусаев'],
  ['Novruzov', 'Novruzov', 'Новрузов'],
  ['Eyvazov', 'Eyvazov', 'Эйвазов'],
  ['Allahverdiyev', 'Allahverdiyev', 'Аллахвердиев'],
  ['Bağırov', 'Baghirov', 'Багиров'],
  ['Xəlilov', 'Khalilov', 'Халилов'],
  ['Qurbanov', 'Gurbanov', 'Курбанов'],
  ['Şükürov', 'Shukurov', 'Шукюров'],
  ['Mehdiyev', 'Mehdiyev', 'Мехтиев'],
  ['Salmanov', 'Salmanov', 'Салманов'],
  ['Fərzəliyev', 'Farzaliyev', 'Фарзалиев'],
  ['Məlikov', 'Malikov', 'Меликов'],
];

const SURNAMES_LI: Name[] = [
  ['Məmmədli', 'Mammadli', 'Мамедли'],
  ['Həsənli', 'Hasanli', 'Гасанлы'],
  ['Cəfərli', 'Jafarli', 'Джафарли'],
  ['Zeynallı', 'Zeynalli', 'Зейналлы'],
  ['Əlili', 'Alili', 'Алилы'],
  ['Qaradağlı', 'Garadaghli', 'Карадаглы'],
];

const PLACES: Name[] = [
  ['Şəki', 'Shaki', 'Шеки'],
  ['Quba', 'Guba', 'Губа'],
  ['Gəncə', 'Ganja', 'Гянджа'],
  ['Lənkəran', 'Lankaran', 'Ленкорань'],
  ['Şamaxı', 'Shamakhi', 'Шемаха'],
  ['Naxçıvan', 'Nakhchivan', 'Нахчыван'],
  ['Ordubad', 'Ordubad', 'Ордубад'],
  ['Qəbələ', 'Gabala', 'Габала'],
  ['Zaqatala', 'Zagatala', 'Закатала'],
  ['Bərdə', 'Barda', 'Барда'],
  ['Şuşa', 'Shusha', 'Шуша'],
  ['Lahıc', 'Lahij', 'Лахыдж'],
  ['Xınalıq', 'Khinalig', 'Хыналыг'],
  ['Ağdam', 'Aghdam', 'Агдам'],
  ['Füzuli', 'Fuzuli', 'Физули'],
];

/** Monument kinds: az with its possessive suffix after a place name, en after it, ru before it. */
const MONUMENT_KINDS: Name[] = [
  ['məscidi', 'Mosque', 'Мечеть'],
  ['türbəsi', 'Mausoleum', 'Мавзолей'],
  ['karvansarası', 'Caravanserai', 'Караван-сарай'],
  ['hamamı', 'Bathhouse', 'Баня'],
  ['qalası', 'Fortress', 'Крепость'],
  ['körpüsü', 'Bridge', 'Мост'],
  ['bulağı', 'Spring', 'Родник'],
];

const ORDINAL_AZ: Record<number, string> = {
  12: 'ci',
  13: 'cü',
  14: 'cü',
  15: 'ci',
  16: 'cı',
  17: 'ci',
  18: 'ci',
  19: 'cu',
};

const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/** mulberry32: a small, fast, seeded pseudo-random sequence. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type GeneratedRecord = {
  categoryId: number;
  name: LangMap;
  text: LangMap;
  date: string;
  photo: string | null;
  share: boolean;
  updatedAt: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

export function* generateRecords(count: number, seed = 20261123): Generator<GeneratedRecord> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const day = (year: number) => `${pad(int(1, 28))}.${pad(int(1, 12))}.${year}`;

  for (let i = 0; i < count; i++) {
    const roll = next();
    const category =
      roll < 0.4
        ? 'dear-memories'
        : roll < 0.65
          ? 'martyrs'
          : roll < 0.8
            ? 'public-figures'
            : roll < 0.95
              ? 'historical-figures'
              : 'historical-monuments';
    const categoryId = CATEGORY_IDS[category];
    const updatedAt = `20${pad(int(24, 26))}-${pad(int(1, 12))}-${pad(int(1, 28))}T${pad(int(0, 23))}:00:00.000Z`;

    if (category === 'historical-monuments') {
      const place = pick(PLACES);
      const kind = pick(MONUMENT_KINDS);
      const n = ROMAN[int(0, ROMAN.length - 1)]!;
      const name = {
        az: `${place[0]} ${kind[0]}${n}`,
        en: `${place[1]} ${kind[1]}${n}`,
        ru: `${kind[2]} ${place[2]}${n}`,
      };
      const century = int(12, 19);
      yield {
        categoryId,
        name,
        date: `${century}-${ORDINAL_AZ[century]} əsr`,
        text: {
          az: `<p>${name.az} ${century}-${ORDINAL_AZ[century]} əsrdə tikilib və bu gün də qorunur.</p>`,
          en: `<p>${name.en} was built in the ${century}th century and is preserved to this day.</p>`,
          ru: `<p>Памятник «${name.ru}» построен в ${century} веке и сохранился до наших дней.</p>`,
        },
        photo: `monuments/m-${pad(int(1, 14))}.webp`,
        share: next() > 0.05,
        updatedAt,
      };
      continue;
    }

    const female = next() < 0.45;
    const first = pick(female ? FEMALE : MALE);
    const li = next() < 0.12;
    const surname = li ? pick(SURNAMES_LI) : pick(SURNAMES);
    const suffix = female && !li ? ['a', 'a', 'а'] : ['', '', ''];
    const withFather = next() < 0.3 ? pick(MALE) : null;
    const middle = withFather
      ? female
        ? [` ${withFather[0]} qızı`, ` ${withFather[1]} gizi`, ` ${withFather[2]} кызы`]
        : [` ${withFather[0]} oğlu`, ` ${withFather[1]} oglu`, ` ${withFather[2]} оглы`]
      : ['', '', ''];
    const name = {
      az: `${first[0]}${middle[0]} ${surname[0]}${suffix[0]}`,
      en: `${first[1]}${middle[1]} ${surname[1]}${suffix[1]}`,
      ru: `${first[2]}${middle[2]} ${surname[2]}${suffix[2]}`,
    };
    const born =
      category === 'historical-figures'
        ? int(1700, 1900)
        : category === 'martyrs'
          ? int(1955, 2002)
          : int(1920, 1990);
    const wars = [1992, 1993, 1994, 2016, 2020, 2020, 2020].filter((year) => year - born >= 18);
    const died =
      category === 'martyrs' && wars.length > 0 ? pick(wars) : Math.min(2025, born + int(20, 95));
    const date = next() < 0.5 ? `${born} – ${died}` : `${day(born)} – ${day(died)}`;
    const photoRoll = next();
    yield {
      categoryId,
      name,
      date,
      text: {
        az: `<p>${name.az} (${date}) ailəsinin və dostlarının xatirəsində yaşayır.</p>`,
        en: `<p>${name.en} (${date}) lives on in the memory of family and friends.</p>`,
        ru: `<p>${name.ru} (${date}): светлая память в сердцах родных и друзей.</p>`,
      },
      photo: photoRoll < 0.1 ? null : `portraits/${pick(['h', 'p', 'pf'])}-${pad(int(1, 32))}.webp`,
      share: next() > 0.05,
      updatedAt,
    };
  }
}

const BATCH = 500;

export async function seedScale(db: ContentDb, total: number): Promise<number> {
  const { count } = await db
    .selectFrom('deceased')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const missing = Math.max(0, total - Number(count));
  if (missing === 0) return 0;

  const positions = new Map<number, number>();
  const lasts = await db
    .selectFrom('deceased')
    .select((eb) => ['category_id', eb.fn.max('position').as('last')])
    .where('genealogy_id', 'is', null)
    .groupBy('category_id')
    .execute();
  for (const row of lasts) positions.set(row.category_id, Number(row.last));
  const social = JSON.stringify(Object.fromEntries(SOCIAL_KEYS.map((k) => [k, null])));
  const skeletons = new Map<string, string>();
  const skeleton = (s: string) => {
    let k = skeletons.get(s);
    if (k === undefined) skeletons.set(s, (k = nameSkeleton(s)));
    return k;
  };
  await db.transaction().execute(async (trx) => {
    // A VACUUM right after (db:seed's) cannot mark pages all-visible before the commit is flushed.
    if (engineOf(db) === 'postgres') await sql`set local synchronous_commit = on`.execute(trx);
    let batch: Insertable<DeceasedTable>[] = [];
    const flush = async () => {
      if (batch.length > 0) await trx.insertInto('deceased').values(batch).execute();
      batch = [];
    };
    for (const r of generateRecords(missing)) {
      const position = (positions.get(r.categoryId) ?? -1) + 1;
      positions.set(r.categoryId, position);
      batch.push({
        category_id: r.categoryId,
        genealogy_id: null,
        position,
        name_az: r.name.az,
        name_en: r.name.en,
        name_ru: r.name.ru,
        text_az: r.text.az,
        text_en: r.text.en,
        text_ru: r.text.ru,
        date: r.date,
        photo_title: r.photo,
        photo_title_cdn: null,
        share: r.share ? 1 : 0,
        social_media: social,
        location: null,
        voice_az: null,
        voice_en: null,
        voice_ru: null,
        search_text: recordSkeleton([r.name.az, r.name.en, r.name.ru], skeleton),
        ...recordDateColumns(r.date),
        created_at: r.updatedAt,
        updated_at: r.updatedAt,
      });
      if (batch.length === BATCH) await flush();
    }
    await flush();
  });
  return missing;
}
