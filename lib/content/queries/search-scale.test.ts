// The search's ways to its candidates (lib/content/queries/search.ts: the filters' rows, the index
// of words and of word insides) checked against the plainest reading of the rules: every record
// ranked in JavaScript with search-text.ts and filtered by search-filters.ts. On a store of 30,000
// records, so a list (a quarter of them) is too many to read directly and a letter begins more
// words than a list holds: each way is taken by some search below.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { CATEGORY_IDS, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import type { SearchQuery } from '@/lib/content/source';
import { stripTags } from '@/lib/html';
import {
  collectionsIncluded,
  type SearchFilters,
  type YearRange,
} from '@/lib/search/search-filters';
import { matchRank, searchSkeleton } from '@/lib/search/search-text';
import { migrateToLatest, type ContentDb } from '../db';
import { migrationProvider } from '../migrations';
import { seedScale } from '../seed/scale';
import { createTempDb, ENGINES } from '../testing/temp-db';
import { searchRecords } from './search';
import { rarestTrigram, takeTrigramSample, trigramsOf } from './trigram-sample';

const RECORDS = 30_000;
const AZ_ORDER = new Intl.Collator('az');

type Row = {
  key: string;
  id: number;
  nameAz: string;
  skeletons: string[];
  category: number | null;
  born: number | null;
  died: number | null;
};

const within = (year: number | null, range: YearRange | undefined) =>
  !range || (year !== null && year >= range.from && year <= range.to);

function reference(rows: Row[], { key, filters = {} }: SearchQuery): string[] {
  const term = searchSkeleton(key);
  const category =
    filters.category === undefined
      ? undefined
      : filters.category === 'genealogy'
        ? GENEALOGY_MEMBER_CATEGORY_ID
        : CATEGORY_IDS[filters.category];
  const ranked: { rank: number; row: Row }[] = [];
  for (const row of rows) {
    if (
      row.category === null
        ? !collectionsIncluded(filters)
        : category !== undefined && row.category !== category
    )
      continue;
    if (!within(row.died, filters.died) || !within(row.born, filters.born)) continue;
    const rank = matchRank(row.skeletons, term);
    if (rank !== null) ranked.push({ rank, row });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank || AZ_ORDER.compare(a.row.nameAz, b.row.nameAz) || a.row.id - b.row.id,
  );
  return ranked.map((r) => r.row.key);
}

describe.each(ENGINES)('search on the %s store at 30,000 records', (engine) => {
  let db: ContentDb;
  let cleanup: () => Promise<void>;
  let rows: Row[];

  beforeAll(async () => {
    ({ db, cleanup } = await createTempDb(engine));
    await seedScale(db, RECORDS);
    // The store took a sample of its demo content as it opened: once that ends, one of these.
    if (engine === 'postgres') {
      await takeTrigramSample(db);
      await takeTrigramSample(db);
    }
    const people = await db
      .selectFrom('deceased')
      .select(['id', 'name_az', 'search_text', 'category_id', 'birth_year', 'death_year'])
      .execute();
    const collections = await db
      .selectFrom('genealogies')
      .select(['id', 'title_az', 'search_text', 'birth_year', 'death_year'])
      .execute();
    rows = [
      ...people.map((p) => ({
        key: `${p.category_id}-${p.id}`,
        id: p.id,
        nameAz: p.name_az,
        skeletons: p.search_text.split(' | '),
        category: p.category_id,
        born: p.birth_year,
        died: p.death_year,
      })),
      ...collections.map((g) => ({
        key: `9-${g.id}`,
        id: g.id,
        nameAz: stripTags(g.title_az),
        skeletons: g.search_text.split(' | '),
        category: null,
        born: g.birth_year,
        died: g.death_year,
      })),
    ];
  }, 120_000);
  afterAll(() => cleanup());

  const found = async (query: SearchQuery) => {
    const answer = await searchRecords(db, query, { limit: 10_000 });
    return { ...answer, keys: answer.figures.map((f) => `${f.category.id}-${f.id}`) };
  };

  const martyrs: SearchFilters = { category: 'martyrs' };
  const queries: [string, SearchQuery][] = [
    ['a miss of two letters', { key: 'zz' }],
    ['two letters, word starts only', { key: 'zu' }],
    ['a rare word start', { key: 'preo' }],
    ['a long key found inside words', { key: 'ova' }],
    ['a whole name', { key: 'gulnara huseynova' }],
    ['a name and an ending in most names, read on each row', { key: 'leyla ova' }],
    ['two tokens found inside words', { key: 'eyla useyn' }],
    ['a long token and a letter', { key: 'nizami g' }],
    ['two short tokens', { key: 'a h' }],
    ['a name within a large list', { key: 'tural', filters: martyrs }],
    ['a token only inside words, within a large list', { key: 'useyn', filters: martyrs }],
    ['a letter within a large list', { key: 'z', filters: martyrs }],
    ['two letters within a large list', { key: 'yu', filters: martyrs }],
    ['two letters within the largest list', { key: 'ib', filters: { category: 'dear-memories' } }],
    ['a name in a year', { key: 'ali', filters: { died: { from: 1942, to: 1942 } } }],
    ['a name with a wide range', { key: 'leyla', filters: { born: { from: 1900, to: 2000 } } }],
    ['two letters in the genealogy', { key: 'ma', filters: { category: 'genealogy' } }],
    ['a miss within a list', { key: 'qqqq', filters: martyrs }],
  ];

  it.each(queries)(
    '%s: the same records in the same order as every record ranked',
    async (_, query) => {
      const expected = reference(rows, query);
      const answer = await found(query);
      if (answer.atLeast) {
        // More candidates than one search ranks: what it shows is still right, and no more than is.
        expect(expected.length).toBeGreaterThanOrEqual(answer.total);
        const all = new Set(expected);
        for (const key of answer.keys) expect(all.has(key)).toBe(true);
      } else {
        expect(answer.keys).toEqual(expected);
        expect(answer.total).toBe(expected.length);
      }
    },
  );

  it('answers the short and the rare completely, and says "more" where there is more', async () => {
    for (const key of ['zz', 'zu', 'preo', 'qqqq'])
      expect((await found({ key })).atLeast).toBe(false);
    for (const query of queries.map(([, q]) => q).filter((q) => q.filters)) {
      if (query.key !== 'z') expect((await found(query)).atLeast).toBe(false);
    }
    const letter = await found({ key: 'a' });
    expect(letter.atLeast).toBe(true);
    expect(letter.total).toBeGreaterThanOrEqual(500);
  });

  it('pages a letter within a large list without repeating or skipping a record', async () => {
    const query = { key: 'z', filters: martyrs };
    const page = async (offset: number, limit: number) =>
      (await searchRecords(db, query, { offset, limit })).figures.map((f) => f.id);
    const [first, second, both] = await Promise.all([page(0, 20), page(20, 20), page(0, 40)]);
    expect([...first, ...second]).toEqual(both);
    expect(new Set(both).size).toBe(40);
  });

  it('looks several long tokens up by the rarest trigram of each in a sample of the names', () => {
    if (engine !== 'postgres') return;
    const counts = (token: string) =>
      trigramsOf(token).map(
        (trigram) => rows.filter((r) => r.skeletons.join(' | ').includes(trigram)).length,
      );
    const rare = rarestTrigram(db, 'huseynova')!;
    expect('huseynova').toContain(rare);
    expect(counts(rare)[0]).toBeLessThan(Math.max(...counts('huseynova')));
    expect(rarestTrigram(db, 'zzqqq')).toBe('zzq');
  });

  it('reads a table from its start on PostgreSQL, so a search answers the same records each time', async () => {
    if (engine !== 'postgres') return;
    const { rows } = await sql<{ synchronize_seqscans: string }>`show synchronize_seqscans`.execute(
      db,
    );
    expect(rows[0]?.synchronize_seqscans).toBe('off');
  });

  it('takes the index of words down to its first shape and back, answering the same', async () => {
    if (engine !== 'postgres') return;
    const query = { key: 'tural', filters: martyrs };
    const before = (await found(query)).keys;
    const migrator = new Migrator({ db, provider: migrationProvider(engine) });
    const down = await migrator.migrateTo('010-year-order');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('011-word-filters');
    await expect(found(query)).rejects.toThrow(/category_id/);
    await migrateToLatest(db);
    expect((await found(query)).keys).toEqual(before);
  });

  it('passes over a word whose person is gone, and ends', async () => {
    const orphan =
      engine === 'postgres'
        ? sql`insert into search_words (word, id, category_id) values ('zuzzz', 99999999, 1)`
        : sql`insert into search_words (word, id) values ('zuzzz', 99999999)`;
    await orphan.execute(db);
    try {
      for (const query of [{ key: 'zu' }, { key: 'zu', filters: martyrs }]) {
        expect((await found(query)).keys).toEqual(reference(rows, query));
      }
    } finally {
      await sql`delete from search_words where id = 99999999`.execute(db);
    }
  });

  it('keeps the index of words as people are added, renamed and removed', async () => {
    const words = async (id: number) =>
      (
        await db
          .selectFrom('search_words')
          .select('word')
          .where('id', '=', id)
          .orderBy('word')
          .execute()
      ).map((r) => r.word);
    const keyOf = (id: number) => `${CATEGORY_IDS.martyrs}-${id}`;
    const { id } = await db
      .insertInto('deceased')
      .values({
        category_id: CATEGORY_IDS.martyrs,
        position: 999_999,
        name_az: 'Zəfər Qurbanlı',
        name_en: 'Zafar Gurbanli',
        name_ru: '',
        text_az: '',
        text_en: '',
        text_ru: '',
        date: '1990 – 2020',
        photo_title: null,
        photo_title_cdn: null,
        share: 0,
        social_media: '{}',
        location: null,
        voice_az: null,
        voice_en: null,
        voice_ru: null,
        search_text: 'zefer qurbanli | zafar gurbanli | ',
        birth_year: 1990,
        death_year: 2020,
        created_at: '2026-11-25T00:00:00Z',
        updated_at: '2026-11-25T00:00:00Z',
        record_key: null,
        record_id: null,
        seen_walk: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await words(id)).toEqual(['gurbanli', 'qurbanli', 'zafar', 'zefer']);
    expect((await found({ key: 'qurbanli' })).keys).toContain(keyOf(id));
    expect((await found({ key: 'ze' })).keys).toContain(keyOf(id));

    await db
      .updateTable('deceased')
      .set({ search_text: 'zefer qurbanov | zafar gurbanov | zafar gurbanov' })
      .where('id', '=', id)
      .execute();
    expect(await words(id)).toEqual(['gurbanov', 'qurbanov', 'zafar', 'zefer']);
    expect((await found({ key: 'qurbanli' })).keys).not.toContain(keyOf(id));
    expect((await found({ key: 'qurbanov' })).keys).toContain(keyOf(id));
    expect((await found({ key: 'qurbanov', filters: martyrs })).keys).toContain(keyOf(id));

    await db
      .updateTable('deceased')
      .set({ category_id: CATEGORY_IDS['dear-memories'], death_year: 2021 })
      .where('id', '=', id)
      .execute();
    expect((await found({ key: 'qurbanov', filters: martyrs })).keys).not.toContain(keyOf(id));
    const moved = await found({ key: 'qurbanov', filters: { category: 'dear-memories' } });
    expect(moved.keys).toContain(`${CATEGORY_IDS['dear-memories']}-${id}`);
    if (engine === 'postgres') {
      const { rows: stale } = await sql<{ n: string }>`
        select count(*) as n from search_words w join deceased d on d.id = w.id
        where (w.category_id, w.death_year, w.birth_year)
          is distinct from (d.category_id, d.death_year, d.birth_year)`.execute(db);
      expect(Number(stale[0]?.n)).toBe(0);
    }

    await db.deleteFrom('deceased').where('id', '=', id).execute();
    expect(await words(id)).toEqual([]);
  });

  it("drops the words of a collection's members with the collection", async () => {
    const member = await db
      .selectFrom('deceased')
      .select(['id', 'genealogy_id'])
      .where('genealogy_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('search_words')
            .innerJoin('deceased', 'deceased.id', 'search_words.id')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('deceased.genealogy_id', '=', member.genealogy_id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBeGreaterThan(0);
    const orphans = async () =>
      Number(
        (
          await db
            .selectFrom('search_words')
            .leftJoin('deceased', 'deceased.id', 'search_words.id')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('deceased.id', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await db.deleteFrom('genealogies').where('id', '=', member.genealogy_id!).execute();
    expect(await orphans()).toBe(0);
  });
});
