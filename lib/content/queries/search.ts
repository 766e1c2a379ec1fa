import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchFound, SearchQuery, SearchWindow } from '@/lib/api/source';
import {
  CATEGORY_IDS,
  GENEALOGY_CATEGORY_ID,
  GENEALOGY_MEMBER_CATEGORY_ID,
  type SearchFigure,
} from '@/lib/api/types';
import { stripTags } from '@/lib/html';
import {
  collectionsIncluded,
  hasFilters,
  type SearchCategory,
  type SearchFilters,
  type YearRange,
} from '@/lib/search/search-filters';
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

/** How far a search by filters alone counts: beyond it the page says "more than". */
export const FILTER_COUNT_CAP = 1000;

/** Up to this many people of the years asked for, a name is looked for among them directly. */
const FEW_BY_YEAR = 5000;

const NOTHING: SearchFound = { figures: [], total: 0, atLeast: false };

/** The header's search and `/api/v1/search`: a slice of the ranked results for a name. */
export async function searchFigures(
  db: ContentDb,
  key: string,
  window: SearchWindow = {},
): Promise<SearchFigure[]> {
  return (await searchRecords(db, { key }, window)).figures;
}

export async function searchRecords(
  db: ContentDb,
  { key, filters = {} }: SearchQuery,
  { offset = 0, limit = SEARCH_RESULT_CAP }: SearchWindow = {},
): Promise<SearchFound> {
  const term = searchSkeleton(key);
  const tokens = term.split(' ').filter(Boolean);
  const start = Number.isSafeInteger(offset) ? Math.max(offset, 0) : 0;
  const count = Number.isSafeInteger(limit) ? Math.max(limit, 0) : 0;
  if (tokens.length > 0) return searchByName(db, term, tokens, filters, start, count);
  if (hasFilters(filters)) return listByFilters(db, filters, start, count);
  return NOTHING;
}

// Candidates are ranked from their skeletons alone, the same bounded set on every page (a slice
// never repeats a record); only those that make the cut are read in full. The filters narrow the
// candidates in SQL, so the bound holds the people who match them.
async function searchByName(
  db: ContentDb,
  term: string,
  tokens: string[],
  filters: SearchFilters,
  start: number,
  count: number,
): Promise<SearchFound> {
  let collections = db
    .selectFrom('genealogies')
    .select(['id', 'title_az', 'title_en', 'title_ru', 'date', 'search_text']);
  for (const condition of collectionConditions(filters)) collections = collections.where(condition);
  // Skeletons hold only [a-z0-9 |], so tokens need no LIKE escaping.
  for (const token of tokens) collections = collections.where('search_text', 'like', `%${token}%`);
  const [personRows, collectionRows] = await Promise.all([
    candidatePeople(db, tokens, filters),
    collectionsIncluded(filters)
      ? collections.limit(COLLECTION_CANDIDATES).execute()
      : Promise.resolve([]),
  ]);

  const ranked: Candidate[] = [];
  for (const r of personRows) {
    const rank = matchRank(r.search_text.split(' | '), term);
    if (rank !== null) ranked.push({ rank, id: r.id, nameAz: r.name_az });
  }
  const category = collectionRows.length > 0 ? await genealogyCategory(db) : undefined;
  for (const g of collectionRows) {
    const rank = matchRank(g.search_text.split(' | '), term);
    if (rank === null || !category) continue;
    const item = collectionFigure(g, category);
    ranked.push({ rank, id: g.id, nameAz: item.name.az, item });
  }
  ranked.sort((a, b) => a.rank - b.rank || AZ_ORDER.compare(a.nameAz, b.nameAz) || a.id - b.id);
  const top = ranked.slice(start, start + count);

  const personIds = top.filter((c) => !c.item).map((c) => c.id);
  const shown = await peopleById(db, personIds);
  return {
    figures: top.flatMap((c) => {
      const item = c.item ?? shown.get(c.id);
      return item ? [item] : [];
    }),
    total: ranked.length,
    atLeast:
      personRows.length === PEOPLE_CANDIDATES || collectionRows.length === COLLECTION_CANDIDATES,
  };
}

// People come through the trigram index (migration 002), which answers LIKE '%token%' itself. A
// year asked for that few people share is answered the other way round: that year's rows through
// its index, their skeletons compared (a common name with a rare year would otherwise walk every
// bearer of the name: 150-270 ms for `ali` + died 1942 among 300,000 records on SQLite).
async function candidatePeople(db: ContentDb, tokens: string[], filters: SearchFilters) {
  const conditions = peopleConditions(filters);
  if (filters.died || filters.born) {
    let narrowed = db.selectFrom('deceased');
    for (const condition of conditions) narrowed = narrowed.where(condition);
    const { n } = await db
      .selectFrom(
        narrowed
          .select(sql<number>`1`.as('one'))
          .limit(FEW_BY_YEAR + 1)
          .as('few'),
      )
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) <= FEW_BY_YEAR) {
      let byYear = narrowed.select(['id', 'name_az', 'search_text']);
      for (const token of tokens) byYear = byYear.where('search_text', 'like', `%${token}%`);
      return byYear.limit(PEOPLE_CANDIDATES).execute();
    }
  }
  let people = db
    .selectFrom('deceased_search')
    .innerJoin('deceased', 'deceased.id', 'deceased_search.rowid')
    .select(['deceased.id', 'deceased.name_az', 'deceased_search.search_text']);
  for (const condition of conditions) people = people.where(condition);
  for (const token of tokens) {
    people = people.where('deceased_search.search_text', 'like', `%${token}%`);
  }
  return people.limit(PEOPLE_CANDIDATES).execute();
}

// Without a name: the collections that match first, then the people, each in the order of the
// index that answers the filters (the year asked for, else the list's own order), so every page
// is a range of one index. People are counted up to FILTER_COUNT_CAP.
async function listByFilters(
  db: ContentDb,
  filters: SearchFilters,
  start: number,
  count: number,
): Promise<SearchFound> {
  const order = filters.died ? 'death_year' : filters.born ? 'birth_year' : 'position';
  let people = db.selectFrom('deceased');
  for (const condition of peopleConditions(filters)) people = people.where(condition);
  const withCollections =
    collectionsIncluded(filters) &&
    (filters.category === 'genealogy' || filters.died !== undefined || filters.born !== undefined);
  let collections = db.selectFrom('genealogies');
  for (const condition of collectionConditions(filters)) collections = collections.where(condition);

  const [peopleCount, collectionCount] = await Promise.all([
    db
      .selectFrom(
        people
          .select(sql<number>`1`.as('one'))
          .limit(FILTER_COUNT_CAP + 1)
          .as('hits'),
      )
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    withCollections
      ? collections
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
          .executeTakeFirstOrThrow()
      : Promise.resolve({ n: 0 }),
  ]);
  const foundPeople = Math.min(Number(peopleCount.n), FILTER_COUNT_CAP);
  const foundCollections = Number(collectionCount.n);

  const figures: SearchFigure[] = [];
  if (count > 0 && start < foundCollections) {
    const rows = await collections
      .select(['id', 'title_az', 'title_en', 'title_ru', 'date'])
      .orderBy(order)
      .orderBy('id')
      .offset(start)
      .limit(count)
      .execute();
    const category = rows.length > 0 ? await genealogyCategory(db) : undefined;
    if (category) figures.push(...rows.map((g) => collectionFigure(g, category)));
  }
  const left = count - figures.length;
  if (left > 0) {
    const ids = await people
      .select('deceased.id')
      .orderBy(`deceased.${order}`)
      .orderBy('deceased.id')
      .offset(Math.max(start - foundCollections, 0))
      .limit(left)
      .execute();
    const shown = await peopleById(
      db,
      ids.map((r) => r.id),
    );
    for (const { id } of ids) {
      const item = shown.get(id);
      if (item) figures.push(item);
    }
  }
  return {
    figures,
    total: foundCollections + foundPeople,
    atLeast: Number(peopleCount.n) > FILTER_COUNT_CAP,
  };
}

const categoryIdOf = (category: SearchCategory): number =>
  category === 'genealogy' ? GENEALOGY_MEMBER_CATEGORY_ID : CATEGORY_IDS[category];

// Conditions in plain SQL, so the same ones narrow a query over any join of these tables.
function peopleConditions({ category, died, born }: SearchFilters): RawBuilder<SqlBool>[] {
  const conditions = [
    ...yearConditions('deceased.death_year', died),
    ...yearConditions('deceased.birth_year', born),
  ];
  if (category)
    conditions.unshift(sql`${sql.ref('deceased.category_id')} = ${categoryIdOf(category)}`);
  return conditions;
}

const collectionConditions = ({ died, born }: SearchFilters): RawBuilder<SqlBool>[] => [
  ...yearConditions('genealogies.death_year', died),
  ...yearConditions('genealogies.birth_year', born),
];

function yearConditions(column: string, range: YearRange | undefined): RawBuilder<SqlBool>[] {
  if (!range) return [];
  const ref = sql.ref(column);
  return [
    range.from === range.to
      ? sql`${ref} = ${range.from}`
      : sql`${ref} between ${range.from} and ${range.to}`,
  ];
}

function genealogyCategory(db: ContentDb) {
  return db
    .selectFrom('categories')
    .select(['title_az', 'title_en', 'title_ru'])
    .where('id', '=', GENEALOGY_CATEGORY_ID)
    .executeTakeFirst();
}

type CollectionRow = {
  id: number;
  title_az: string;
  title_en: string;
  title_ru: string;
  date: string;
};

function collectionFigure(
  g: CollectionRow,
  category: { title_az: string; title_en: string; title_ru: string },
): SearchFigure {
  const title = langOf(g, 'title');
  return {
    id: g.id,
    name: { az: stripTags(title.az), en: stripTags(title.en), ru: stripTags(title.ru) },
    date: g.date,
    photo_title: null,
    genealogy_id: null,
    category: { id: GENEALOGY_CATEGORY_ID, title: langOf(category, 'title') },
  };
}

async function peopleById(db: ContentDb, ids: number[]): Promise<Map<number, SearchFigure>> {
  const shown = new Map<number, SearchFigure>();
  if (ids.length === 0) return shown;
  const rows = await personFigures(db).where('deceased.id', 'in', ids).execute();
  for (const r of rows) shown.set(r.id, toSearchFigure(r));
  return shown;
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
