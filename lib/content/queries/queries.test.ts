import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import {
  CATEGORY_IDS,
  GENEALOGY_CATEGORY_ID,
  GENEALOGY_MEMBER_CATEGORY_ID,
} from '@/lib/contract/keys';
import { GENEALOGY_PAGE_SIZE, MEMBER_PAGE_SIZE, PAGE_SIZE } from '@/lib/paging';
import { Migrator } from 'kysely/migration';
import { langOf, migrateToLatest, type ContentDb } from '../db';
import { migrationProvider } from '../migrations';
import { createTempDb, ENGINES } from '../testing/temp-db';
import { insertContactMessage, requestIdUse } from './contact';
import { getDeceased, getFigures, getGenealogyMember } from './memorials';
import { getGenealogies, getGenealogy } from './genealogy';
import { getQrRecord } from './qr';
import type { SearchQuery } from '@/lib/content/source';
import { searchFigures, searchRecords } from './search';
import { readRecordYears, recordDateColumns } from '@/lib/search/record-years';
import { collectionSkeleton } from '@/lib/search/search-text';
import { getSitemapBuckets, getSitemapSlice } from './sitemap';

describe.each(ENGINES)('the %s store', (engine) => {
  let db: ContentDb;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await createTempDb(engine));
  });
  afterAll(() => cleanup());

  describe('category lists', () => {
    it.each(FIGURE_CATEGORIES)('%s pages: 12, 12, at most 12, then empty', async (category) => {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((p) => getFigures(db, category, p, PAGE_SIZE)),
      );
      expect(pages[0]).toHaveLength(PAGE_SIZE);
      expect(pages[1]).toHaveLength(PAGE_SIZE);
      expect(pages[2]!.length).toBeGreaterThan(0);
      expect(pages[2]!.length).toBeLessThanOrEqual(PAGE_SIZE);
      expect(pages[3]).toEqual([]);
      const ids = pages.flat().map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const card of pages.flat()) {
        expect(Object.keys(card).sort()).toEqual([
          'date',
          'id',
          'name',
          'photo_title',
          'photo_title_cdn',
        ]);
        expect(card.name.az && card.name.en && card.name.ru).toBeTruthy();
      }
    });
  });

  describe('genealogies', () => {
    it('lists collections nine at a time over at least two pages', async () => {
      const first = await getGenealogies(db, 1, GENEALOGY_PAGE_SIZE);
      const second = await getGenealogies(db, 2, GENEALOGY_PAGE_SIZE);
      expect(first).toHaveLength(GENEALOGY_PAGE_SIZE);
      expect(second.length).toBeGreaterThan(0);
      expect(Object.keys(first[0]!).sort()).toEqual(['date', 'head', 'id', 'title']);
    });

    it('pages the members of a large collection and answers null for an unknown one', async () => {
      const cards = await getGenealogies(db, 1, 50);
      const sizes = await Promise.all(
        cards.map(async (c) => ({
          id: c.id,
          n: (await getGenealogy(db, c.id, 1, 50))!.members.length,
        })),
      );
      const big = sizes.find((s) => s.n >= 30);
      expect(big).toBeDefined();
      const page1 = await getGenealogy(db, big!.id, 1, MEMBER_PAGE_SIZE);
      expect(page1!.members).toHaveLength(MEMBER_PAGE_SIZE);
      expect(page1!.title.az).not.toBe('');
      expect(await getGenealogy(db, 999_999, 1, MEMBER_PAGE_SIZE)).toBeNull();
    });
  });

  describe('details', () => {
    it('answers a category record with its media and category, and not as a member', async () => {
      const [card] = await getFigures(db, 'historical-figures', 1, 1);
      const detail = await getDeceased(db, card!.id);
      expect(detail).not.toBeNull();
      expect(detail!.category.title.en).toBe('Historical figures');
      expect(Object.keys(detail!.media).sort()).toEqual(
        [
          'audio',
          'images',
          'profile_photo',
          'profile_photo_cdn',
          'quran',
          'videos',
          'voice',
          'youtube',
        ].sort(),
      );
      expect(Object.keys(detail!.social_media)).toHaveLength(9);
      expect(await getGenealogyMember(db, card!.id)).toBeNull();
    });

    it('answers a genealogy member with category 10 and its collection', async () => {
      const [collection] = await getGenealogies(db, 1, 1);
      const members = (await getGenealogy(db, collection!.id, 1, 1))!.members;
      const detail = await getGenealogyMember(db, members[0]!.id);
      expect(detail!.category.id).toBe(GENEALOGY_MEMBER_CATEGORY_ID);
      expect(detail!.genealogy_id).toBe(collection!.id);
    });

    it('answers null for an unknown id', async () => {
      expect(await getDeceased(db, 987_654)).toBeNull();
    });
  });

  describe('search', () => {
    it.each([
      ['uzeyir', 'Üzeyir Hacıbəyov'],
      ['ÜZEYİR', 'Üzeyir Hacıbəyov'],
      ['ismayil xetai', 'İsmayıl Xətai'],
      ['nizami', 'Nizami Gəncəvi'],
      ['низами', 'Nizami Gəncəvi'],
      ['nizami ganjavi', 'Nizami Gəncəvi'],
      ['Гаджибеков', 'Üzeyir Hacıbəyov'],
    ])('%s finds %s first', async (key, name) => {
      const results = await searchFigures(db, key);
      expect(results[0]?.name.az).toBe(name);
    });

    it('answers the contract fields and nothing for a blank term', async () => {
      const [first] = await searchFigures(db, 'nizami');
      expect(Object.keys(first!).sort()).toEqual([
        'category',
        'date',
        'genealogy_id',
        'id',
        'name',
        'photo_title',
      ]);
      expect(await searchFigures(db, '   ')).toEqual([]);
    });

    it('finds genealogy collections as category 9 and caps results', async () => {
      const [card] = await getGenealogies(db, 1, 1);
      const word = card!.head.az.split(' ')[0]!;
      const results = await searchFigures(db, word);
      expect(results.length).toBeLessThanOrEqual(20);
      const all = await searchFigures(db, 'a');
      expect(all).toHaveLength(20);
      expect(all.some((r) => r.category.id === GENEALOGY_CATEGORY_ID) || results.length > 0).toBe(
        true,
      );
    });

    it('names a collection with no title by its head, as its page does, in both kinds of search', async () => {
      const tree = await db
        .selectFrom('genealogies')
        .select(['id', 'title_az', 'title_en', 'title_ru', 'head_az', 'head_en', 'head_ru'])
        .select('search_text')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      type Titles = { title_az: string; title_en: string; title_ru: string; search_text: string };
      const setTitles = (t: Titles) =>
        db.updateTable('genealogies').set(t).where('id', '=', tree.id).execute();
      const none = { az: '', en: '', ru: '' };
      // As the store's writers keep it (the seed, the operator's index).
      const search_text = collectionSkeleton(none, langOf(tree, 'head'));
      await setTitles({ title_az: '', title_en: '', title_ru: '', search_text });
      try {
        const byName = await searchFigures(db, tree.head_en, { limit: 1000 });
        const byFilter = (
          await searchRecords(
            db,
            { key: '', filters: { category: 'genealogy' } },
            { limit: 10_000 },
          )
        ).figures;
        for (const found of [byName, byFilter]) {
          expect(
            found.find((f) => f.id === tree.id && f.category.id === GENEALOGY_CATEGORY_ID)?.name,
          ).toEqual({ az: tree.head_az, en: tree.head_en, ru: tree.head_ru });
        }
      } finally {
        await setTitles({
          title_az: tree.title_az,
          title_en: tree.title_en,
          title_ru: tree.title_ru,
          search_text: tree.search_text,
        });
      }
    });

    it('pages the ranked results: windows of 12 add up to the whole list, in order', async () => {
      const whole = await searchFigures(db, 'a', { offset: 0, limit: 1000 });
      expect(whole.length).toBeGreaterThan(40);
      const pages = await Promise.all(
        [0, 1, 2].map((p) => searchFigures(db, 'a', { offset: p * 12, limit: 12 })),
      );
      for (const page of pages) expect(page).toHaveLength(12);
      expect(pages.flat()).toEqual(whole.slice(0, 36));
      expect(await searchFigures(db, 'a')).toEqual(whole.slice(0, 20));
      expect(await searchFigures(db, 'a', { offset: 5 })).toEqual(whole.slice(5, 25));
    });

    it('answers a short last page, nothing past the end and nothing for an empty window', async () => {
      const whole = await searchFigures(db, 'hacibeyov', { limit: 1000 });
      expect(whole[0]?.name.az).toBe('Üzeyir Hacıbəyov');
      const lastOffset = whole.length - 1;
      expect(await searchFigures(db, 'hacibeyov', { offset: lastOffset, limit: 13 })).toEqual(
        whole.slice(lastOffset),
      );
      expect(await searchFigures(db, 'hacibeyov', { offset: whole.length, limit: 13 })).toEqual([]);
      expect(await searchFigures(db, 'a', { offset: 1_000_000, limit: 13 })).toEqual([]);
      expect(await searchFigures(db, 'a', { limit: 0 })).toEqual([]);
      expect(await searchFigures(db, 'a', { offset: -12, limit: 3 })).toEqual(
        await searchFigures(db, 'a', { limit: 3 }),
      );
      expect(await searchFigures(db, '  ', { limit: 13 })).toEqual([]);
    });
  });

  describe('search by what people remember', () => {
    const yearsOf = async (table: 'deceased' | 'genealogies') =>
      db
        .selectFrom(table)
        .select(['id', 'date', 'birth_year', 'death_year', 'death_day'])
        .execute();
    const every = async (query: SearchQuery) =>
      (await searchRecords(db, query, { limit: 10_000 })).figures;

    it('keeps the years and the day its date gives beside every record, null where it gives none', async () => {
      for (const table of ['deceased', 'genealogies'] as const) {
        const rows = await yearsOf(table);
        for (const r of rows) {
          const { birth_year, death_year, death_day } = recordDateColumns(r.date);
          expect([r.date, r.birth_year, r.death_year, r.death_day]).toEqual([
            r.date,
            birth_year,
            death_year,
            death_day,
          ]);
        }
        expect(rows.some((r) => r.death_year === null)).toBe(table === 'deceased');
      }
    });

    it('fills the years and the day of rows stored before migrations 006 and 013', async () => {
      const row = await db
        .selectFrom('deceased')
        .select(['id', 'date'])
        .where('death_year', 'is not', null)
        .where('death_day', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('deceased')
        .set({ birth_year: null, death_year: null, death_day: null })
        .where('id', '=', row.id)
        .execute();
      const migrator = new Migrator({ db, provider: migrationProvider(engine) });
      const down = await migrator.migrateTo('005-contact-request-hash');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('006-record-years');
      await migrateToLatest(db);
      const after = await db
        .selectFrom('deceased')
        .select(['birth_year', 'death_year', 'death_day'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(recordDateColumns(row.date));
    });

    it('narrows by the year of death: a year, a range, within a category', async () => {
      const died2020 = await every({ key: '', filters: { died: { from: 2020, to: 2020 } } });
      expect(died2020.length).toBeGreaterThan(5);
      for (const f of died2020) expect(readRecordYears(f.date).death).toBe(2020);
      const rows = [...(await yearsOf('deceased')), ...(await yearsOf('genealogies'))];
      expect(died2020).toHaveLength(rows.filter((r) => r.death_year === 2020).length);

      const martyrs = await every({
        key: '',
        filters: { category: 'martyrs', died: { from: 1990, to: 2020 } },
      });
      expect(martyrs.length).toBeGreaterThan(0);
      for (const f of martyrs) {
        expect(f.category.id).toBe(CATEGORY_IDS.martyrs);
        expect(readRecordYears(f.date).death).toBeGreaterThanOrEqual(1990);
        expect(readRecordYears(f.date).death).toBeLessThanOrEqual(2020);
      }
    });

    it('narrows a name by category and birth year, keeping the ranking of the name', async () => {
      const plain = await every({ key: 'a' });
      const born = await every({ key: 'a', filters: { born: { from: 1900, to: 1950 } } });
      expect(born.length).toBeGreaterThan(0);
      expect(born.length).toBeLessThan(plain.length);
      const keys = plain.map((f) => `${f.category.id}-${f.id}`);
      const bornKeys = born.map((f) => `${f.category.id}-${f.id}`);
      expect(bornKeys).toEqual(keys.filter((k) => bornKeys.includes(k)));
      for (const f of born) {
        const { birth } = readRecordYears(f.date);
        expect(birth !== null && birth >= 1900 && birth <= 1950).toBe(true);
      }
      const monuments = await every({ key: 'a', filters: { category: 'historical-monuments' } });
      expect(monuments.length).toBeGreaterThan(0);
      for (const f of monuments) expect(f.category.id).toBe(CATEGORY_IDS['historical-monuments']);
    });

    it('finds a record whose year cannot be read by name, and not by a year', async () => {
      const unread = await db
        .selectFrom('deceased')
        .select(['id', 'name_az'])
        .where('death_year', 'is', null)
        .where('birth_year', 'is', null)
        .executeTakeFirstOrThrow();
      const byName = await every({ key: unread.name_az });
      expect(byName.map((f) => f.id)).toContain(unread.id);
      const byYear = await every({ key: unread.name_az, filters: { died: { from: 1, to: 2100 } } });
      expect(byYear.map((f) => f.id)).not.toContain(unread.id);
    });

    it('takes genealogy to mean the collections and their members, collections first', async () => {
      const found = await every({ key: '', filters: { category: 'genealogy' } });
      const ids = new Set(found.map((f) => f.category.id));
      expect([...ids].sort((a, b) => a - b)).toEqual([
        GENEALOGY_CATEGORY_ID,
        GENEALOGY_MEMBER_CATEGORY_ID,
      ]);
      const firstMember = found.findIndex((f) => f.category.id === GENEALOGY_MEMBER_CATEGORY_ID);
      expect(found.slice(firstMember).every((f) => f.category.id !== GENEALOGY_CATEGORY_ID)).toBe(
        true,
      );
      const members = await every({ key: 'a', filters: { category: 'public-figures' } });
      expect(members.every((f) => f.category.id === CATEGORY_IDS['public-figures'])).toBe(true);
    });

    it('pages a search by filters alone and counts it', async () => {
      const filters = { died: { from: 1900, to: 2025 } };
      const whole = await searchRecords(db, { key: '', filters }, { limit: 10_000 });
      expect(whole.total).toBe(whole.figures.length);
      expect(whole.atLeast).toBe(false);
      expect(whole.figures.some((f) => f.category.id === GENEALOGY_CATEGORY_ID)).toBe(true);
      const pages = await Promise.all(
        [0, 1, 2, 3].map((p) =>
          searchRecords(db, { key: '', filters }, { offset: p * 12, limit: 12 }),
        ),
      );
      expect(pages.flatMap((p) => p.figures)).toEqual(whole.figures.slice(0, 48));
      for (const p of pages) expect(p.total).toBe(whole.total);
      const named = await searchRecords(db, { key: 'mammad' }, { limit: 12 });
      expect(named.total).toBe((await every({ key: 'mammad' })).length);
      expect(await searchRecords(db, { key: '  ' })).toEqual({
        figures: [],
        total: 0,
        atLeast: false,
      });
    });
  });

  describe('qr records and contact messages', () => {
    it('finds one QR record by UUID, case-blind, and nothing for another', async () => {
      const row = await db.selectFrom('qr_codes').select('random_uuid').executeTakeFirstOrThrow();
      const record = await getQrRecord(db, row.random_uuid.toUpperCase());
      expect(record?.randomUUID).toBe(row.random_uuid);
      expect(Object.keys(record!).sort()).toEqual([
        'birthday',
        'name',
        'number',
        'photo',
        'qanqrupu',
        'randomUUID',
      ]);
      expect(await getQrRecord(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('stores a message sent again under its request id once, and ones without any each time', async () => {
      const message = { firstName: 'Rəna', phone: '12345', email: 'r@example.az', message: 'bir' };
      const count = async (email = message.email) =>
        (await db.selectFrom('contact_messages').select('id').where('email', '=', email).execute())
          .length;
      const requestId = 'key-0123456789abcdef';
      expect(await requestIdUse(db, requestId, message)).toBe('unused');
      const first = await insertContactMessage(db, message, { requestId });
      expect(first.use).toBe('unused');
      expect(await insertContactMessage(db, message, { requestId })).toEqual({
        id: first.id,
        use: 'same-message',
      });
      expect(await requestIdUse(db, requestId, message)).toBe('same-message');
      expect(await count()).toBe(1);
      await insertContactMessage(db, message);
      await insertContactMessage(db, message);
      expect(await count()).toBe(3);
    });

    it('knows another message under a used request id, and stores nothing for it', async () => {
      const message = { firstName: 'Kamal', phone: '12345', email: 'k@example.az', message: 'bir' };
      const other = { ...message, email: 'other-k@example.az', message: 'iki' };
      const requestId = 'key-fedcba9876543210';
      const first = await insertContactMessage(db, message, { requestId });
      expect(await requestIdUse(db, requestId, other)).toBe('other-message');
      expect(await insertContactMessage(db, other, { requestId })).toEqual({
        id: first.id,
        use: 'other-message',
      });
      const stored = await db
        .selectFrom('contact_messages')
        .select(['email', 'request_hash'])
        .where('request_id', '=', requestId)
        .execute();
      expect(stored).toEqual([
        { email: message.email, request_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ]);
      expect(
        await db
          .selectFrom('contact_messages')
          .select('id')
          .where('email', '=', other.email)
          .execute(),
      ).toEqual([]);
    });

    it('takes a row stored before its hash was kept as the same message', async () => {
      const message = { firstName: 'Old', phone: '12345', email: 'old@example.az', message: 'bir' };
      const requestId = 'key-0000oldrow00000';
      await insertContactMessage(db, message, { requestId });
      await db
        .updateTable('contact_messages')
        .set({ request_hash: null })
        .where('request_id', '=', requestId)
        .execute();
      expect(await requestIdUse(db, requestId, { ...message, message: 'iki' })).toBe(
        'same-message',
      );
    });

    it('stores a contact message', async () => {
      const { id } = await insertContactMessage(db, {
        firstName: 'Aysel Məmmədova',
        phone: '+994 50 000 00 00',
        email: 'aysel@example.az',
        message: 'Salam',
      });
      const row = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.first_name).toBe('Aysel Məmmədova');
    });
  });

  async function allRecordPages(width: number) {
    const buckets = await getSitemapBuckets(db, width);
    const slices = await Promise.all([
      ...buckets.records.map((b) => getSitemapSlice(db, 'records', b, width)),
      ...buckets.genealogies.map((b) => getSitemapSlice(db, 'genealogies', b, width)),
    ]);
    return { buckets, refs: slices.flat() };
  }

  describe('record pages (the sitemap)', () => {
    it('names every record page by kind and ids, with its last change, never by path', async () => {
      const { refs } = await allRecordPages(16_666);
      const people = await db.selectFrom('deceased').select(['id', 'genealogy_id']).execute();
      const trees = await db.selectFrom('genealogies').select('id').execute();
      expect(refs.filter((r) => r.kind === 'genealogy')).toHaveLength(trees.length);
      expect(refs.filter((r) => r.kind === 'member')).toHaveLength(
        people.filter((p) => p.genealogy_id !== null).length,
      );
      const member = refs.find((r) => r.kind === 'member')!;
      expect(member).toEqual({
        kind: 'member',
        genealogyId: expect.any(Number),
        id: expect.any(Number),
        lastModified: expect.any(String),
      });
      expect(refs.some((r) => 'path' in r)).toBe(false);
      expect(new Set(refs.filter((r) => r.kind === 'detail').map((r) => r.category))).toEqual(
        new Set(FIGURE_CATEGORIES),
      );
    });

    it('cuts the store into fixed id ranges, each read on its own, that together list it once', async () => {
      const { refs: whole } = await allRecordPages(1_000_000);
      const { buckets, refs } = await allRecordPages(7);
      expect(refs.map((r) => `${r.kind}:${r.id}`)).toEqual(
        expect.arrayContaining(whole.map((r) => `${r.kind}:${r.id}`)),
      );
      expect(refs).toHaveLength(whole.length);
      expect(buckets.records.length).toBeGreaterThan(1);
      // One id a range: a range for every page, none for a row without one.
      const single = await getSitemapBuckets(db, 1);
      expect(single.records.map((b) => b + 1)).toEqual(
        whole.filter((r) => r.kind !== 'genealogy').map((r) => r.id),
      );
      expect(single.genealogies.map((b) => b + 1)).toEqual(
        whole.filter((r) => r.kind === 'genealogy').map((r) => r.id),
      );
      for (const b of buckets.records) {
        const slice = await getSitemapSlice(db, 'records', b, 7);
        expect(slice.length).toBeGreaterThan(0);
        expect(slice.every((r) => r.id > b * 7 && r.id <= (b + 1) * 7)).toBe(true);
      }
    });

    it('grows by a child when records pass a range, and refuses a width that is not whole', async () => {
      const before = await getSitemapBuckets(db, 7);
      const top = Math.max(...before.records);
      const row = await db
        .selectFrom('deceased')
        .selectAll()
        .where('genealogy_id', 'is', null)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('deceased')
        .values({ ...row, id: (top + 3) * 7 + 1 })
        .execute();
      const after = await getSitemapBuckets(db, 7);
      expect(after.records).toEqual([...before.records, top + 3]);
      await expect(getSitemapBuckets(db, 2.5)).rejects.toThrow(RangeError);
      await db
        .deleteFrom('deceased')
        .where('id', '=', (top + 3) * 7 + 1)
        .execute();
    });
  });
});

describe('both engines', () => {
  let stores: ContentDb[];
  let cleanups: (() => Promise<void>)[];
  beforeAll(async () => {
    const temps = await Promise.all(ENGINES.map((e) => createTempDb(e)));
    stores = temps.map((t) => t.db);
    cleanups = temps.map((t) => t.cleanup);
  });
  afterAll(() => Promise.all(cleanups.map((c) => c())));

  const same = async <T>(read: (db: ContentDb) => Promise<T>) => {
    const [first, ...others] = await Promise.all(stores.map(read));
    for (const other of others) expect(other).toEqual(first);
    return first as T;
  };

  it('answer every read the same, search included', async () => {
    for (const category of FIGURE_CATEGORIES) {
      expect(await same((db) => getFigures(db, category, 2, PAGE_SIZE))).toHaveLength(PAGE_SIZE);
    }
    const [collection] = await same((db) => getGenealogies(db, 1, GENEALOGY_PAGE_SIZE));
    await same((db) => getGenealogy(db, collection!.id, 1, MEMBER_PAGE_SIZE));
    const ids = (await same((db) => getFigures(db, 'martyrs', 1, 3))).map((c) => c.id);
    for (const id of ids) await same((db) => getDeceased(db, id));
    for (const key of ['nizami', 'низами', 'a', 'əli', 'xetai', 'ova', 'zzzz', 'ali mammad']) {
      await same((db) => searchFigures(db, key));
    }
    await same((db) => searchFigures(db, 'a', { offset: 12, limit: 13 }));
    for (const filters of [
      { died: { from: 2020, to: 2020 } },
      { category: 'genealogy', born: { from: 1900, to: 1990 } },
      { category: 'martyrs' },
    ] as const) {
      await same((db) => searchRecords(db, { key: '', filters }, { offset: 3, limit: 13 }));
      await same((db) => searchRecords(db, { key: 'a', filters }, { limit: 13 }));
    }
    await same((db) => getSitemapBuckets(db, 7));
    await same((db) => getSitemapSlice(db, 'records', 1, 7));
  });
});
