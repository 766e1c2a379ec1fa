/**
 * The demo content of the site (seeded into the embedded database by lib/content/seed/seed.ts).
 * Media paths are relative to public/media and are produced by scripts/make/generate-media.mjs.
 *
 * Counts: 33 records in each of the five categories (pages of 12: 12 + 12 + 9, page 4 empty);
 * 13 genealogy collections (Hacıyevlər has 34 members, the others 2–8); 7 QR records.
 *
 * Edge cases covered on purpose (record names as in `name.az`):
 *
 * - photo: most records (e.g. public 'Üzeyir Hacıbəyov').
 * - no photo: historical 'Bəhmənyar'; martyr 'Etibar Nağıyev'; dear memory 'Yusif Abdullayev';
 *   genealogy 'Hacı Əhməd Hacıyev', 'Fatma xanım Hacıyeva', 'Mirzə Həsən Kərimov';
 *   QR record 'Səbinə Rəhimova'.
 * - cdnVideo instead of a photo: public 'Vaqif Mustafazadə'; martyr 'Tural Həsənov';
 *   dear memory 'Leyla Cəfərova'; genealogy 'Emil Rauf oğlu Hacıyev', 'Orxan Zeynallı'.
 * - youtube, valid forms: watch?v= — 'İsmayıl Xətai', 'Nicat İsmayılov', 'Kamil Zeynalov',
 *   'Qız qalası', 'Arif Kamal oğlu Hacıyev'; youtu.be — 'İsmayıl Xətai', 'Müslüm Maqomayev',
 *   'Tofiq Bəhramov', 'Pərviz Ağayev', 'Qobustan qayaüstü təsvirləri'; embed — 'Üzeyir Hacıbəyov',
 *   'Mirzə Sadıq Əsəd oğlu (Sadıqcan)'; shorts — 'Üzeyir Hacıbəyov', 'Kamil Zeynalov'.
 * - youtube, invalid: 'Müslüm Maqomayev' ('https://www.youtube.com/watch?v=short' next to a valid
 *   one); 'Mstislav Rostropoviç' ('https://vimeo.com/123' and 'not a link', no valid link at all).
 * - voice in one language: 'İsmayıl Xətai' (az), 'Rəşid Behbudov' (en), 'Aşıq Ələsgər' (ru),
 *   'Əminə Hüseynzadə' (az), 'Rəhilə Rəhim qızı Hacıyeva' (az);
 *   in two: 'Üzeyir Hacıbəyov' (az+ru), 'İmadəddin Nəsimi' (az+en), 'Vüqar Babayev' (az+ru),
 *   'Zümrüd Əsgərova' (en+ru), 'Şirvanşahlar sarayı' (az+en), 'Tural Cahangir oğlu Hacıyev' (az+ru);
 *   in all three: 'Nizami Gəncəvi', 'Mikayıl Müşfiq', 'Fərid Cəfərov',
 *   'Aleksandra Konstantinovna Preobrajenskaya-Zeynalova', 'Möminə xatın türbəsi'; none: the rest.
 * - audio only: 'Üzeyir Hacıbəyov', 'Xurşidbanu Natəvan', 'Vaqif Mustafazadə', 'İlqar Vəliyev',
 *   'Tofiq Nəsirov', 'Leyla Cəfərova', 'Atəşgah məbədi';
 *   quran only: 'Məhəmməd Füzuli', 'Elvin Məmmədov', 'Fərid Cəfərov', 'Aqil Kərimov',
 *   'Səadət Quliyeva', 'Bibiheybət məscidi', 'Hacı Əhməd Hacıyev';
 *   both: 'Nizami Gəncəvi', 'Mir Möhsün Nəvvab', 'Anar Sadıqov', 'Xədicə Qasımova',
 *   'Diri Baba türbəsi'; neither: the rest.
 * - location that parses: every monument ('Qız qalası' uses the reference iframe with
 *   !2d49.8371!3d40.3661), 'Nizami Gəncəvi', 'Molla Pənah Vaqif', 'Ramil Quliyev',
 *   'Xədicə Qasımova', 'Hacı Əhməd Hacıyev', 'Nigar Kərimova';
 *   location that does not parse (no !2d/!3d): 'Səməd Vurğun'; no location: the rest.
 * - share: false: 'Babək', 'Bəhmənyar', 'Hökumə Qurbanova', 'Səbuhi Qasımov',
 *   'Ruslan Allahverdiyev', 'Yanardağ', 'Günay Telman qızı Hacıyeva'.
 * - social links, partial: 'Nizami Gəncəvi' (website), 'Samir Abdullayev' (instagram, facebook),
 *   'Ruslan Allahverdiyev' (instagram, linkedin), 'Aynur Rauf qızı Hacıyeva' (instagram);
 *   full (all nine keys): 'Pərviz Ağayev'; none: most records.
 * - genealogy members with phoneNumber and whatsapp: 'Cahangir Nazim oğlu Hacıyev',
 *   'Elçin Vaqif oğlu Hacıyev' (plus linkedin), 'Vüsal Məmmədli', 'Elxan Quliyev', 'Aida Cəfərli',
 *   'Samirə Babayeva', 'Nigar Kərimova', 'Tural Həsənli'.
 * - images (3–5) and videos: 'Nizami Gəncəvi' (4 + 2), 'Ramil Quliyev' (3 + 1),
 *   'Pərviz Ağayev' (5 + 2, plus youtube), 'Qız qalası' (3 + 1, plus youtube),
 *   'Şəki xan sarayı' (4 + 1), 'Rafiq Babayev' (3 + 1); images only: 'Lev Landau',
 *   'Hacı Zeynalabdin Tağıyev', 'Səttar Bəhlulzadə', 'Vaqif Süleymanov', 'Xumar Eyvazova',
 *   'Vaqif Əhməd oğlu Hacıyev', 'Şölə Rzayeva'; videos only: 'Rasim Ocaqov';
 *   only youtube (no images, no videos): 'İsmayıl Xətai', 'Nicat İsmayılov', 'Kamil Zeynalov'.
 * - very long Azerbaijani name: dear memory 'Seyidməhəmmədhüseyn Mirəbdüləzim oğlu Hacıbababəyov';
 *   very long Russian name: dear memory 'Александра Константиновна Преображенская-Зейналова'.
 * - updatedAt: on every record (2025-01 … 2026-03).
 * - search: historical 'Nizami Gəncəvi' (ru 'Низами Гянджеви'), 'İsmayıl Xətai'
 *   (en 'Ismail Khatai', ru 'Исмаил Хатаи'); public 'Üzeyir Hacıbəyov'
 *   (en 'Uzeyir Hajibeyov', ru 'Узеир Гаджибеков').
 */
import type { FigureCategory } from '@/lib/contract/types';
import type { SeedPerson } from '@/lib/content/seed/types';
import { dearMemories } from './dear-memories';
import { genealogies } from './genealogies';
import { historicalFigures } from './historical-figures';
import { historicalMonuments } from './historical-monuments';
import { martyrs } from './martyrs';
import { publicFigures } from './public-figures';
import { qrRecords } from './qr-records';
import { site } from './site';

const figures: Record<FigureCategory, SeedPerson[]> = {
  'public-figures': publicFigures,
  'historical-figures': historicalFigures,
  martyrs,
  'dear-memories': dearMemories,
  'historical-monuments': historicalMonuments,
};

export const demoContent = { figures, genealogies, qrRecords, site } as const;

export {
  dearMemories,
  genealogies,
  historicalFigures,
  historicalMonuments,
  martyrs,
  publicFigures,
  qrRecords,
  site,
};
