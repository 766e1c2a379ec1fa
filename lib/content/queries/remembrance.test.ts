import { CATEGORY_IDS, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import type { ContentDb } from '../db';
import { createTempDb, ENGINES } from '../testing/temp-db';
import { recordDateColumns } from '@/lib/search/record-years';
import { getRememberedOn, REMEMBERED_CAP } from './remembrance';

describe.each(ENGINES)('"remembered today" in the %s store', (engine) => {
  let db: ContentDb;
  let cleanup: () => Promise<void>;

  /** A copy of a seeded record of a category, with another name and date text. */
  async function add(categoryId: number, name: string, date: string): Promise<number> {
    const { id, ...row } = await db
      .selectFrom('deceased')
      .selectAll()
      .where('category_id', '=', categoryId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(0);
    const inserted = await db
      .insertInto('deceased')
      .values({
        ...row,
        name_az: name,
        name_en: name,
        name_ru: name,
        date,
        ...recordDateColumns(date),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  beforeAll(async () => {
    ({ db, cleanup } = await createTempDb(engine));
    await add(CATEGORY_IDS.martyrs, 'Martyr 1992', '01.01.1970 – 17.03.1992');
    await add(CATEGORY_IDS['dear-memories'], 'Dear 2015', '17.03.2015');
    await add(GENEALOGY_MEMBER_CATEGORY_ID, 'Member 1990', '17.03.1920 – 17.03.1990');
    await add(CATEGORY_IDS['historical-monuments'], 'Monument 1900', '17.03.1900');
    await add(CATEGORY_IDS.martyrs, 'Born on the day', '17.03.1970 – 18.04.1992');
    await add(CATEGORY_IDS['dear-memories'], 'Leap 2016', '29.02.2016');
    await add(CATEGORY_IDS['public-figures'], 'Dots 2001', '5.5.1930 – 17.3.2001');
    await add(CATEGORY_IDS['dear-memories'], 'Slashes 2005', '05/05/1930 – 17/03/2005');
    await add(CATEGORY_IDS['dear-memories'], 'Short 2010', '5.5.1930 – 7.3.2010');
    await add(CATEGORY_IDS['public-figures'], 'Words 2012', '12 mart 1941 – 17 mart 2012');
    await add(CATEGORY_IDS.martyrs, 'Words 2011', '17 Марта 2011 г.');
    await add(CATEGORY_IDS.martyrs, 'Upper 2013', '17 MART 2013');
    await add(CATEGORY_IDS.martyrs, 'Spaced 2014', '17\u00a0МАРТА 2014');
  });
  afterAll(() => cleanup());

  it('lists people whose death falls on the day, the most recent first, not monuments', async () => {
    const found = await getRememberedOn(db, { year: 2031, month: 3, day: 17 });
    const names = found.map((f) => f.name.en);
    expect(names.filter((n) => /\d{4}$/.test(n))).toEqual([
      'Dear 2015',
      'Spaced 2014',
      'Upper 2013',
      'Words 2012',
      'Words 2011',
      'Slashes 2005',
      'Dots 2001',
      'Martyr 1992',
      'Member 1990',
    ]);
    expect(names).not.toContain('Monument 1900');
    expect(names).not.toContain('Born on the day');
    const member = found.find((f) => f.name.en === 'Member 1990')!;
    expect(member.category.id).toBe(GENEALOGY_MEMBER_CATEGORY_ID);
    expect(member.genealogy_id).not.toBeNull();
  });

  it('not the year of the death itself, and nobody on an empty day', async () => {
    const found = await getRememberedOn(db, { year: 2015, month: 3, day: 17 });
    expect(found.map((f) => f.name.en)).not.toContain('Dear 2015');
    expect(found.map((f) => f.name.en)).toContain('Martyr 1992');
  });

  it('reads a day written without its zero, and not the 17th for the 7th', async () => {
    const found = await getRememberedOn(db, { year: 2031, month: 3, day: 7 });
    expect(found.map((f) => f.name.en)).toContain('Short 2010');
    expect(found.map((f) => f.name.en)).not.toContain('Dots 2001');
  });

  it('remembers 29 February on 28 February of a common year', async () => {
    const common = await getRememberedOn(db, { year: 2027, month: 2, day: 28 });
    expect(common.map((f) => f.name.en)).toContain('Leap 2016');
    const leap = await getRememberedOn(db, { year: 2028, month: 2, day: 28 });
    expect(leap.map((f) => f.name.en)).not.toContain('Leap 2016');
    const leapDay = await getRememberedOn(db, { year: 2028, month: 2, day: 29 });
    expect(leapDay.map((f) => f.name.en)).toContain('Leap 2016');
  });

  it(`shows at most ${REMEMBERED_CAP}`, async () => {
    for (let i = 0; i < REMEMBERED_CAP + 3; i++) {
      await add(CATEGORY_IDS['dear-memories'], `Many ${i}`, `09.09.${1950 + i}`);
    }
    const found = await getRememberedOn(db, { year: 2030, month: 9, day: 9 });
    expect(found).toHaveLength(REMEMBERED_CAP);
    expect(found[0]!.name.en).toBe(`Many ${REMEMBERED_CAP + 2}`);
  });
});
