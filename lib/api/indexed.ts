// Remote mode: search, remembrance and the sitemap from the site's own index once a walk completed.
import 'server-only';
import { STORE_DEADLINE_MS, withStore, type ContentDb } from '@/lib/content/db';
import { within } from '@/lib/runtime/within';
import { CATEGORY_IDS } from '@/lib/contract/keys';
import { narrowedList } from '@/lib/contract/schemas';
import { filedElsewhere, indexedPerson, indexState } from '@/lib/content/queries/operator-index';
import { getGenealogyCard } from '@/lib/content/queries/genealogy';
import { getRememberedOn } from '@/lib/content/queries/remembrance';
import { noText } from '@/lib/html';
import { escapeHtml } from '@/lib/html-escape';
import { searchFigures, searchRecords } from '@/lib/content/queries/search';
import { getSitemapBuckets, getSitemapSlice } from '@/lib/content/queries/sitemap';
import type { RemoteSource } from './remote';
import { sanitizeLangMap } from './sanitize';
import { ContentError } from '@/lib/content/source';

export function indexedSource(
  remote: RemoteSource,
  getDatabase: () => Promise<ContentDb>,
): RemoteSource {
  let ready = false;
  // A store that has been an index stays one: asked until the first walk completes, then never.
  const isIndex = async (db: ContentDb) => (ready ||= (await indexState(db)).ready);
  const index = async (): Promise<ContentDb | null> => {
    const db = await within(STORE_DEADLINE_MS, getDatabase());
    return (await isIndex(db)) ? db : null;
  };
  const fromIndex = <T>(read: (db: ContentDb) => Promise<T>, otherwise: () => Promise<T>) =>
    withStore(async (db) => ((await isIndex(db)) ? read(db) : undefined), getDatabase).then(
      (found) => (found === undefined ? otherwise() : found),
    );
  return {
    ...remote,
    // A card the operator filed in another list than its details name leads to a 404: left out.
    getFigures: async (category, page, limit) => {
      const cards = await remote.getFigures(category, page, limit);
      const ids = cards.map((c) => c.id);
      const db = ids.length ? await index().catch(() => null) : null;
      const elsewhere = db
        ? await filedElsewhere(db, CATEGORY_IDS[category], ids).catch(() => null)
        : null;
      if (!elsewhere?.size) return cards;
      return narrowedList(
        cards,
        cards.filter((c) => !elsewhere.has(c.id)),
      );
    },
    // A collection sent without a title takes its genealogy-all card's, or its head's name.
    getGenealogy: async (id, page, limit) => {
      const collection = await remote.getGenealogy(id, page, limit);
      if (!collection || !noText(collection.title)) return collection;
      const db = await index().catch(() => null);
      const card = db && (await getGenealogyCard(db, id).catch(() => null));
      if (!card) return collection;
      const title = noText(card.title) ? sanitizeLangMap(card.head, escapeHtml) : card.title;
      return { ...collection, title };
    },
    getGenealogyMember: async (id) => {
      const member = await remote.getGenealogyMember(id);
      if (!member || member.genealogy_id != null) return member; // spec §3 names none: the index's tree
      const db = await index().catch(() => null);
      const known = db && (await indexedPerson(db, 'member', id).catch(() => null));
      return known?.genealogy_id != null ? { ...member, genealogy_id: known.genealogy_id } : member;
    },
    searchFigures: (key, window) =>
      fromIndex(
        (db) => searchFigures(db, key, window),
        () => remote.searchFigures(key, window),
      ),
    searchRecords: (query, window) =>
      fromIndex(
        (db) => searchRecords(db, query, window),
        () => remote.searchRecords(query, window),
      ),
    // Not yet known, not "nobody": thrown, so it is never kept for the day.
    getRememberedOn: (day) =>
      fromIndex(
        (db) => getRememberedOn(db, day),
        () => {
          throw new ContentError('The index of the operator has not completed a walk yet');
        },
      ),
    getSitemapBuckets: (width) =>
      fromIndex(
        (db) => getSitemapBuckets(db, width),
        () => remote.getSitemapBuckets(width),
      ),
    getSitemapSlice: (kind, bucket, width) =>
      fromIndex(
        (db) => getSitemapSlice(db, kind, bucket, width),
        () => remote.getSitemapSlice(kind, bucket, width),
      ),
  };
}
