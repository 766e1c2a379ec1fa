import { sql } from 'kysely';
import { CATEGORY_IDS } from '@/lib/contract/keys';
import type { ContentDb } from '../db';
import { searchFigures } from '../queries/search';
import { createTempDb, ENGINES } from '../testing/temp-db';
import { generateRecords, seedScale } from './scale';

describe('generated records', () => {
  it('are the same for the same seed', () => {
    expect([...generateRecords(50)]).toEqual([...generateRecords(50)]);
    expect([...generateRecords(50, 1)]).not.toEqual([...generateRecords(50)]);
  });

  it('have names in three scripts, every category and dates that run forwards', () => {
    const records = [...generateRecords(2000)];
    expect(new Set(records.map((r) => r.categoryId))).toEqual(new Set(Object.values(CATEGORY_IDS)));
    for (const r of records) {
      expect(r.name.ru).toMatch(/[а-яё]/i);
      expect(r.name.en).toMatch(/^[A-Za-z .-]+$/);
      const years = [...r.date.matchAll(/\d{4}/g)].map((m) => Number(m[0]));
      if (years.length === 2) expect(years[1]!).toBeGreaterThanOrEqual(years[0]!);
    }
    expect(new Set(records.map((r) => r.name.az)).size).toBeGreaterThan(1500);
  });
});

describe.each(ENGINES)('seedScale on the %s store', (engine) => {
  let db: ContentDb;
  let cleanup: () => Promise<void>;
  let demoCount: number;
  const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) =>
    Number((await query.execute(db)).rows[0]!.n);

  beforeAll(async () => {
    ({ db, cleanup } = await createTempDb(engine));
    demoCount = await count(sql`select count(*) as n from deceased`);
  });
  afterAll(() => cleanup());

  it('fills the store up to the total, after the demo records of each category', async () => {
    expect(await seedScale(db, demoCount + 3000)).toBe(3000);
    expect(await count(sql`select count(*) as n from deceased`)).toBe(demoCount + 3000);
    expect(await seedScale(db, demoCount)).toBe(0);
    // The demo records keep the first positions, so listings still open on them.
    const first = await db
      .selectFrom('deceased')
      .select('name_az')
      .where('category_id', '=', CATEGORY_IDS['public-figures'])
      .orderBy('position')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(first.name_az).toBe('Üzeyir Hacıbəyov');
    const duplicates = await count(
      sql`select count(*) as n from (select category_id, position from deceased where genealogy_id is null group by 1, 2 having count(*) > 1) as d`,
    );
    expect(duplicates).toBe(0);
  });

  it('keeps the search index in step, so generated names are found in any script', async () => {
    const people = await count(sql`select count(*) as n from deceased`);
    expect(await count(sql`select count(distinct id) as n from search_words`)).toBe(people);
    const row = await db
      .selectFrom('deceased')
      .select(['id', 'name_az', 'name_ru'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const key of [row.name_az, row.name_ru]) {
      expect((await searchFigures(db, key)).map((r) => r.id)).toContain(row.id);
    }
    const rowsOf = async (id: number) => [
      await count(sql`select count(*) as n from search_words where id = ${id}`),
      await count(
        engine === 'sqlite'
          ? sql`select count(*) as n from search_insides where id = ${id}`
          : sql`select count(*) as n from deceased where id = ${id}`,
      ),
    ];
    expect(Math.min(...(await rowsOf(row.id)))).toBeGreaterThan(0);
    await db.deleteFrom('deceased').where('id', '=', row.id).execute();
    expect((await searchFigures(db, row.name_az)).map((r) => r.id)).not.toContain(row.id);
    expect(await rowsOf(row.id)).toEqual([0, 0]);
    expect(await count(sql`select count(distinct id) as n from search_words`)).toBe(people - 1);
  });
});
