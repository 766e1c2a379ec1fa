import { sql } from 'kysely';
import type { ContentDb } from '../db';

// GIN reads a common trigram's whole list: long tokens are looked up by their rarest (docs/search.md).
const SAMPLE_ROWS = 10_000;
const SAMPLE_AGE_MS = 60 * 60_000;

type Sample = { at: number; texts: string[]; counts: Map<string, number> };
const samples = new WeakMap<ContentDb, Sample>();
const taking = new WeakMap<ContentDb, Promise<void>>();

export function takeTrigramSample(db: ContentDb): Promise<void> {
  let running = taking.get(db);
  if (!running) {
    running = (async () => {
      const { rows: stats } = await sql<{ n: number }>`
        select reltuples::float8 as n from pg_class where oid = 'deceased'::regclass`.execute(db);
      const percent = Math.min(100, (100 * SAMPLE_ROWS) / Math.max(Number(stats[0]?.n), 1));
      const { rows } = await sql<{ search_text: string }>`
        select search_text from deceased tablesample system (${percent})
        limit ${2 * SAMPLE_ROWS}`.execute(db);
      const texts = rows.map((r) => r.search_text);
      samples.set(db, { at: Date.now(), texts, counts: new Map() });
    })()
      .catch(() => {
        // Kept as it was: the searches meanwhile use every trigram, then it is asked for again.
      })
      .finally(() => taking.delete(db));
    taking.set(db, running);
  }
  return running;
}

export function rarestTrigram(db: ContentDb, token: string): string | null {
  const sample = samples.get(db);
  if (!sample || Date.now() - sample.at > SAMPLE_AGE_MS) void takeTrigramSample(db);
  if (!sample) return null;
  let rarest: string | null = null;
  let fewest = Infinity;
  for (let i = 0; i + 3 <= token.length; i++) {
    const trigram = token.slice(i, i + 3);
    let n = sample.counts.get(trigram);
    if (n === undefined) {
      n = sample.texts.filter((text) => text.includes(trigram)).length;
      sample.counts.set(trigram, n);
    }
    if (n < fewest) [rarest, fewest] = [trigram, n];
  }
  return rarest;
}
