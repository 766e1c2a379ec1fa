// Remote mode's index of the operator's records, in the embedded store's tables: docs/remote-mode.md.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { LangMap } from '@/lib/contract/types';
import { noText } from '@/lib/html';
import { collectionSkeleton, recordSkeleton } from '@/lib/search/search-text';
import { langOf, type ContentDb } from '../db';
import type { DeceasedTable, GenealogyTable } from '../schema';
import { recordDateColumns } from '@/lib/search/record-years';

export type RecordKind = 'deceased' | 'member';

export type IndexedPerson = {
  kind: RecordKind;
  id: number;
  categoryId: number;
  genealogyId: number | null;
  /** As first seen: a record moving up as others are added is not a change of the record. */
  position?: number;
  name: LangMap;
  date: string;
  photo: string | null;
  photoCdn: string | null;
};

export type IndexedCollection = {
  id: number;
  position?: number;
  title: LangMap;
  head?: LangMap;
  date?: string;
};

export const recordKey = (kind: RecordKind, id: number) => `${kind}:${id}`;

const ROW = 1;

// The fields the index keeps; a change to any of them is a change of the record (its lastmod).
function personFields(p: IndexedPerson) {
  return {
    category_id: p.categoryId,
    genealogy_id: p.genealogyId,
    name_az: p.name.az,
    name_en: p.name.en,
    name_ru: p.name.ru,
    date: p.date,
    ...recordDateColumns(p.date),
    photo_title: p.photo,
    photo_title_cdn: p.photoCdn,
    search_text: recordSkeleton([p.name.az, p.name.en, p.name.ru]),
  };
}

type UpsertOptions = { walk: number | null; now: Date };

const sameFields = (row: Selectable<DeceasedTable>, fields: ReturnType<typeof personFields>) =>
  (Object.keys(fields) as (keyof typeof fields)[]).every((k) => row[k] === fields[k]);

export async function unchangedIndexed(
  db: ContentDb,
  people: IndexedPerson[],
): Promise<Set<string>> {
  if (people.length === 0) return new Set();
  const rows = await db
    .selectFrom('deceased')
    .selectAll()
    .where(
      'record_key',
      'in',
      people.map((p) => recordKey(p.kind, p.id)),
    )
    .execute();
  const byKey = new Map(rows.map((r) => [r.record_key!, r]));
  return new Set(
    people
      .filter((p) => {
        const row = byKey.get(recordKey(p.kind, p.id));
        return row !== undefined && sameFields(row, personFields(p));
      })
      .map((p) => recordKey(p.kind, p.id)),
  );
}

/** Returns, unwritten, those this walk already saw under another category (a card in two lists). */
export async function upsertIndexedPeople(
  db: ContentDb,
  people: IndexedPerson[],
  options: UpsertOptions,
): Promise<IndexedPerson[]> {
  if (people.length === 0) return [];
  // One transaction a page: on SQLite, one commit instead of one per record.
  if (db.isTransaction) return writePeople(db, people, options);
  return db.transaction().execute((trx) => writePeople(trx, people, options));
}

async function writePeople(
  db: ContentDb,
  people: IndexedPerson[],
  { walk, now }: UpsertOptions,
): Promise<IndexedPerson[]> {
  const at = now.toISOString();
  const keys = people.map((p) => recordKey(p.kind, p.id));
  const existing = new Map(
    (await db.selectFrom('deceased').selectAll().where('record_key', 'in', keys).execute()).map(
      (r) => [r.record_key!, r],
    ),
  );
  const conflicts: IndexedPerson[] = [];
  const unchanged: number[] = [];
  for (const person of people) {
    const key = recordKey(person.kind, person.id);
    const fields = personFields(person);
    const row = existing.get(key);
    if (!row) {
      const values: Insertable<DeceasedTable> = {
        ...fields,
        record_key: key,
        record_id: person.id,
        seen_walk: walk,
        position: person.position ?? 0,
        text_az: '',
        text_en: '',
        text_ru: '',
        share: 0,
        social_media: '{}',
        created_at: at,
        updated_at: at,
      };
      await db
        .insertInto('deceased')
        .values(values)
        .onConflict((oc) => oc.doNothing())
        .execute();
      continue;
    }
    if (walk !== null && row.seen_walk === walk && row.category_id !== person.categoryId) {
      conflicts.push(person);
      continue;
    }
    if (sameFields(row, fields)) {
      unchanged.push(row.id);
      continue;
    }
    const set: Updateable<DeceasedTable> = { ...fields, updated_at: at };
    if (walk !== null) set.seen_walk = walk;
    await db.updateTable('deceased').set(set).where('id', '=', row.id).execute();
  }
  // Most records of a walk are as they were: one statement marks them all seen.
  if (walk !== null && unchanged.length > 0) {
    await db
      .updateTable('deceased')
      .set({ seen_walk: walk })
      .where('id', 'in', unchanged)
      .execute();
  }
  return conflicts;
}

export async function setIndexedCategory(
  db: ContentDb,
  person: IndexedPerson,
  now: Date,
): Promise<void> {
  await db
    .updateTable('deceased')
    .set({ category_id: person.categoryId, updated_at: now.toISOString() })
    .where('record_key', '=', recordKey(person.kind, person.id))
    .execute();
}

export async function upsertIndexedCollection(
  db: ContentDb,
  c: IndexedCollection,
  { walk, now }: UpsertOptions,
): Promise<void> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('genealogies')
    .selectAll()
    .where('id', '=', c.id)
    .executeTakeFirst();
  const title = row && noText(c.title) ? langOf(row, 'title') : c.title;
  const head = {
    az: c.head?.az ?? row?.head_az ?? '',
    en: c.head?.en ?? row?.head_en ?? '',
    ru: c.head?.ru ?? row?.head_ru ?? '',
  };
  const fields = {
    title_az: title.az,
    title_en: title.en,
    title_ru: title.ru,
    head_az: head.az,
    head_en: head.en,
    head_ru: head.ru,
    date: c.date ?? row?.date ?? '',
    search_text: collectionSkeleton(title, head),
  };
  const years = recordDateColumns(fields.date);
  if (!row) {
    const values: Insertable<GenealogyTable> = {
      ...fields,
      ...years,
      id: c.id,
      position: c.position ?? 0,
      seen_walk: walk,
      created_at: at,
      updated_at: at,
    } as Insertable<GenealogyTable>;
    await db
      .insertInto('genealogies')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return;
  }
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).some(
    (k) => row[k] !== fields[k],
  );
  const set: Updateable<GenealogyTable> = { ...fields, ...years };
  if (walk !== null) set.seen_walk = walk;
  if (c.position !== undefined) set.position = c.position;
  if (changed) set.updated_at = at;
  await db.updateTable('genealogies').set(set).where('id', '=', c.id).execute();
}

export async function deleteIndexedPerson(db: ContentDb, kind: RecordKind, id: number) {
  await db.deleteFrom('deceased').where('record_key', '=', recordKey(kind, id)).execute();
}

export async function markIndexedEdited(db: ContentDb, tags: readonly string[], now: Date) {
  const at = now.toISOString(); // announced as edited: its lastmod, whatever of its page changed
  const ids = (kind: string) =>
    tags.flatMap((tag) => (tag.startsWith(`${kind}:`) ? [Number(tag.slice(kind.length + 1))] : []));
  const people = ids('deceased').flatMap((id) => [
    recordKey('deceased', id),
    recordKey('member', id),
  ]);
  const collections = ids('genealogy');
  if (people.length) {
    await db
      .updateTable('deceased')
      .set({ updated_at: at })
      .where('record_key', 'in', people)
      .execute();
  }
  if (collections.length) {
    await db
      .updateTable('genealogies')
      .set({ updated_at: at })
      .where('id', 'in', collections)
      .execute();
  }
}

export async function deleteIndexedCollection(db: ContentDb, id: number) {
  await db.deleteFrom('genealogies').where('id', '=', id).execute();
}

/** Records the walk could not read again (a timeout, a 5xx): kept as they were, counted as seen. */
export async function keepIndexed(db: ContentDb, keys: string[], walk: number) {
  if (keys.length === 0) return;
  await db
    .updateTable('deceased')
    .set({ seen_walk: walk })
    .where('record_key', 'in', keys)
    .execute();
}

/** A collection not read this walk (its call failed) stays as it was, its members with it. */
export async function keepIndexedCollection(db: ContentDb, id: number, walk: number) {
  await db.updateTable('genealogies').set({ seen_walk: walk }).where('id', '=', id).execute();
  await db
    .updateTable('deceased')
    .set({ seen_walk: walk })
    .where('genealogy_id', '=', id)
    .where('record_key', 'like', 'member:%')
    .execute();
}

export async function deleteOtherMembers(db: ContentDb, genealogyId: number, keep: number[]) {
  let q = db
    .deleteFrom('deceased')
    .where('genealogy_id', '=', genealogyId)
    .where('record_key', 'like', 'member:%');
  if (keep.length > 0) q = q.where('record_id', 'not in', keep);
  await q.execute();
}

export async function hasIndexedCollection(db: ContentDb, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('genealogies')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function filedElsewhere(
  db: ContentDb,
  categoryId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('deceased')
    .select('record_id')
    .where(
      'record_key',
      'in',
      ids.map((id) => recordKey('deceased', id)),
    )
    .where('category_id', '!=', categoryId)
    .execute();
  return new Set(rows.flatMap((r) => (r.record_id === null ? [] : [r.record_id])));
}

export async function indexedPerson(db: ContentDb, kind: RecordKind, id: number) {
  return db
    .selectFrom('deceased')
    .select(['id', 'genealogy_id', 'category_id', 'position'])
    .where('record_key', '=', recordKey(kind, id))
    .executeTakeFirst();
}

export type WalkClaim = { walk: number; cursor: string };

/** The first walk ever empties the tables of the demo content the store was created with. */
export async function claimIndexWalk(
  db: ContentDb,
  {
    holder,
    now,
    leaseMs,
    everyMs,
    firstCursor,
  }: { holder: string; now: Date; leaseMs: number; everyMs: number; firstCursor: string },
): Promise<WalkClaim | null> {
  const at = now.toISOString();
  await db
    .insertInto('operator_index')
    .values({ id: ROW })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const due = new Date(now.getTime() - everyMs).toISOString();
  const taken = await db
    .updateTable('operator_index')
    .set({ lease_holder: holder, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', ROW)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .where((eb) =>
      eb.or([
        eb('cursor', 'is not', null),
        eb('completed_at', 'is', null),
        eb('completed_at', '<=', due),
      ]),
    )
    .returning(['walk', 'cursor'])
    .executeTakeFirst();
  if (!taken) return null;
  if (taken.cursor !== null) return { walk: Number(taken.walk), cursor: taken.cursor };
  const walk = Number(taken.walk) + 1;
  await db.transaction().execute(async (trx) => {
    if (walk === 1) {
      await trx.deleteFrom('deceased_media').execute();
      await trx.deleteFrom('deceased').execute();
      await trx.deleteFrom('genealogies').execute();
    }
    await trx
      .updateTable('operator_index')
      .set({ walk, cursor: firstCursor, started_at: at })
      .where('id', '=', ROW)
      .execute();
  });
  return { walk, cursor: firstCursor };
}

/** Saves where the walk stands and renews the lease; false when another instance took it over. */
export async function advanceIndexWalk(
  db: ContentDb,
  { holder, cursor, now, leaseMs }: { holder: string; cursor: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const result = await db
    .updateTable('operator_index')
    .set({ cursor, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', ROW)
    .where('lease_holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishIndexWalk(
  db: ContentDb,
  { holder, walk, now }: { holder: string; walk: number; now: Date },
): Promise<{ removed: number }> {
  return db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom('operator_index')
      .select('lease_holder')
      .where('id', '=', ROW)
      .where('walk', '=', walk)
      .executeTakeFirst();
    if (mine?.lease_holder !== holder) return { removed: 0 };
    const people = await trx
      .deleteFrom('deceased')
      .where((eb) => eb.or([eb('seen_walk', 'is', null), eb('seen_walk', '<>', walk)]))
      .executeTakeFirst();
    const collections = await trx
      .deleteFrom('genealogies')
      .where((eb) => eb.or([eb('seen_walk', 'is', null), eb('seen_walk', '<>', walk)]))
      .executeTakeFirst();
    await trx
      .updateTable('operator_index')
      .set({
        cursor: null,
        completed_at: now.toISOString(),
        lease_holder: null,
        lease_until: null,
        last_error: null,
      })
      .where('id', '=', ROW)
      .execute();
    return { removed: Number(people.numDeletedRows) + Number(collections.numDeletedRows) };
  });
}

export async function releaseIndexWalk(
  db: ContentDb,
  { holder, error }: { holder: string; error: string },
): Promise<void> {
  await db
    .updateTable('operator_index')
    .set({ lease_holder: null, lease_until: null, last_error: error.slice(0, 500) })
    .where('id', '=', ROW)
    .where('lease_holder', '=', holder)
    .execute();
}

export type IndexState = { walk: number; ready: boolean; walking: boolean };

/** `ready` once a walk has completed: until then remote mode asks the operator instead. */
export async function indexState(db: ContentDb): Promise<IndexState> {
  const row = await db
    .selectFrom('operator_index')
    .select(['walk', 'cursor', 'completed_at'])
    .where('id', '=', ROW)
    .executeTakeFirst();
  return {
    walk: Number(row?.walk ?? 0),
    ready: Boolean(row?.completed_at),
    walking: row?.cursor != null,
  };
}
