import 'server-only';
import { getDb } from '@/lib/content/db';
import { CONTENT_REVALIDATE_SECONDS } from './cache-policy';
import { indexedPerson } from '@/lib/content/queries/operator-index';
import { env } from '@/lib/env';
import { embeddedSource } from './embedded';
import { indexedSource } from './indexed';
import { operatorIndexWalker, refreshIndexedRecord } from './operator-index';
import { remoteSource, type RemoteSource } from './remote';
import type { ContentSource } from '@/lib/content/source';

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

/** Before the tags' cached reads are marked stale; on a failure the next walk brings the record. */
export async function refreshIndexedRecords(tags: readonly string[] = []): Promise<string[]> {
  const api = operatorApi();
  if (!api) return [];
  const db = await getDb();
  const refreshed: string[] = [];
  for (const tag of tags) {
    try {
      if (await refreshIndexedRecord(db, api, tag)) refreshed.push(tag);
    } catch (error) {
      console.error(
        `[index] ${tag} not read again:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return refreshed;
}

const rechecked = new Map<string, number>();

/** A page the index lists answered 404: its record read again, at most once in five minutes. */
export async function recheckListedPage(
  id: number,
  listed: { categoryId: number } | { genealogyId: number },
): Promise<void> {
  const kind = 'categoryId' in listed ? 'deceased' : 'member';
  const key = `${kind}:${id}`;
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
  await refreshIndexedRecords([`deceased:${id}`]);
}
