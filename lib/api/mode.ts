import 'server-only';
import { STORE_DEADLINE_MS, getDb } from '@/lib/content/db';
import { CONTENT_REVALIDATE_SECONDS, TAGS } from './cache-policy';
import { indexedPerson, recordKey } from '@/lib/content/queries/operator-index';
import { env } from '@/lib/env';
import { embeddedSource } from './embedded';
import { indexedSource } from './indexed';
import { operatorIndexWalker, refreshWithin } from './operator-index';
import { remoteSource, type RemoteSource } from './remote';
import type { ContentSource } from '@/lib/content/source';
import { within } from '@/lib/runtime/within';

let source: ContentSource | undefined;
let remote: RemoteSource | undefined;

export function operatorApi(): RemoteSource | undefined {
  if (!env.API_URL || !env.ADMIN_URL) return undefined;
  remote ??= remoteSource({
    apiUrl: env.API_URL,
    adminUrl: env.ADMIN_URL,
    timeoutMs: env.API_TIMEOUT_MS,
  });
  return remote;
}

export function contentSource(): ContentSource {
  const api = operatorApi();
  source ??= api
    ? indexedSource(api, getDb)
    : embeddedSource(undefined, { heroType: env.HERO_TYPE });
  return source;
}

/** For tests: read from another source (a temporary SQLite file). */
export function setContentSource(next: ContentSource | undefined): void {
  source = next;
}

// Long enough for a page of collections with their members; renewed after each.
const INDEX_LEASE_MS = 10 * 60_000;

export function startOperatorIndex() {
  const api = operatorApi();
  if (!api) return undefined;
  return operatorIndexWalker(getDb, api, {
    everyMs: env.INDEX_WALK_MINUTES * 60_000,
    leaseMs: INDEX_LEASE_MS,
  });
}

const REFRESH_BUDGET_MS = 10_000;

/** Before the tags' cached reads go stale, within the front's 30 s; a tag failed or not reached is the next walk's. */
export async function refreshIndexedRecords(tags: readonly string[] = []): Promise<string[]> {
  const api = operatorApi();
  if (!api || tags.length === 0) return [];
  const db = await within(STORE_DEADLINE_MS, getDb()).catch((error: Error) => {
    console.error(`[index] ${tags.length} tags not read again: ${error.message}`);
  });
  return db ? refreshWithin(db, api, tags, REFRESH_BUDGET_MS) : [];
}

const rechecked = new Map<string, number>();

/** A page the index lists answered 404: its record read again, at most once in five minutes. */
export async function recheckListedPage(
  id: number,
  listed: { categoryId: number } | { genealogyId: number },
): Promise<void> {
  const kind = 'categoryId' in listed ? 'deceased' : 'member';
  const key = recordKey(kind, id);
  const recent = () => (rechecked.get(key) ?? 0) > Date.now() - CONTENT_REVALIDATE_SECONDS * 1000;
  if (!operatorApi() || recent()) return;
  const row = await getDb()
    .then((db) => indexedPerson(db, kind, id))
    .catch(() => undefined);
  const answers =
    'categoryId' in listed
      ? row?.category_id === listed.categoryId
      : row?.genealogy_id === listed.genealogyId;
  if (!answers || recent()) return;
  rechecked.delete(key);
  rechecked.set(key, Date.now());
  if (rechecked.size > 1000) rechecked.delete(rechecked.keys().next().value!);
  await refreshIndexedRecords([TAGS.record(id)]);
}
