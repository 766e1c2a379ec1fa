import {
  sql,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { SearchFound, SearchQuery, SearchWindow } from '@/lib/content/source';
import {
  CATEGORY_IDS,
  GENEALOGY_CATEGORY_ID,
  GENEALOGY_MEMBER_CATEGORY_ID,
} from '@/lib/contract/keys';
import { type SearchFigure } from '@/lib/contract/types';
import { noText, stripTags } from '@/lib/html';
import {
  collectionsIncluded,
  hasFilters,
  type SearchCategory,
  type SearchFilters,
  type YearRange,
} from '@/lib/search/search-filters';
import { matchRank, matchesWordStartOnly, searchSkeleton } from '@/lib/search/search-text';
import { engineOf, type ContentDb, langOf } from '../db';
import type { Database } from '../schema';
import { rarestTrigram } from './trigram-sample';
import { COPIED_FILTERS } from '../migrations/011-word-filters';

export const SEARCH_RESULT_CAP = 20;

const PEOPLE_CANDIDATES = 500;
const COLLECTION_CANDIDATES = 100;

const AZ_ORDER = new Intl.Collator('az');

type Candidate = { rank: number; id: number; nameAz: string; item?: SearchFigure };

export const FILTER_COUNT_CAP = 1000;

const FEW_BY_FILTERS = 5000;

const NOTHING: SearchFound = { figures: [], total: 0, atLeast: false };

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

// The same candidates, read in the same order on both engines, on every page: none repeats.
async function searchByName(
  db: ContentDb,
  term: string,
  tokens: string[],
  filters: SearchFilters,
  start: number,
  count: number,
): Promise<SearchFound> {
  let collections = db.selectFrom('genealogies').select([...COLLECTION_COLUMNS, 'search_text']);
  for (const condition of [
    ...collectionConditions(filters),
    ...tokenConditions('genealogies.search_text', tokens),
  ]) {
    collections = collections.where(condition);
  }
  const [people, collectionRows] = await Promise.all([
    candidatePeople(db, tokens, filters),
    collectionsIncluded(filters)
      ? collections.limit(COLLECTION_CANDIDATES).execute()
      : Promise.resolve([]),
  ]);

  const ranked: Candidate[] = [];
  for (const r of people.rows) {
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
    atLeast: people.more || collectionRows.length === COLLECTION_CANDIDATES,
  };
}

type PersonRow = { id: number; name_az: string; search_text: string };
const PERSON_ROW = ['deceased.id', 'deceased.name_az', 'deceased.search_text'] as const;

// Null when a kept id has no row (removed since): that round is read joined instead.
async function rowsOfIds(db: ContentDb, ids: { id: number }[], want: number) {
  const kept = [...new Set(ids.map((r) => r.id))].slice(0, want);
  const rows =
    kept.length > 0
      ? await db.selectFrom('deceased').select(PERSON_ROW).where('id', 'in', kept).execute()
      : [];
  if (rows.length < kept.length) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map(({ id }) => ({ id, row: byId.get(id) }));
}
type People = { rows: PersonRow[]; more: boolean };

const SCAN_CAP = 20_000;
const SET_CAP = 50_000;

async function candidatePeople(
  db: ContentDb,
  tokens: string[],
  filters: SearchFilters,
): Promise<People> {
  const conditions = peopleConditions(filters);
  let narrowed = db.selectFrom('deceased');
  for (const condition of conditions) narrowed = narrowed.where(condition);
  const filtered = hasFilters(filters)
    ? await countOf(db, narrowed.select(sql<number>`1`.as('one')), SCAN_CAP + 1)
    : null;
  if (filtered !== null && filtered <= FEW_BY_FILTERS) {
    return amongFiltered(db, narrowed, tokens, filters, filtered);
  }

  // PostgreSQL finds a token inside words through its trigram index, which also intersects tokens.
  const trigrams = engineOf(db) === 'postgres';
  const long = tokens.some((t) => !matchesWordStartOnly(t));
  if (trigrams && long && tokens.length > 1) return byTrigrams(db, tokens, conditions);
  // One token among more than SCAN_CAP filtered rows is read the same way at any size but 0.
  const lone = tokens.length === 1 && filtered !== null && filtered > SCAN_CAP;
  const upTo = tokens.length > 1 ? SET_CAP + 1 : lone ? 1 : SCAN_CAP + 1;
  const counts =
    tokens.length > 1 || filtered !== null
      ? await Promise.all(tokens.map((t) => rangeCounts(db, t, upTo)))
      : null;
  const sizes = counts?.map((c) => c.reduce((a, b) => a + b, 0));
  const driver = sizes ? sizes.indexOf(Math.min(...sizes)) : 0;
  const size = sizes?.[driver] ?? null;
  const insidesUncounted = trigrams && long;
  if (size === 0 && !insidesUncounted) return { rows: [], more: false };
  const token = tokens[driver] ?? '';
  // A letter or two begins words in a third of all names: the filters' rows are faster (1 vs 9.5 ms).
  if (
    filtered !== null &&
    size !== null &&
    (filtered < Math.min(size, SCAN_CAP + 1) ||
      (tokens.every(matchesWordStartOnly) && filtered > SCAN_CAP))
  ) {
    return amongFiltered(db, narrowed, tokens, filters, filtered);
  }

  // Other tokens narrow the driver's ranges as sets of ids, or from ten times its rows as LIKEs.
  const others = tokens.filter((_, i) => i !== driver);
  const isSet = (t: string) => {
    const other = sizes?.[tokens.indexOf(t)] ?? Infinity;
    return other <= SET_CAP && other < 10 * Math.min(size ?? 0, SCAN_CAP);
  };
  const sets = others.filter(isSet).map((t) => {
    const [first, ...rest] = tokenRanges(db, t, counts?.[tokens.indexOf(t)]).map((r) =>
      r.select('id'),
    );
    return rest.reduce((all, more) => all.unionAll(more), first!);
  });
  const likes = tokenConditions(
    'deceased.search_text',
    others.filter((t) => !isSet(t)),
  );
  const wordConditions = trigrams ? peopleConditions(filters, 'w') : [];
  const rows = new Map<number, PersonRow>();
  const cut = (counts?.[driver] ?? []).filter((n) => n !== 0).map((n) => n > SCAN_CAP);
  let more = false;
  const ranges = tokenRanges(db, token, counts?.[driver]);
  for (const [i, whole] of ranges.entries()) {
    let range = whole;
    // `is true`: a hashed subplan on PostgreSQL, not a nested loop on its one-row estimates.
    for (const ids of sets)
      range = range.where(sql<SqlBool>`(${sql.ref('id')} in (${ids})) is true`);
    const walked = range.select(['word', 'id']).orderBy('word').orderBy('id').limit(SCAN_CAP);
    let walk = db.selectFrom((trigrams ? walked.select(COPIED_FILTERS) : walked).as('w'));
    for (const condition of wordConditions) walk = walk.where(condition);
    let found = walk.innerJoin('deceased', 'deceased.id', 'w.id').select(PERSON_ROW);
    for (const condition of [...(trigrams ? [] : conditions), ...likes])
      found = found.where(condition);
    // Filters apply after the range's limit; with no LIKE left, PostgreSQL reads ids, then rows kept.
    const idsOnly = trigrams && likes.length === 0;
    // Rows repeat where a token is in two words (`ali aliyev`): a short token reads 2x, once.
    let exhausted = false;
    while (!exhausted && rows.size < PEOPLE_CANDIDATES) {
      const want = PEOPLE_CANDIDATES - rows.size;
      const ask = matchesWordStartOnly(token) ? 2 * want : want + 1;
      const seen = [...rows.keys()];
      const ids = idsOnly
        ? await rowsOfIds(
            db,
            await walk
              .select('w.id')
              .$if(seen.length > 0, (q) => q.where('w.id', 'not in', seen))
              .limit(ask)
              .execute(),
            want,
          )
        : null;
      const read: { id: number; row?: PersonRow }[] =
        ids ??
        (
          await found
            .$if(seen.length > 0, (q) => q.where('w.id', 'not in', seen))
            .limit(ask)
            .execute()
        ).map((row) => ({ id: row.id, row }));
      for (const { id, row } of read) {
        if (rows.size < PEOPLE_CANDIDATES) {
          if (row) rows.set(id, row);
        } else more ||= !rows.has(id);
      }
      exhausted = read.length < ask;
      // All of the range and its sets read at once, no row left out: its size past SCAN_CAP cut none.
      if (exhausted && seen.length === 0 && conditions.length + likes.length === 0) cut[i] = false;
      if (!exhausted && matchesWordStartOnly(token)) {
        more = true;
        break;
      }
    }
    if (rows.size >= PEOPLE_CANDIDATES) {
      more ||= !exhausted || i < ranges.length - 1 || insidesUncounted;
      break;
    }
  }
  more ||= cut.some(Boolean);
  if (lone && !more) more = (await rangeCounts(db, token, SCAN_CAP + 1)).some((n) => n > SCAN_CAP);
  if (!trigrams || !long || rows.size >= PEOPLE_CANDIDATES)
    return { rows: [...rows.values()], more };
  const inside = await byTrigrams(db, tokens, conditions);
  for (const r of inside.rows) {
    if (rows.size < PEOPLE_CANDIDATES) rows.set(r.id, r);
    else more ||= !rows.has(r.id);
  }
  return { rows: [...rows.values()], more: more || inside.more };
}

async function byTrigrams(
  db: ContentDb,
  tokens: string[],
  conditions: RawBuilder<SqlBool>[],
): Promise<People> {
  let people = db.selectFrom('deceased').select(['id', 'name_az', 'search_text']);
  const several = tokens.filter((t) => !matchesWordStartOnly(t)).length > 1;
  const lookups = tokens.flatMap((token) => {
    const rare = several && token.length > 3 ? rarestTrigram(db, token) : null;
    if (!rare) return tokenConditions('deceased.search_text', [token]);
    return [
      sql<SqlBool>`${sql.ref('deceased.search_text')} like ${`%${rare}%`}`,
      sql<SqlBool>`strpos(${sql.ref('deceased.search_text')}, ${token}) > 0`,
    ];
  });
  for (const condition of [...conditions, ...lookups]) people = people.where(condition);
  const rows = await people.limit(PEOPLE_CANDIDATES).execute();
  return { rows, more: rows.length === PEOPLE_CANDIDATES };
}

function tokenRanges(db: ContentDb, token: string, counts?: number[]) {
  const tables =
    matchesWordStartOnly(token) || engineOf(db) === 'postgres'
      ? (['search_words'] as const)
      : (['search_words', 'search_insides'] as const);
  return tables
    .filter((_, i) => counts?.[i] !== 0)
    .map((table) =>
      db.selectFrom(table).where('word', '>=', token).where('word', '<', `${token}~`),
    );
}

const rangeCounts = (db: ContentDb, token: string, upTo: number): Promise<number[]> =>
  Promise.all(tokenRanges(db, token).map((range) => countOf(db, range.select('id'), upTo)));

async function amongFiltered(
  db: ContentDb,
  narrowed: SelectQueryBuilder<Database, 'deceased', object>,
  tokens: string[],
  filters: SearchFilters,
  filtered: number,
): Promise<People> {
  const order = filterOrder(filters);
  const first = narrowed
    .select(['id', 'name_az', 'search_text', order])
    .orderBy(order)
    .orderBy('id');
  let found = db
    .selectFrom(first.limit(SCAN_CAP).as('few'))
    .select(['few.id', 'few.name_az', 'few.search_text']);
  for (const condition of tokenConditions('few.search_text', tokens)) {
    found = found.where(condition);
  }
  const rows = await found
    .orderBy(`few.${order}`)
    .orderBy('few.id')
    .limit(PEOPLE_CANDIDATES)
    .execute();
  return { rows, more: rows.length === PEOPLE_CANDIDATES || filtered > SCAN_CAP };
}

// Skeletons hold only [a-z0-9 |], so tokens need no LIKE escaping.
function tokenConditions(column: string, tokens: string[]): RawBuilder<SqlBool>[] {
  const ref = sql.ref(column);
  return tokens.map((token) =>
    matchesWordStartOnly(token)
      ? sql<SqlBool>`(' ' || ${ref}) like ${`% ${token}%`}`
      : sql<SqlBool>`${ref} like ${`%${token}%`}`,
  );
}

async function countOf<TB extends keyof Database, O>(
  db: ContentDb,
  rows: SelectQueryBuilder<Database, TB, O>,
  upTo: number,
): Promise<number> {
  const { n } = await db
    .selectFrom(rows.limit(upTo).as('counted'))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function listByFilters(
  db: ContentDb,
  filters: SearchFilters,
  start: number,
  count: number,
): Promise<SearchFound> {
  const order = filterOrder(filters);
  let people = db.selectFrom('deceased');
  for (const condition of peopleConditions(filters)) people = people.where(condition);
  const withCollections =
    collectionsIncluded(filters) &&
    (filters.category === 'genealogy' || filters.died !== undefined || filters.born !== undefined);
  let collections = db.selectFrom('genealogies');
  for (const condition of collectionConditions(filters)) collections = collections.where(condition);

  const [peopleCount, collectionCount] = await Promise.all([
    countOf(db, people.select(sql<number>`1`.as('one')), FILTER_COUNT_CAP + 1),
    withCollections
      ? collections
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
          .executeTakeFirstOrThrow()
      : Promise.resolve({ n: 0 }),
  ]);
  const foundPeople = Math.min(peopleCount, FILTER_COUNT_CAP);
  const foundCollections = Number(collectionCount.n);

  const figures: SearchFigure[] = [];
  if (count > 0 && start < foundCollections) {
    const rows = await collections
      .select(COLLECTION_COLUMNS)
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
    atLeast: peopleCount > FILTER_COUNT_CAP,
  };
}

const filterOrder = ({ died, born }: SearchFilters) =>
  died ? 'death_year' : born ? 'birth_year' : 'position';

const categoryIdOf = (category: SearchCategory): number =>
  category === 'genealogy' ? GENEALOGY_MEMBER_CATEGORY_ID : CATEGORY_IDS[category];

// Conditions in plain SQL, so the same ones narrow a query over any join of these tables.
function peopleConditions(
  { category, died, born }: SearchFilters,
  table = 'deceased',
): RawBuilder<SqlBool>[] {
  const conditions = [
    ...yearConditions(`${table}.death_year`, died),
    ...yearConditions(`${table}.birth_year`, born),
  ];
  if (category)
    conditions.unshift(sql`${sql.ref(`${table}.category_id`)} = ${categoryIdOf(category)}`);
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

const COLLECTION_COLUMNS = [
  'id',
  'title_az',
  'title_en',
  'title_ru',
  'head_az',
  'head_en',
  'head_ru',
  'date',
] as const;
type CollectionRow = Selectable<Database['genealogies']>;

function collectionFigure(
  g: Pick<CollectionRow, (typeof COLLECTION_COLUMNS)[number]>,
  category: { title_az: string; title_en: string; title_ru: string },
): SearchFigure {
  const titled = langOf(g, 'title');
  const title = noText(titled) ? langOf(g, 'head') : titled; // named as its page is (lib/api/indexed.ts)
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
