/**
 * GET /locales/{lng}/translation.json, the public file spec §7 lists: its keys grouped as
 * header.N, footer.N and search.0. The texts under those numbers are pinned here as they were
 * served when the site's own messages used the same numbers (issue 28), so a renamed or reordered
 * key shows up as a changed public file.
 */
import az from '@/messages/az.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { GET } from './route';

const SPEC_FORM = {
  az: {
    header: [
      'Ana səhifə',
      'Haqqımızda',
      'Xidmətlər',
      'Memorial səhifə',
      'Nekroloq',
      'Şəcərə tərtibatı',
      'Virtual qəbiristanlıq',
      'QR kodlu nişan',
      'Kateqoriyalar',
      'İctimai xadimlər',
      'Tarixi şəxsiyyətlər',
      'Şəhidlər',
      'Əziz xatirələr',
      'Tarixi abidələr',
      'Şəcərə',
      'Media',
      'Foto qalereya',
      'Video qalereya',
      'Əlaqə',
      'Dil',
      'Axtarış',
      'Menyu',
    ],
    footer: [
      'Keçidlər',
      'Kateqoriyalar',
      'Əlaqə',
      'Ümumi qaydalar',
      'İstifadəçi razılaşması',
      'Bütün hüquqlar qorunur.',
      'Saytı hazırladı:',
      'Xatirələrin yaşadığı yer',
    ],
    search: ['Adla axtarın'],
  },
  en: {
    header: [
      'Home',
      'About',
      'Services',
      'Memorial page',
      'Obituary',
      'Genealogy compilation',
      'Virtual cemetery',
      'QR code dog tag',
      'Categories',
      'Public figures',
      'Historical figures',
      'Martyrs',
      'Dear memories',
      'Historical monuments',
      'Genealogy',
      'Media',
      'Photo gallery',
      'Video gallery',
      'Contact',
      'Language',
      'Search',
      'Menu',
    ],
    footer: [
      'Quick links',
      'Categories',
      'Contact',
      'General rules',
      'User agreement',
      'All rights reserved.',
      'Website by',
      'Where memories live on',
    ],
    search: ['Search by name'],
  },
  ru: {
    header: [
      'Главная',
      'О нас',
      'Услуги',
      'Мемориальная страница',
      'Некролог',
      'Составление родословной',
      'Виртуальное кладбище',
      'QR-жетон',
      'Категории',
      'Общественные деятели',
      'Исторические личности',
      'Шехиды',
      'Дорогие воспоминания',
      'Исторические памятники',
      'Родословная',
      'Медиа',
      'Фотогалерея',
      'Видеогалерея',
      'Контакты',
      'Язык',
      'Поиск',
      'Меню',
    ],
    footer: [
      'Быстрые ссылки',
      'Категории',
      'Контакты',
      'Общие правила',
      'Пользовательское соглашение',
      'Все права защищены.',
      'Сайт разработан:',
      'Место, где живёт память',
    ],
    search: ['Поиск по имени'],
  },
};

const MESSAGES = { az, en, ru };
const NUMBERED = ['header', 'footer', 'search'];

const get = (lang: string, file = 'translation.json') =>
  GET(new Request(`http://localhost/locales/${lang}/${file}`), {
    params: Promise.resolve({ lang, file }),
  });

describe('GET /locales/{lng}/translation.json', () => {
  it.each(Object.entries(SPEC_FORM))(
    'serves header.N, footer.N and search.0 in %s as it always has',
    async (lang, form) => {
      const res = await get(lang);
      expect(res.status).toBe(200);
      const body = await res.json();
      for (const [group, texts] of Object.entries(form)) {
        expect(body[group]).toEqual(Object.fromEntries(texts.map((text, n) => [String(n), text])));
      }
    },
  );

  it.each(Object.entries(MESSAGES))(
    'serves every other namespace of %s as the site has it, in the same order',
    async (lang, messages) => {
      const body = await (await get(lang)).json();
      expect(Object.keys(body)).toEqual(Object.keys(messages));
      for (const [namespace, value] of Object.entries(messages)) {
        if (!NUMBERED.includes(namespace)) expect(body[namespace]).toEqual(value);
      }
    },
  );

  it('knows no other language or namespace', async () => {
    expect((await get('de')).status).toBe(404);
    expect((await get('en', 'common.json')).status).toBe(404);
  });
});
