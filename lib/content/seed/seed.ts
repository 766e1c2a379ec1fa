import type { Insertable, Kysely } from 'kysely';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import {
  CATEGORY_IDS,
  GENEALOGY_CATEGORY_ID,
  GENEALOGY_MEMBER_CATEGORY_ID,
  SOCIAL_KEYS,
} from '@/lib/contract/keys';
import { type FigureCategory, type LangMap } from '@/lib/contract/types';
import { CATEGORY_INFO } from '@/lib/memorial/categories';
import { recordDateColumns } from '@/lib/search/record-years';
import { collectionSkeleton, recordSkeleton } from '@/lib/search/search-text';
import type {
  Database,
  DeceasedMediaTable,
  GenealogyTable,
  ProductTable,
  SiteMediaTable,
} from '../schema';
import { demoContent } from './data';
import type { SeedPerson, SeedSiteContent } from './types';
import { uuidKey } from '@/lib/qr/uuid';

export type SeedContent = typeof demoContent;

const FIGURE_TITLES: Record<FigureCategory, Omit<LangMap, 'en'>> = {
  'public-figures': { az: 'İctimai xadimlər', ru: 'Общественные деятели' },
  'historical-figures': { az: 'Tarixi şəxsiyyətlər', ru: 'Исторические личности' },
  martyrs: { az: 'Şəhidlər', ru: 'Шехиды' },
  'dear-memories': { az: 'Əziz xatirələr', ru: 'Дорогие воспоминания' },
  'historical-monuments': { az: 'Tarixi abidələr', ru: 'Исторические памятники' },
};

const CATEGORY_TITLES: { id: number; slug: string; title: LangMap }[] = [
  ...FIGURE_CATEGORIES.map((slug) => ({
    id: CATEGORY_IDS[slug],
    slug,
    title: { ...FIGURE_TITLES[slug], en: CATEGORY_INFO[slug].title }, // the title the check reads
  })),
  {
    id: GENEALOGY_CATEGORY_ID,
    slug: 'genealogy',
    title: { az: 'Şəcərə', en: 'Genealogy', ru: 'Родословная' },
  },
  {
    id: GENEALOGY_MEMBER_CATEGORY_ID,
    slug: 'genealogy-member',
    title: { az: 'Şəcərə üzvü', en: 'Genealogy member', ru: 'Член родословной' },
  },
];

const SEED_TIME = '2025-01-01T00:00:00.000Z';

function lang(prefix: string, map: LangMap) {
  return { [`${prefix}_az`]: map.az, [`${prefix}_en`]: map.en, [`${prefix}_ru`]: map.ru };
}

function fileType(file: string): string {
  const ext = file.split('.').pop()?.toLowerCase();
  return ext === 'mp4'
    ? 'video/mp4'
    : ext === 'webm'
      ? 'video/webm'
      : ext
        ? `application/${ext}`
        : '';
}

async function insertPerson(
  db: Kysely<Database>,
  person: SeedPerson,
  categoryId: number,
  position: number,
  genealogyId: number | null,
): Promise<void> {
  const social = Object.fromEntries(SOCIAL_KEYS.map((k) => [k, person.social?.[k] ?? null]));
  const updatedAt = person.updatedAt ?? SEED_TIME;
  const { id } = await db
    .insertInto('deceased')
    .values({
      category_id: categoryId,
      genealogy_id: genealogyId,
      position,
      name_az: person.name.az,
      name_en: person.name.en,
      name_ru: person.name.ru,
      text_az: person.text.az,
      text_en: person.text.en,
      text_ru: person.text.ru,
      date: person.date,
      photo_title: person.photo ?? null,
      photo_title_cdn: person.cdnVideo ?? null,
      share: person.share === false ? 0 : 1,
      social_media: JSON.stringify(social),
      location: person.location ?? null,
      voice_az: person.voice?.az ?? null,
      voice_en: person.voice?.en ?? null,
      voice_ru: person.voice?.ru ?? null,
      search_text: recordSkeleton([person.name.az, person.name.en, person.name.ru]),
      ...recordDateColumns(person.date),
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const media: Insertable<DeceasedMediaTable>[] = [];
  const add = (kind: DeceasedMediaTable['kind'], url: string, name: string) =>
    media.push({
      deceased_id: id,
      kind,
      position: media.length,
      url,
      original_name: name,
      file_size: 0,
      file_type: kind === 'video' ? fileType(url) : '',
      upload_date: updatedAt,
    });
  for (const url of person.images ?? []) add('image', url, url.split('/').pop() ?? url);
  for (const url of person.videos ?? []) add('video', url, url.split('/').pop() ?? url);
  for (const link of person.youtube ?? []) add('youtube', link, link);
  for (const url of person.audio ?? []) add('audio', url, url.split('/').pop() ?? url);
  for (const q of person.quran ?? []) add('quran', q.file, q.title);
  if (media.length > 0) await db.insertInto('deceased_media').values(media).execute();
}

async function insertSite(db: Kysely<Database>, site: SeedSiteContent): Promise<void> {
  const texts: Record<string, LangMap> = {
    'homepage.tamAd': site.homepage.tamAd,
    'homepage.olumDesc': site.homepage.olumDesc,
    'main.text': site.mainContent.text,
    'about.aboutText1': site.about.aboutText1,
    'about.aboutText2': site.about.aboutText2,
    'memorial.qrText1': site.memorial.qrText1,
    'memorial.qrText2': site.memorial.qrText2,
    'obituary.obituaryText1': site.obituary.obituaryText1,
    'obituary.obituaryText2': site.obituary.obituaryText2,
    'genealogy.genealogyText1': site.genealogy.genealogyText1,
    'genealogy.genealogyText2': site.genealogy.genealogyText2,
    'virtualCemetery.virtualCemeteryText1': site.virtualCemetery.virtualCemeteryText1,
    'virtualCemetery.virtualCemeteryText2': site.virtualCemetery.virtualCemeteryText2,
    'qrBadge.qrBadgeText1': site.qrBadge.qrBadgeText1,
    'qrBadge.qrBadgeText2': site.qrBadge.qrBadgeText2,
    terms: site.terms,
    terms2: site.terms2,
    ...Object.fromEntries(Object.entries(site.contact).map(([k, v]) => [`contact.${k}`, v])),
  };
  await db
    .insertInto('site_texts')
    .values(Object.entries(texts).map(([key, map]) => ({ key, ...map })))
    .execute();

  const settings: Record<string, string> = {
    'homepage.type': site.homepage.type,
    'homepage.olumTarixi': site.homepage.olumTarixi,
    'homepage.photo': site.homepage.photo,
    'homepage.video': site.homepage.video,
    'main.image': site.mainContent.image,
    'about.aboutMedia': site.about.aboutMedia,
    'vr.media': site.vr,
  };
  await db
    .insertInto('site_settings')
    .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
    .execute();

  const media: Insertable<SiteMediaTable>[] = [
    ...site.about.partners.map((p, i) => ({
      list: 'partner' as const,
      position: i,
      media: p.logo,
      link: p.link,
    })),
    ...site.about.samples.map((m, i) => ({
      list: 'sample' as const,
      position: i,
      media: m,
      link: null,
    })),
    ...site.photoGallery.map((m, i) => ({
      list: 'gallery_photo' as const,
      position: i,
      media: m,
      link: null,
    })),
    ...site.videoGallery.map((m, i) => ({
      list: 'gallery_video' as const,
      position: i,
      media: m,
      link: null,
    })),
    ...site.qrBadge.badges.map((m, i) => ({
      list: 'badge' as const,
      position: i,
      media: m,
      link: null,
    })),
  ];
  await db.insertInto('site_media').values(media).execute();

  await db
    .insertInto('products')
    .values(
      site.memorial.products.map((p, i) => ({
        position: i,
        image: p.image,
        size: p.size,
        ...lang('title', p.title),
        ...lang('unit', p.unit),
        ...lang('cost', p.cost),
      })) as Insertable<ProductTable>[],
    )
    .execute();
}

export async function seedDatabase(
  db: Kysely<Database>,
  content: SeedContent = demoContent,
): Promise<void> {
  const fill = async (trx: Kysely<Database>) => {
    for (const table of [
      'deceased_media',
      'deceased',
      'genealogies',
      'categories',
      'qr_codes',
      'site_texts',
      'site_settings',
      'site_media',
      'products',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    await trx
      .insertInto('categories')
      .values(
        CATEGORY_TITLES.map((c) => ({
          id: c.id,
          slug: c.slug,
          title_az: c.title.az,
          title_en: c.title.en,
          title_ru: c.title.ru,
        })),
      )
      .execute();

    for (const category of FIGURE_CATEGORIES) {
      const people = content.figures[category];
      for (const [i, person] of people.entries()) {
        await insertPerson(trx, person, CATEGORY_IDS[category], i, null);
      }
    }

    for (const [i, g] of content.genealogies.entries()) {
      const updatedAt =
        g.members
          .map((m) => m.updatedAt ?? SEED_TIME)
          .sort()
          .at(-1) ?? SEED_TIME;
      const { id } = await trx
        .insertInto('genealogies')
        .values({
          position: i,
          ...lang('title', g.title),
          ...lang('head', g.head),
          date: g.date,
          search_text: collectionSkeleton(g.title, g.head),
          ...recordDateColumns(g.date),
          created_at: updatedAt,
          updated_at: updatedAt,
        } as Insertable<GenealogyTable>)
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [j, member] of g.members.entries()) {
        await insertPerson(trx, member, GENEALOGY_MEMBER_CATEGORY_ID, j, id);
      }
    }

    await trx
      .insertInto('qr_codes')
      .values(
        content.qrRecords.map((r) => ({
          random_uuid: uuidKey(r.randomUUID),
          photo: r.photo ?? null,
          name: r.name,
          birthday: r.birthday,
          blood_group: r.bloodGroup,
          number: r.number,
        })),
      )
      .execute();

    await insertSite(trx, content.site);
  };
  // Inside a caller's transaction (PostgreSQL seeds under a lock held by one), or in its own.
  if (db.isTransaction) await fill(db);
  else await db.transaction().execute(fill);
}
