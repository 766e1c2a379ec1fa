import { startOperatorApi, type OperatorApi } from '@/e2e/operator-api/server.mjs';
import { expected } from '@/e2e/operator-api/data.mjs';
import { STORE_DEADLINE_MS, type ContentDb } from '@/lib/content/db';
import { StoreUnavailable } from '@/lib/content/source';
import { indexState } from '@/lib/content/queries/operator-index';
import { getRememberedOn } from '@/lib/content/queries/remembrance';
import { searchFigures } from '@/lib/content/queries/search';
import { getSitemapBuckets, getSitemapSlice } from '@/lib/content/queries/sitemap';
import { createTempDb, ENGINES, type TempDb } from '@/lib/content/testing/temp-db';
import { indexedSource } from './indexed';
import {
  refreshIndexedRecord,
  refreshWithin,
  walkOperatorIndex,
  type WalkOptions,
} from './operator-index';
import { remoteSource, type RemoteSource } from './remote';

const HOUR = 3_600_000;

describe.each(ENGINES)('the index of the operator on the %s store', (engine) => {
  let operator: OperatorApi;
  let temp: TempDb;
  let db: ContentDb;
  let api: RemoteSource;
  let clock: number;
  const now = () => new Date(clock);
  const walker = (holder: string, everyMs = HOUR): WalkOptions => ({
    holder,
    leaseMs: 60_000,
    everyMs,
    now,
  });

  beforeAll(async () => {
    // The stand-in's messy lists: what is dropped is logged (lib/contract/schemas.ts), tested there.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    operator = await startOperatorApi();
    api = remoteSource({ apiUrl: operator.apiUrl, adminUrl: operator.adminUrl, timeoutMs: 2000 });
  });
  afterAll(async () => {
    await operator.close();
    jest.restoreAllMocks();
  });
  beforeEach(async () => {
    operator.reset();
    temp = await createTempDb(engine);
    db = temp.db;
    clock = Date.parse('2026-11-20T10:00:00Z');
  });
  afterEach(() => temp.cleanup());

  const row = (key: string) =>
    db.selectFrom('deceased').selectAll().where('record_key', '=', key).executeTakeFirst();
  const names = async (key: string) =>
    (await searchFigures(db, key)).map((f) => `${f.category.id}:${f.id}:${f.name.en}`);
  const allRefs = async () => {
    const buckets = await getSitemapBuckets(db, 1000);
    const refs = [];
    for (const b of buckets.records) refs.push(...(await getSitemapSlice(db, 'records', b, 1000)));
    for (const b of buckets.genealogies)
      refs.push(...(await getSitemapSlice(db, 'genealogies', b, 1000)));
    return refs;
  };

  it('replaces the demo content with the operator records, searched across spellings', async () => {
    const result = await walkOperatorIndex(db, api, walker('a'));
    expect(result).toEqual({ walked: true, walk: 1, complete: true, removed: 0 });
    expect(await indexState(db)).toEqual({ walk: 1, ready: true, walking: false });
    const details = () =>
      operator.requests.map((r) => r.route).filter((r) => r?.endsWith('/details'));
    const people = Object.keys(operator.data.people).length;
    const members = Object.keys(operator.data.members).length;
    expect(details().length).toBeGreaterThanOrEqual(people + members - 2);

    // The same person found from Latin, Cyrillic and English spellings, by the operator's id.
    const main = expected.publicFigure;
    for (const spelling of [main.name.az, main.name.ru, main.name.en]) {
      expect((await searchFigures(db, spelling)).map((f) => f.id)).toContain(main.id);
    }
    // No demo record is left: every row is one of the operator's.
    const demo = await db
      .selectFrom('deceased')
      .select('id')
      .where('record_key', 'is', null)
      .execute();
    expect(demo).toEqual([]);
    // The martyr also shown among public figures is listed where its details put it.
    expect((await row('deceased:701'))?.category_id).toBe(3);
    // A member and a person sharing id 102 are two rows.
    expect((await row('member:102'))?.genealogy_id).toBe(42);
    expect((await row('deceased:102'))?.genealogy_id).toBeNull();
    // 13 members over two pages of the admin host's call.
    const members41 = await db
      .selectFrom('deceased')
      .select('id')
      .where('genealogy_id', '=', 41)
      .execute();
    expect(members41).toHaveLength(13);
    expect(await names('mammadov family')).toEqual(['9:41:The Mammadov family']);

    const refs = await allRefs();
    expect(refs).toContainEqual({
      kind: 'detail',
      category: 'public-figures',
      id: main.id,
      lastModified: '2026-11-20T10:00:00.000Z',
    });
    expect(refs).toContainEqual({
      kind: 'member',
      genealogyId: 42,
      id: 102,
      lastModified: '2026-11-20T10:00:00.000Z',
    });
    expect(refs).toContainEqual({
      kind: 'genealogy',
      id: 41,
      lastModified: '2026-11-20T10:00:00.000Z',
    });
    expect(refs.some((r) => r.kind === 'detail' && r.id === 701 && r.category === 'martyrs')).toBe(
      true,
    );

    // "Remembered today" from the index: 101 died on 05.11.2020.
    const remembered = await getRememberedOn(db, { year: 2026, month: 11, day: 5 });
    expect(remembered.map((f) => f.id)).toContain(main.id);

    operator.requests.length = 0;
    clock += 2 * HOUR;
    await walkOperatorIndex(db, api, walker('a'));
    expect(details()).toEqual(['/v1/deceased/701/details']);
    expect(operator.requests).toHaveLength(11);
  });

  it('keeps names and titles as their pages show them: an entity is its letter, found by it', async () => {
    operator.edit((data) => {
      data.genealogyCards[0]!.title = {
        az: '<p>M&uuml;sl&uuml;m &laquo;Qarabağ&raquo; nəsli</p>',
        en: '<p>The M&uuml;sl&uuml;m &amp; Co family</p>',
        ru: '',
      };
    });
    await walkOperatorIndex(db, api, walker('a'));
    expect(await names('muslum')).toEqual(['9:41:The Müslüm & Co family']);
    const hit = (await searchFigures(db, 'qarabag')).find((f) => f.id === 41);
    expect(hit?.name.az).toBe('Müslüm «Qarabağ» nəsli');
  });

  it('indexes a record only where its page answers', async () => {
    operator.edit((data) => {
      const martyr = data.people['701']!;
      data.people['731'] = { ...martyr, id: 731 };
      data.lists['public-figures'].push({ ...data.lists.martyrs[0]!, id: 731 });
      data.lists.martyrs.push({ ...data.lists.martyrs[0]!, id: 8888 });
      const member = data.collections['41']!.members[0]!;
      data.members['4199'] = { ...data.members[String(member.id)]!, id: 4199, genealogy_id: 42 };
      data.collections['41']!.members.push({ ...member, id: 4199 });
    });
    await walkOperatorIndex(db, api, walker('a'));
    expect((await row('deceased:731'))?.category_id).toBe(3);
    expect(await row('deceased:8888')).toBeUndefined();
    expect(await row('member:4199')).toBeUndefined();
    const refs = await allRefs();
    expect(refs).toContainEqual(
      expect.objectContaining({ kind: 'detail', id: 731, category: 'martyrs' }),
    );
    expect(refs.some((r) => r.id === 8888 || r.id === 4199)).toBe(false);
  });

  it('answers from the operator until the first walk is complete, then from the index', async () => {
    const source = indexedSource(api, async () => db);
    const asked = () => operator.requests.filter((r) => r.route === '/v1/search').length;
    const died = { year: 2026, month: 11, day: 5 };
    expect((await source.searchFigures('Aliagha')).map((f) => f.id)).toContain(101);
    expect(asked()).toBe(1);
    await expect(source.getRememberedOn(died)).rejects.toThrow(/not completed a walk/);

    await walkOperatorIndex(db, api, walker('a'));
    expect((await source.searchFigures('sukurov')).map((f) => f.id)).toEqual([101]);
    expect((await source.searchFigures('sukurov', { offset: 1 })).map((f) => f.id)).toEqual([]);
    expect(asked()).toBe(1);
    expect((await source.getRememberedOn(died)).map((f) => f.id)).toContain(101);
    const slice = await source.getSitemapSlice('records', 0, 1_000_000);
    expect(slice.find((r) => r.id === 101)).toMatchObject({ kind: 'detail' });
  });

  it('a store that never opens holds a list no longer than the store deadline', async () => {
    const source = indexedSource(api, () => new Promise<never>(() => {}));
    const started = Date.now();
    const [cards, collection] = await Promise.all([
      source.getFigures('martyrs', 1, 12),
      source.getGenealogy(41, 1, 8),
    ]);
    expect(cards.length).toBeGreaterThan(0);
    expect(collection).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(STORE_DEADLINE_MS + 1000);
  });

  it('answers a store that fails under it as unavailable (a 503), never an unexpected error', async () => {
    const source = indexedSource(api, async () => db);
    await walkOperatorIndex(db, api, walker('a'));
    expect((await source.searchFigures('sukurov')).map((f) => f.id)).toEqual([101]);
    await db.destroy();
    for (const read of [
      source.searchFigures('sukurov'),
      source.getSitemapBuckets(1000),
      source.getRememberedOn({ year: 2026, month: 11, day: 5 }),
    ]) {
      await expect(read).rejects.toBeInstanceOf(StoreUnavailable);
    }
  });

  it('takes in records added, changed and deleted at the operator on the next walk', async () => {
    await walkOperatorIndex(db, api, walker('a'));
    const before = await row('deceased:104');

    operator.edit((data) => {
      const martyr = data.lists.martyrs[0]!;
      data.lists.martyrs.push({
        ...martyr,
        id: 777,
        name: { az: 'Yeni Şəhid', en: 'New Martyr', ru: 'Новый Шехид' },
      });
      data.people['777'] = { ...data.people[String(martyr.id)]!, id: 777 };
      data.lists['public-figures'][0]!.name = {
        az: 'Dəyişən Ad',
        en: 'Changed Name',
        ru: 'Новое Имя',
      };
      data.lists['historical-figures'] = data.lists['historical-figures'].slice(1);
      data.collections['42']!.members = data.collections['42']!.members.slice(0, 2);
    });
    clock += 30 * 60_000;
    expect(await walkOperatorIndex(db, api, walker('a'))).toEqual({ walked: false });

    clock += 31 * 60_000;
    const second = await walkOperatorIndex(db, api, walker('a'));
    expect(second).toMatchObject({ walked: true, walk: 2, complete: true, removed: 2 });

    expect((await searchFigures(db, 'Новый Шехид')).map((f) => f.id)).toEqual([777]);
    expect((await searchFigures(db, 'yeni sehid')).map((f) => f.id)).toEqual([777]);
    const changed = await row('deceased:101');
    expect(changed?.name_en).toBe('Changed Name');
    expect(changed?.updated_at).toBe('2026-11-20T11:01:00.000Z');
    expect(changed?.created_at).toBe('2026-11-20T10:00:00.000Z');
    expect(await names('changed name')).toHaveLength(1);
    // Seen again unchanged: its lastmod stays when it was first seen.
    expect((await row('deceased:104'))?.updated_at).toBe(before?.updated_at);
    expect(await row('deceased:301')).toBeUndefined();
    expect(await row('member:4202')).toBeUndefined();
    expect((await allRefs()).some((r) => r.id === 4202)).toBe(false);
  });

  it('keeps a record whose details fail to answer for a while, as it was; drops one gone', async () => {
    await walkOperatorIndex(db, api, walker('a'));
    const before = await row('deceased:101');
    expect(before).toBeDefined();
    // Changed cards have their details read again: one fails, one is gone (404).
    operator.edit((data) => {
      data.lists['public-figures'][0]!.name = { az: 'Təzə', en: 'Fresh', ru: 'Свежий' };
      const gone = data.lists['public-figures'].find((c) => c.id === 104)!;
      gone.name = { az: 'Getdi', en: 'Gone', ru: 'Ушёл' };
    });
    operator.setMode('/v1/deceased/101/details', 'error');
    operator.setMode('/v1/deceased/104/details', 'not-found');
    clock += 61 * 60_000;
    const second = await walkOperatorIndex(db, api, walker('a'));
    expect(second).toMatchObject({ walked: true, walk: 2, complete: true });
    expect(await row('deceased:101')).toMatchObject({ name_en: before!.name_en, seen_walk: 2 });
    expect((await searchFigures(db, before!.name_en)).map((f) => f.id)).toContain(101);
    expect(await row('deceased:104')).toBeUndefined();

    // Answering again: the next walk takes the change in.
    operator.setMode('/v1/deceased/101/details', 'ok');
    clock += 61 * 60_000;
    await walkOperatorIndex(db, api, walker('a'));
    expect((await row('deceased:101'))?.name_en).toBe('Fresh');
  });

  it('keeps a collection that fails to answer for a while, as it was, and finishes the walk', async () => {
    await walkOperatorIndex(db, api, walker('a'));
    const members = () =>
      db.selectFrom('deceased').select('record_key').where('genealogy_id', '=', 42).execute();
    const before = await members();
    expect(before.length).toBeGreaterThan(0);
    operator.setMode('/api/v1/genealogy/42', 'error');
    clock += 61 * 60_000;
    expect(await walkOperatorIndex(db, api, walker('a'))).toMatchObject({
      walk: 2,
      complete: true,
    });
    const tree = db.selectFrom('genealogies').select('seen_walk').where('id', '=', 42);
    expect(await tree.executeTakeFirst()).toEqual({ seen_walk: 2 });
    expect(await members()).toEqual(before);
  });

  it('reads tags again only while its budget lasts, the rest left to the next walk', async () => {
    await walkOperatorIndex(db, api, walker('a'));
    const slow = remoteSource({
      apiUrl: operator.apiUrl,
      adminUrl: operator.adminUrl,
      timeoutMs: 300,
    });
    operator.setMode('/v1/deceased/101/details', 'hang');
    const tags = ['deceased:101', 'deceased:102', 'deceased:103'];
    const started = Date.now();
    expect(await refreshWithin(db, slow, tags, 200)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(console.error).toHaveBeenCalledWith('[index] 3 tags not read again within 200 ms');
    expect(await refreshWithin(db, slow, tags, 5000)).toEqual(['deceased:102', 'deceased:103']);
  });

  it('a store that fails under an announced edit leaves the purge to go on, said in the log', async () => {
    await walkOperatorIndex(db, api, walker('a'));
    const { db: gone, cleanup } = await createTempDb(engine);
    await cleanup();
    expect(await refreshWithin(gone, api, ['deceased:101'], 1000)).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[index\] the edit of 1 tags not marked: /),
    );
  });

  it('walks on past a page where a malformed record was dropped', async () => {
    // A page of 12 from which the site keeps 11 is not the list's last page.
    operator.edit((data) => {
      const list = data.lists.martyrs;
      const card = list.find((c) => c.id !== undefined)!;
      const { id: _dropped, ...withoutId } = card;
      void _dropped;
      list.splice(1, 0, withoutId);
      for (let i = 0; i < 30; i++) {
        list.push({ ...card, id: 9000 + i });
        data.people[String(9000 + i)] = { ...data.people[String(card.id)]!, id: 9000 + i };
      }
      const collection = data.collections['42']!;
      const member = collection.members[0]!;
      const { id: _memberId, ...memberWithoutId } = member;
      void _memberId;
      collection.members.splice(1, 0, memberWithoutId);
      for (let i = 0; i < 30; i++) {
        collection.members.push({ ...member, id: 9100 + i });
        data.members[String(9100 + i)] = { ...data.members[String(member.id)]!, id: 9100 + i };
      }
    });
    await walkOperatorIndex(db, api, walker('a'));
    for (const id of [9000, 9017, 9029]) expect(await row(`deceased:${id}`)).toBeDefined();
    for (const id of [9100, 9129]) expect(await row(`member:${id}`)).toBeDefined();
  });

  it('resumes a walk broken off by an outage where it stopped', async () => {
    operator.setMode('/v1/martyrs', 'error');
    await expect(walkOperatorIndex(db, api, walker('a'))).rejects.toThrow(/answered 500/);
    const state = await db.selectFrom('operator_index').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(state.cursor!)).toEqual({ step: 2, page: 1 });
    expect(state.lease_until).toBeNull();
    expect(state.last_error).toMatch(/martyrs/);
    expect(await indexState(db)).toEqual({ walk: 1, ready: false, walking: true });
    // The lists walked before the outage are in already.
    expect(await row('deceased:101')).toBeDefined();

    operator.reset();
    clock += 60_000;
    // Another instance takes it over, from the martyrs on.
    expect(await walkOperatorIndex(db, api, walker('b'))).toMatchObject({
      walked: true,
      walk: 1,
      complete: true,
    });
    const lists = operator.requests.map((r) => r.route);
    expect(lists).not.toContain('/v1/public-figures');
    expect(lists).toContain('/v1/martyrs');
    expect(await row('deceased:101')).toBeDefined();
    expect((await row('deceased:701'))?.category_id).toBe(3);
  });

  it('lets one of two instances walk at a time', async () => {
    operator.setLatency(5);
    const results = await Promise.all([
      walkOperatorIndex(db, api, walker('a')),
      walkOperatorIndex(db, api, walker('b')),
    ]);
    expect(results.filter((r) => r.walked)).toHaveLength(1);
    // A walk that a dead instance left is taken over once its lease runs out, not before.
    operator.setMode('/v1/genealogy-all', 'error');
    clock += 2 * HOUR;
    await expect(walkOperatorIndex(db, api, walker('a'))).rejects.toThrow();
    await db
      .updateTable('operator_index')
      .set({
        lease_holder: 'dead',
        lease_until: new Date(clock + 60_000).toISOString(),
      })
      .execute();
    operator.reset();
    expect(await walkOperatorIndex(db, api, walker('b'))).toEqual({ walked: false });
    clock += 61_000;
    expect(await walkOperatorIndex(db, api, walker('b'))).toMatchObject({ complete: true });
  });

  it("names a collection sent without a title by its genealogy-all card's title", async () => {
    const source = indexedSource(api, async () => db);
    operator.edit((data) => {
      data.collections['42']!.title = null as never;
    });
    const title = async () => (await source.getGenealogy(42, 1, 12))!.title;
    expect(await title()).toEqual({ az: '', en: '', ru: '' });
    await walkOperatorIndex(db, api, walker('a'));
    expect((await title()).en).toContain('The Guliyev family');
    // Announced (its card unread): the index keeps the card's title.
    await refreshIndexedRecord(db, api, 'genealogy:42', now());
    expect((await title()).az).toContain('Quliyevlər nəsli');
  });

  it("names a collection with no title anywhere by its head's name, as text", async () => {
    const source = indexedSource(api, async () => db);
    operator.edit((data) => {
      data.collections['42']!.title = null as never;
      data.genealogyCards[1]!.title = { az: '', en: null } as never;
      data.genealogyCards[1]!.head = { az: 'Əli <b>Quliyev</b>', en: 'Ali Guliyev' } as never;
    });
    await walkOperatorIndex(db, api, walker('a'));
    const { title } = (await source.getGenealogy(42, 1, 12))!;
    expect(title).toEqual({ az: 'Əli &lt;b&gt;Quliyev&lt;/b&gt;', en: 'Ali Guliyev', ru: '' });
    // Found by that name too, and named by it among the results.
    const found = (await searchFigures(db, 'ali guliyev', { limit: 1000 })).find(
      (f) => f.id === 42 && f.category.id === 9,
    );
    expect(found?.name.en).toBe('Ali Guliyev');
  });

  it('gives a member whose details name no tree the tree it is listed in, so its files link to its page', async () => {
    const source = indexedSource(api, async () => db);
    operator.edit((data) => {
      data.members['4101']!.genealogy_id = null as never;
    });
    expect((await source.getGenealogyMember(4101))?.genealogy_id ?? null).toBeNull();
    await walkOperatorIndex(db, api, walker('a'));
    expect((await source.getGenealogyMember(4101))?.genealogy_id).toBe(41);
  });

  it('reads one record again for a revalidated tag', async () => {
    await walkOperatorIndex(db, api, walker('a'));
    clock += 60_000;
    operator.edit((data) => {
      data.people['101']!.name = { az: 'Təzə Ad', en: 'Fresh Name', ru: 'Свежее Имя' };
      delete data.members['4201'];
      data.collections['41']!.title = { az: 'Yeni nəsil', en: 'New family', ru: 'Новый род' };
      data.collections['41']!.members = data.collections['41']!.members.slice(0, 3);
    });
    expect(await refreshIndexedRecord(db, api, 'deceased:101', now())).toBe(true);
    expect((await row('deceased:101'))?.name_en).toBe('Fresh Name');
    expect((await row('deceased:101'))?.updated_at).toBe('2026-11-20T10:01:00.000Z');
    await refreshIndexedRecord(db, api, 'deceased:4201', now());
    expect(await row('member:4201')).toBeUndefined();
    expect(await row('member:102')).toBeDefined();

    await refreshIndexedRecord(db, api, 'genealogy:41', now());
    expect((await searchFigures(db, 'новый род')).map((f) => f.id)).toEqual([41]);
    // Announced as edited with its card unchanged (its text, its media): the sitemap's lastmod moves,
    // also for a tag the budget leaves unread.
    const announced = new Date();
    await refreshWithin(db, api, ['deceased:101', 'genealogy:41'], 0);
    const lastmods = (await allRefs())
      .filter(
        (r) => (r.kind === 'detail' && r.id === 101) || (r.kind === 'genealogy' && r.id === 41),
      )
      .map((r) => r.lastModified);
    expect(lastmods.map((at) => Date.parse(at ?? '') >= announced.getTime() - 1000)).toEqual([
      true,
      true,
    ]);
    const members = await db
      .selectFrom('deceased')
      .select('record_id')
      .where('genealogy_id', '=', 41)
      .execute();
    expect(members).toHaveLength(3);

    operator.edit((data) => {
      delete data.collections['42'];
    });
    await refreshIndexedRecord(db, api, 'genealogy:42', now());
    expect(await row('member:4202')).toBeUndefined();
    expect(await refreshIndexedRecord(db, api, 'figures:martyrs', now())).toBe(false);
  });
});
