// Remote mode's walk of the operator's lists into the site's own index: docs/remote-mode.md.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { ContentDb } from '@/lib/content/db';
import { Late, within } from '@/lib/runtime/within';
import {
  advanceIndexWalk,
  claimIndexWalk,
  deleteIndexedCollection,
  deleteIndexedPerson,
  deleteOtherMembers,
  finishIndexWalk,
  hasIndexedCollection,
  indexedPerson,
  indexState,
  keepIndexed,
  keepIndexedCollection,
  markIndexedEdited,
  releaseIndexWalk,
  recordKey,
  setIndexedCategory,
  unchangedIndexed,
  upsertIndexedCollection,
  upsertIndexedPeople,
  type IndexedPerson,
} from '@/lib/content/queries/operator-index';
import { memberPageAnswers, pageCategoryOf } from '@/lib/memorial/categories';
import { noText } from '@/lib/html';
import type { LangMap } from '@/lib/contract/types';
import { sanitizeLangMap, sanitizeRichText } from './sanitize';
import { inBatches } from './remote';
import { GENEALOGY_PAGE_SIZE, PAGE_SIZE, pageEndsPaging } from '@/lib/paging';
import { receivedLength } from '@/lib/contract/schemas';
import type { ContentSource } from '@/lib/content/source';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import { CATEGORY_IDS, GENEALOGY_MEMBER_CATEGORY_ID } from '@/lib/contract/keys';
import {
  type DeceasedDetail,
  type FigureCard,
  type FigureCategory,
  type GenealogyCard,
} from '@/lib/contract/types';

export type IndexApi = Pick<
  ContentSource,
  'getFigures' | 'getGenealogies' | 'getGenealogy' | 'getDeceased' | 'getGenealogyMember'
>;

const STEPS = [...FIGURE_CATEGORIES, 'genealogy-all'] as const;
const MAX_PAGES = 100_000;

type Cursor = { step: number; page: number; prev?: string };
const FIRST: Cursor = { step: 0, page: 1 };

export type WalkOptions = {
  holder: string;
  leaseMs: number;
  everyMs: number;
  now?: () => Date;
};

export type WalkResult =
  { walked: false } | { walked: true; walk: number; complete: boolean; removed: number };

export const walkerName = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const withEntity = (html: string) => (html.includes('&') ? sanitizeRichText(html) : html);
const asShown = (map: LangMap) => sanitizeLangMap(map, withEntity); // &uuml; as its page shows: ü

const cardPerson = (
  card: FigureCard,
  kind: IndexedPerson['kind'],
  categoryId: number,
  genealogyId: number | null,
  position: number,
): IndexedPerson => ({
  kind,
  id: card.id,
  categoryId,
  genealogyId,
  position,
  name: asShown(card.name),
  date: card.date,
  photo: card.photo_title,
  photoCdn: card.photo_title_cdn,
});

const detailPerson = (
  d: DeceasedDetail,
  kind: IndexedPerson['kind'],
  categoryId: number,
  genealogyId: number | null,
): IndexedPerson => ({
  kind,
  id: d.id,
  categoryId,
  genealogyId,
  name: asShown(d.name),
  date: d.date,
  photo: d.media.profile_photo,
  photoCdn: d.media.profile_photo_cdn,
});

async function collectionMembers(
  api: IndexApi,
  id: number,
  first: FigureCard[],
): Promise<FigureCard[]> {
  const all = [...first];
  let page = first;
  let prev = page.map((m) => m.id).join(',');
  for (let n = 2; !pageEndsPaging(receivedLength(page), PAGE_SIZE) && n <= MAX_PAGES; n++) {
    page = (await api.getGenealogy(id, n, PAGE_SIZE))?.members ?? [];
    const ids = page.map((m) => m.id).join(',');
    if (ids === prev) break;
    prev = ids;
    all.push(...page);
  }
  return all;
}

/** False when the admin host has no such collection: its page would 404, so it is not indexed. */
async function indexCollection(
  db: ContentDb,
  api: IndexApi,
  card: Pick<GenealogyCard, 'id'> & Partial<GenealogyCard>,
  {
    walk,
    now,
    position,
    prune = false,
  }: { walk: number; now: Date; position?: number; prune?: boolean },
): Promise<boolean> {
  const read = async () => {
    const first = await api.getGenealogy(card.id, 1, PAGE_SIZE);
    return first && { first, all: await collectionMembers(api, card.id, first.members) };
  };
  const answer = await read().catch((error: Error) => {
    throw new CollectionUnread(card.id, error);
  });
  if (!answer) return false;
  const { first } = answer;
  const members = answer.all.map((m, i) =>
    cardPerson(m, 'member', GENEALOGY_MEMBER_CATEGORY_ID, card.id, i),
  );
  const { answering, unread } = await answeringPeople(db, members, async (m) => {
    const found = await api.getGenealogyMember(m.id);
    return found && memberPageAnswers({ genealogyId: found.genealogy_id }, card.id) ? m : null;
  });
  await upsertIndexedCollection(
    db,
    {
      id: card.id,
      position,
      title: asShown(card.title && !noText(card.title) ? card.title : first.title),
      head: card.head && asShown(card.head),
      date: card.date,
    },
    { walk, now },
  );
  await upsertIndexedPeople(db, answering, { walk, now });
  await keepIndexed(db, unread, walk);
  if (prune)
    await deleteOtherMembers(db, card.id, [
      ...answering.map((m) => m.id),
      ...members.filter((m) => unread.includes(recordKey(m.kind, m.id))).map((m) => m.id),
    ]);
  return true;
}

export async function walkOperatorIndex(
  db: ContentDb,
  api: IndexApi,
  { holder, leaseMs, everyMs, now = () => new Date() }: WalkOptions,
): Promise<WalkResult> {
  const claim = await claimIndexWalk(db, {
    holder,
    now: now(),
    leaseMs,
    everyMs,
    firstCursor: JSON.stringify(FIRST),
  });
  if (!claim) return { walked: false };
  const { walk } = claim;
  let cursor = JSON.parse(claim.cursor) as Cursor;
  const keep = async (next: Cursor) => {
    if (
      !(await advanceIndexWalk(db, { holder, cursor: JSON.stringify(next), now: now(), leaseMs }))
    )
      throw new LostLease();
  };
  try {
    while (cursor.step < STEPS.length) {
      const step = STEPS[cursor.step]!;
      const limit = step === 'genealogy-all' ? GENEALOGY_PAGE_SIZE : PAGE_SIZE;
      const offset = (cursor.page - 1) * limit;
      let ids: string;
      let count: number;
      if (step === 'genealogy-all') {
        const cards = await api.getGenealogies(cursor.page, limit);
        ids = cards.map((c) => c.id).join(',');
        count = receivedLength(cards);
        if (ids !== cursor.prev) {
          for (const [i, card] of cards.entries()) {
            const options = { walk, now: now(), position: offset + i };
            await indexCollection(db, api, card, options).catch(async (error) => {
              if (!(error instanceof CollectionUnread)) throw error;
              console.error(`[index] ${error.message}; kept as it was this walk`); // as a person's
              await keepIndexedCollection(db, card.id, walk);
            });
            await keep(cursor);
          }
        }
      } else {
        const cards = await api.getFigures(step, cursor.page, limit);
        ids = cards.map((c) => c.id).join(',');
        count = receivedLength(cards);
        if (ids !== cursor.prev) await indexListPage(db, api, step, cards, walk, offset, now());
      }
      // A short page ends a list, and so does a page that repeats the last (an API ignoring `page`).
      const done = pageEndsPaging(count, limit) || ids === cursor.prev || cursor.page >= MAX_PAGES;
      cursor = done
        ? { step: cursor.step + 1, page: 1 }
        : { step: cursor.step, page: cursor.page + 1, prev: ids };
      await keep(cursor);
    }
    const { removed } = await finishIndexWalk(db, { holder, walk, now: now() });
    return { walked: true, walk, complete: true, removed };
  } catch (error) {
    if (error instanceof LostLease) return { walked: true, walk, complete: false, removed: 0 };
    await releaseIndexWalk(db, { holder, error: (error as Error).message ?? String(error) });
    throw error;
  }
}

class LostLease extends Error {}
class CollectionUnread extends Error {
  constructor(id: number, cause: Error) {
    super(`collection ${id} not read: ${cause.message}`, { cause });
  }
}

async function indexListPage(
  db: ContentDb,
  api: IndexApi,
  list: FigureCategory,
  cards: FigureCard[],
  walk: number,
  offset: number,
  now: Date,
): Promise<void> {
  const people = cards.map((c, i) =>
    cardPerson(c, 'deceased', CATEGORY_IDS[list], null, offset + i),
  );
  const { answering: underItsOwnCategory, unread } = await answeringPeople(
    db,
    people,
    async (person) => {
      const category = pageCategoryOf(await api.getDeceased(person.id));
      return category && { ...person, categoryId: CATEGORY_IDS[category] };
    },
  );
  await keepIndexed(db, unread, walk);
  const readAgainUnderAnother = await upsertIndexedPeople(db, underItsOwnCategory, { walk, now });
  for (const person of readAgainUnderAnother) await setIndexedCategory(db, person, now);
}

/** Records whose pages answer, as their details say (new or changed cards); `unread`: no answer. */
async function answeringPeople(
  db: ContentDb,
  people: IndexedPerson[],
  page: (person: IndexedPerson) => Promise<IndexedPerson | null>,
): Promise<{ answering: IndexedPerson[]; unread: string[] }> {
  const unchanged = await unchangedIndexed(db, people);
  const read = new Map<IndexedPerson, IndexedPerson | null>();
  const unread: string[] = [];
  await inBatches(
    people.filter((p) => !unchanged.has(recordKey(p.kind, p.id))),
    async (person) => {
      try {
        read.set(person, await page(person));
      } catch (error) {
        console.error(`[index] ${person.kind} ${person.id} not read again this walk: ${error}`);
        read.set(person, null);
        unread.push(recordKey(person.kind, person.id));
      }
    },
  );
  const answering = people.flatMap((p) => {
    const found = read.has(p) ? read.get(p) : p;
    return found ? [found] : [];
  });
  return { answering, unread };
}

export async function refreshIndexedRecord(
  db: ContentDb,
  api: IndexApi,
  tag: string,
  now = new Date(),
): Promise<boolean> {
  const m = /^(deceased|genealogy):(\d+)$/.exec(tag);
  if (!m) return false;
  const state = await indexState(db);
  if (state.walk === 0) return false;
  const id = Number(m[2]);
  // Rows written here count as seen by the walk under way (or the last), never removed by it.
  const options = { walk: state.walk, now };
  if (m[1] === 'genealogy') {
    const found = await indexCollection(db, api, { id }, { ...options, prune: true });
    if (!found) await deleteIndexedCollection(db, id);
    return true;
  }
  const [person, member] = await Promise.all([api.getDeceased(id), api.getGenealogyMember(id)]);
  const category = pageCategoryOf(person);
  if (person && category) {
    const fresh = detailPerson(person, 'deceased', CATEGORY_IDS[category], null);
    const conflicts = await upsertIndexedPeople(db, [fresh], options);
    if (conflicts.length > 0) await setIndexedCategory(db, fresh, now);
  } else {
    await deleteIndexedPerson(db, 'deceased', id);
  }
  const known = await indexedPerson(db, 'member', id);
  const genealogyId = member?.genealogy_id ?? known?.genealogy_id ?? null;
  if (member && genealogyId !== null && (await hasIndexedCollection(db, genealogyId))) {
    await upsertIndexedPeople(
      db,
      [detailPerson(member, 'member', GENEALOGY_MEMBER_CATEGORY_ID, genealogyId)],
      options,
    );
  } else {
    await deleteIndexedPerson(db, 'member', id);
  }
  return true;
}

export async function refreshWithin(
  db: ContentDb,
  api: IndexApi,
  tags: readonly string[],
  budgetMs: number,
): Promise<string[]> {
  const until = Date.now() + budgetMs;
  const refreshed: string[] = [];
  const marked = markIndexedEdited(db, tags, new Date()); // first: one left unread keeps its date
  await marked.catch((error: Error) =>
    console.error(`[index] the edit of ${tags.length} tags not marked: ${error.message}`),
  );
  for (const [done, tag] of tags.entries()) {
    const reading = refreshIndexedRecord(db, api, tag);
    const outcome = await within(Math.max(0, until - Date.now()), reading).then(
      (read) => (read ? 'read' : 'skipped'),
      (error: Error) => (error instanceof Late ? 'late' : error.message),
    );
    if (outcome === 'late') {
      console.error(`[index] ${tags.length - done} tags not read again within ${budgetMs} ms`);
      break;
    }
    if (outcome === 'read') refreshed.push(tag);
    else if (outcome !== 'skipped') console.error(`[index] ${tag} not read again: ${outcome}`);
  }
  return refreshed;
}

type Walker = { walkNow(): Promise<void> };
const WALKER = Symbol.for('xatire.operator-index');
const POLL_MS = 60_000;
const RETRY_MS = 5_000;

/** Asks when its walk is due, every minute or quarter interval; a failed one after 5 s, doubling. */
export function operatorIndexWalker(
  getDb: () => Promise<ContentDb>,
  api: IndexApi,
  { everyMs, leaseMs }: { everyMs: number; leaseMs: number },
): Walker {
  const holder = globalThis as { [WALKER]?: Walker };
  if (holder[WALKER]) return holder[WALKER];
  const name = walkerName();
  let running: Promise<void> | null = null;
  let failures = 0;
  const walkNow = () => {
    running ??= (async () => {
      try {
        const started = Date.now();
        const result = await walkOperatorIndex(await getDb(), api, {
          holder: name,
          leaseMs,
          everyMs,
        });
        if (result.walked) {
          console.info(
            `[index] walk ${result.walk} ${result.complete ? 'complete' : 'handed over'} in ${Date.now() - started} ms, ${result.removed} removed`,
          );
          if (result.complete) setTimeout(walkNow, everyMs + 100).unref();
        }
        failures = 0;
      } catch (error) {
        setTimeout(walkNow, Math.min(POLL_MS, RETRY_MS * 2 ** failures++)).unref();
        console.error(
          '[index] walk of the operator lists stopped, to resume:',
          error instanceof Error ? error.message : error,
        );
      } finally {
        running = null;
      }
    })();
    return running;
  };
  setInterval(walkNow, Math.min(POLL_MS, everyMs / 4)).unref();
  void walkNow();
  holder[WALKER] = { walkNow };
  return holder[WALKER];
}
