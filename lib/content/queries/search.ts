import type { SearchWindow } from '@/lib/api/source';
import { GENEALOGY_CATEGORY_ID, type SearchFigure } from '@/lib/api/types';
import { stripTags } from '@/lib/html';
import { matchRank, searchSkeleton } from '@/lib/search/search-text';
import type { ContentDb } from '../db';
import { langOf } from './rows';

/** What the header's live search (and `/api/v1/search`) answers at most. */
export const SEARCH_RESULT_CAP = 20;

const PEOPLE_CANDIDATES = 500;
const COLLECTION_CANDIDATES = 100;

// The order of localeCompare(b, 'az'), without building a collator per comparison (10x faster).
const AZ_ORDER = new Intl.Collator('az');

type Candidate = { rank: number; id: number; nameAz: string; item?: SearchFigure };

// Candidates are ranked from their skeletons alone, the same bounded set on every page (a slice
// never repeats a record); only those that make the cut are read in full.
export async function searchFigures(
  db: ContentDb,
  key: string,
  { offset = 0, limit = SEARCH_RESULT_CAP }: SearchWindow = {},
): Promise<SearchFigure[]> {
  const term = searchSkeleton(key);
  const tokens = term.split(' ').filter(Boolean);
  const start = Number.isSafeInteger(offset) ? Math.max(offset, 0) : 0;
  const count = Number.isSafeInteger(limit) ? Math.max(limit, 0) : 0;
  if (tokens.length === 0 || count === 0) return [];

  // People come through the trigram index (migration 002), which answers LIKE '%token%' itself.
  let people = db
    .selectFrom('deceased_search')
    .innerJoin('deceased', 'deceased.id', 'deceased_search.rowid')
    .select(['deceased.id', 'deceased.name_az', 'deceased_search.search_text']);
  let collections = db
    .selectFrom('genealogies')
    .select(['id', 'title_az', 'title_en', 'title_ru', 'date', 'search_text']);
  // Skeletons hold only [a-z0-9 |], so tokens need no LIKE escaping.
  for (const token of tokens) {
    people = people.where('deceased_search.search_text', 'like', `%${token}%`);
    collections = collections.where('search_text', 'like', `%${token}%`);
  }
  const [personRows, collectionRows] = await Promise.all([
    people.limit(PEOPLE_CANDIDATES).execute(),
    collections.limit(COLLECTION_CANDIDATES).execute(),
  ]);

  const ranked: Candidate[] = [];
  for (const r of personRows) {
    const rank = matchRank(r.search_text.split(' | '), term);
    if (rank !== null) ranked.push({ rank, id: r.id, nameAz: r.name_az });
  }
  if (collectionRows.length > 0) {
    const genealogyCategory = await db
      .selectFrom('categories')
      .select(['title_az', 'title_en', 'title_ru'])
      .where('id', '=', GENEALOGY_CATEGORY_ID)
      .executeTakeFirst();
    for (const g of collectionRows) {
      const rank = matchRank(g.search_text.split(' | '), term);
      if (rank === null || !genealogyCategory) continue;
      const title = langOf(g, 'title');
      const name = { az: stripTags(title.az), en: stripTags(title.en), ru: stripTags(title.ru) };
      ranked.push({
        rank,
        id: g.id,
        nameAz: name.az,
        item: {
          id: g.id,
          name,
          date: g.date,
          photo_title: null,
          genealogy_id: null,
          category: { id: GENEALOGY_CATEGORY_ID, title: langOf(genealogyCategory, 'title') },
        },
      });
    }
  }
  ranked.sort((a, b) => a.rank - b.rank || AZ_ORDER.compare(a.nameAz, b.nameAz) || a.id - b.id);
  const top = ranked.slice(start, start + count);

  const personIds = top.filter((c) => !c.item).map((c) => c.id);
  const shown = new Map<number, SearchFigure>();
  if (personIds.length > 0) {
    const rows = await personFigures(db).where('deceased.id', 'in', personIds).execute();
    for (const r of rows) shown.set(r.id, toSearchFigure(r));
  }
  return top.flatMap((c) => {
    const item = c.item ?? shown.get(c.id);
    return item ? [item] : [];
  });
}

/** People as search results (and "remembered today"): the record and its category's titles. */
export function personFigures(db: ContentDb) {
  return db
    .selectFrom('deceased')
    .innerJoin('categories', 'categories.id', 'deceased.category_id')
    .select([
      'deceased.id',
      'deceased.record_id',
      'deceased.name_az',
      'deceased.name_en',
      'deceased.name_ru',
      'deceased.date',
      'deceased.photo_title',
      'deceased.genealogy_id',
      'deceased.category_id',
      'categories.title_az',
      'categories.title_en',
      'categories.title_ru',
    ]);
}

type PersonFigureRow = Awaited<ReturnType<ReturnType<typeof personFigures>['execute']>>[number];

export function toSearchFigure(r: PersonFigureRow): SearchFigure {
  return {
    // Remote mode's index keeps the operator's id beside its own row id.
    id: r.record_id ?? r.id,
    name: langOf(r, 'name'),
    date: r.date,
    photo_title: r.photo_title,
    genealogy_id: r.genealogy_id,
    category: { id: r.category_id, title: langOf(r, 'title') },
  };
}
