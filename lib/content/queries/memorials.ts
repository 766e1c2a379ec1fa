import { CATEGORY_IDS, SOCIAL_KEYS } from '@/lib/contract/keys';
import {
  type DeceasedDetail,
  type FigureCard,
  type FigureCategory,
  type SocialMedia,
} from '@/lib/contract/types';
import { langOf, offsetOf, type ContentDb } from '../db';

const cardColumns = [
  'id',
  'name_az',
  'name_en',
  'name_ru',
  'date',
  'photo_title',
  'photo_title_cdn',
] as const;

type CardRow = {
  id: number;
  name_az: string;
  name_en: string;
  name_ru: string;
  date: string;
  photo_title: string | null;
  photo_title_cdn: string | null;
};

export function toFigureCard(row: CardRow): FigureCard {
  return {
    id: row.id,
    name: langOf(row, 'name'),
    date: row.date,
    photo_title: row.photo_title,
    photo_title_cdn: row.photo_title_cdn,
  };
}

async function cardPage(
  db: ContentDb,
  owner: { column: 'category_id' | 'genealogy_id'; id: number },
  page: number,
  limit: number,
): Promise<FigureCard[]> {
  const rows = await db
    .selectFrom('deceased')
    .select(cardColumns)
    .where(owner.column, '=', owner.id)
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .offset(offsetOf(page, limit))
    .execute();
  return rows.map(toFigureCard);
}

export function getFigures(db: ContentDb, category: FigureCategory, page: number, limit: number) {
  return cardPage(db, { column: 'category_id', id: CATEGORY_IDS[category] }, page, limit);
}

export function getGenealogyMembers(
  db: ContentDb,
  genealogyId: number,
  page: number,
  limit: number,
) {
  return cardPage(db, { column: 'genealogy_id', id: genealogyId }, page, limit);
}

function parseSocial(json: string): SocialMedia {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A broken row keeps its other fields; the links stay empty.
  }
  return Object.fromEntries(
    SOCIAL_KEYS.map((k) => [k, typeof raw[k] === 'string' && raw[k] ? raw[k] : null]),
  ) as SocialMedia;
}

/** A category's record (never a genealogy member: each answers only under its own call). */
export const getDeceased = (db: ContentDb, id: number) => readPerson(db, id, 'category');

export const getGenealogyMember = (db: ContentDb, id: number) => readPerson(db, id, 'member');

async function readPerson(
  db: ContentDb,
  id: number,
  scope: 'category' | 'member',
): Promise<DeceasedDetail | null> {
  let query = db
    .selectFrom('deceased')
    .innerJoin('categories', 'categories.id', 'deceased.category_id')
    .selectAll('deceased')
    .select(['categories.title_az', 'categories.title_en', 'categories.title_ru'])
    .where('deceased.id', '=', id);
  query =
    scope === 'category'
      ? query.where('deceased.genealogy_id', 'is', null)
      : query.where('deceased.genealogy_id', 'is not', null);
  const row = await query.executeTakeFirst();
  if (!row) return null;

  const media = await db
    .selectFrom('deceased_media')
    .selectAll()
    .where('deceased_id', '=', id)
    .orderBy('position')
    .execute();
  const of = (kind: (typeof media)[number]['kind']) => media.filter((m) => m.kind === kind);

  return {
    id: row.id,
    name: langOf(row, 'name'),
    text: langOf(row, 'text'),
    date: row.date,
    category: { id: row.category_id, title: langOf(row, 'title') },
    genealogy_id: row.genealogy_id,
    status: { share: row.share === 1 },
    social_media: parseSocial(row.social_media),
    location: row.location,
    media: {
      profile_photo: row.photo_title,
      profile_photo_cdn: row.photo_title_cdn,
      images: of('image').map((m) => ({ id: m.id, url: m.url, original_name: m.original_name })),
      videos: of('video').map((m) => ({
        id: m.id,
        url: m.url,
        original_name: m.original_name,
        file_size: m.file_size,
        file_type: m.file_type,
        upload_date: m.upload_date,
      })),
      youtube: of('youtube').map((m) => ({ id: m.id, link: m.url })),
      voice: { az: row.voice_az, en: row.voice_en, ru: row.voice_ru },
      audio: of('audio').map((m) => ({ id: m.id, url: m.url, original_name: m.original_name })),
      quran: of('quran').map((m) => ({ id: m.id, url: m.url, original_name: m.original_name })),
    },
    updated_at: row.updated_at,
  };
}
