import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { ContentDb } from '../schema';

// GIN reads a common trigram's whole list: long tokens are looked up by their rarest (docs/search.md).
const SAMPLE_ROWS = 10_000;
const SAMPLE_AGE_MS = 60 * 60_000;
const RETRY_MS = 60_000;
const COUNTED_PER_TURN = 500;

type Sampling = { counts?: Map<string, number>; at: number; tried: number; taking?: Promise<void> };
const globalForSamples = globalThis as unknown as { trigramSamples?: WeakMap<ContentDb, Sampling> };
const samplings = (globalForSamples.trigramSamples ??= new WeakMap<ContentDb, Sampling>());

export const trigramsOf = (text: string): string[] =>
  Array.from({ length: Math.max(text.length - 2, 0) }, (_, at) => text.slice(at, at + 3));

async function sampleCounts(db: ContentDb): Promise<Map<string, number>> {
  const { rows: stats } = await sql<{ n: number | null }>`
    select reltuples::float8 as n from pg_class where oid = 'deceased'::regclass`.execute(db);
  const estimate = Number(stats[0]?.n ?? 0);
  const percent = estimate > 0 ? Math.min(100, (100 * SAMPLE_ROWS) / estimate) : 100;
  const { rows } = await sql<{ search_text: string }>`
    select search_text from deceased tablesample system (${percent})
    limit ${2 * SAMPLE_ROWS}`.execute(db);
  const counts = new Map<string, number>();
  for (const [i, { search_text: text }] of rows.entries()) {
    for (const trigram of new Set(trigramsOf(text)))
      counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
    if (i % COUNTED_PER_TURN === COUNTED_PER_TURN - 1) await nextTurn();
  }
  return counts;
}

export function takeTrigramSample(db: ContentDb): Promise<void> {
  const sampling = samplings.get(db) ?? { at: 0, tried: 0 };
  samplings.set(db, sampling);
  sampling.tried = Date.now();
  const taking =
    sampling.taking ??
    sampleCounts(db)
      .then((counts) => {
        Object.assign(sampling, { counts, at: Date.now() });
      })
      .catch(() => {
        // The last sample, or every trigram, serves until RETRY_MS have passed.
      })
      .finally(() => delete sampling.taking);
  sampling.taking = taking;
  return taking;
}

export function rarestTrigram(db: ContentDb, token: string): string | null {
  const sampling = samplings.get(db);
  const now = Date.now();
  const stale = !sampling?.counts || now - sampling.at > SAMPLE_AGE_MS;
  if (stale && !sampling?.taking && now - (sampling?.tried ?? 0) > RETRY_MS) {
    void takeTrigramSample(db);
  }
  const counts = sampling?.counts;
  if (!counts) return null;
  let rarest: string | null = null;
  let fewest = Infinity;
  for (const trigram of trigramsOf(token)) {
    const n = counts.get(trigram) ?? 0;
    if (n < fewest) [rarest, fewest] = [trigram, n];
  }
  return rarest;
}
