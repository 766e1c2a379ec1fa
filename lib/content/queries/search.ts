import { GENEALOGY_CATEGORY_ID, type SearchFigure } from '@/lib/api/types';
import { stripTags } from '@/lib/html';
import { matchRank, searchSkeleton } from '@/lib/search-text';
import type { ContentDb } from '../db';
import { langOf } from './rows';

export const SEARCH_RESULT_CAP = 20;

/** Names in all three languages, case- and diacritic-blind, ranked, capped. */
export async function searchFigures(db: ContentDb, key: string): Promise<SearchFigure[]> {
  const term = searchSkeleton(key);
  const tokens = term.split(' ').filter(Boolean);
  if (tokens.length === 0) return [];

  let people = db
    .selectFrom('deceased')
    .innerJoin('categories', 'categories.id', 'deceased.category_id')
    .select([
      'deceased.id',
      'deceased.name_az',
      'deceased.name_en',
      'deceased.name_ru',
      'deceased.date',
      'deceased.photo_title',
      'deceased.genealogy_id',
      'deceased.search_text',
      'deceased.category_id',
      'categories.title_az',
      'categories.title_en',
      'categories.title_ru',
    ]);
  let collections = db
    .selectFrom('genealogies')
    .select(['id', 'title_az', 'title_en', 'title_ru', 'date', 'search_text']);
  // Skeletons hold only [a-z0-9 |], so tokens need no LIKE escaping.
  for (const token of tokens) {
    people = people.where('deceased.search_text', 'like', `%${token}%`);
    collections = collections.where('search_text', 'like', `%${token}%`);
  }
  const [personRows, collectionRows, genealogyCategory] = await Promise.all([
    people.limit(500).execute(),
    collections.limit(100).execute(),
    db
      .selectFrom('categories')
      .select(['title_az', 'title_en', 'title_ru'])
      .where('id', '=', GENEALOGY_CATEGORY_ID)
      .executeTakeFirst(),
  ]);

  const ranked: { rank: number; item: SearchFigure }[] = [];
  for (const r of personRows) {
    const rank = matchRank(r.search_text.split(' | '), term);
    if (rank === null) continue;
    ranked.push({
      rank,
      item: {
        id: r.id,
        name: langOf(r, 'name'),
        date: r.date,
        photo_title: r.photo_title,
        genealogy_id: r.genealogy_id,
        category: { id: r.category_id, title: langOf(r, 'title') },
      },
    });
  }
  for (const g of collectionRows) {
    const rank = matchRank(g.search_text.split(' | '), term);
    if (rank === null || !genealogyCategory) continue;
    const title = langOf(g, 'title');
    ranked.push({
      rank,
      item: {
        id: g.id,
        name: { az: stripTags(title.az), en: stripTags(title.en), ru: stripTags(title.ru) },
        date: g.date,
        photo_title: null,
        genealogy_id: null,
        category: { id: GENEALOGY_CATEGORY_ID, title: langOf(genealogyCategory, 'title') },
      },
    });
  }
  ranked.sort(
    (a, b) => a.rank - b.rank || a.item.name.az.localeCompare(b.item.name.az, 'az') || a.item.id - b.item.id,
  );
  return ranked.slice(0, SEARCH_RESULT_CAP).map((r) => r.item);
}
