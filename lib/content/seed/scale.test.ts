import SQLite from 'better-sqlite3';
import { CATEGORY_IDS } from '@/lib/api/types';
import type { ContentDb } from '../db';
import { searchFigures } from '../queries/search';
import { createTempDb } from '../testing/temp-db';
import { generateRecords, seedScale } from './scale';

let db: ContentDb;
let sqlite: SQLite.Database;
let cleanup: () => Promise<void>;
let demoCount: number;

beforeAll(async () => {
  const temp = await createTempDb();
  ({ db } = temp);
  sqlite = new SQLite(temp.file);
  cleanup = async () => {
    sqlite.close();
    await temp.cleanup();
  };
  demoCount = (sqlite.prepare('select count(*) as n from deceased').get() as { n: number }).n;
});
afterAll(() => cleanup());

const count = (query: string) => (sqlite.prepare(query).get() as { n: number }).n;

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

describe('seedScale', () => {
  it('fills the store up to the total, after the demo records of each category', () => {
    expect(seedScale(sqlite, demoCount + 3000)).toBe(3000);
    expect(count('select count(*) as n from deceased')).toBe(demoCount + 3000);
    expect(seedScale(sqlite, demoCount)).toBe(0);
    // The demo records keep the first positions, so listings still open on them.
    const first = sqlite
      .prepare('select name_az from deceased where category_id = ? order by position limit 1')
      .get(CATEGORY_IDS['public-figures']) as { name_az: string };
    expect(first.name_az).toBe('Üzeyir Hacıbəyov');
    const duplicates = count(
      'select count(*) as n from (select category_id, position from deceased where genealogy_id is null group by 1, 2 having count(*) > 1)',
    );
    expect(duplicates).toBe(0);
  });

  it('keeps the search index in step, so generated names are found in any script', async () => {
    expect(count('select count(*) as n from deceased_search')).toBe(
      count('select count(*) as n from deceased'),
    );
    const row = sqlite
      .prepare('select id, name_az, name_ru from deceased order by id desc limit 1')
      .get() as { id: number; name_az: string; name_ru: string };
    for (const key of [row.name_az, row.name_ru]) {
      expect((await searchFigures(db, key)).map((r) => r.id)).toContain(row.id);
    }
    sqlite.prepare('delete from deceased where id = ?').run(row.id);
    expect((await searchFigures(db, row.name_az)).map((r) => r.id)).not.toContain(row.id);
    expect(count('select count(*) as n from deceased_search')).toBe(
      count('select count(*) as n from deceased'),
    );
  });
});
