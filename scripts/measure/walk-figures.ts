// `npm run figures:walk [-- --records 100000] [-- --latency 0]`: how long remote mode's walk of the
// operator's lists takes (lib/api/operator-index.ts), not part of CI. The stand-in of the operator's
// API (e2e/operator-api) serves that many list records (copies of its own cards and details, new
// ids, spread over the five lists), with `--latency` ms added to each answer; the walk fills a
// fresh SQLite store, then walks again with nothing changed, then with one record in a thousand
// renamed. Prints the calls made and the time of each walk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOperatorApi } from '@/e2e/operator-api/server.mjs';
import { createSeededDatabase, openDatabase } from '@/lib/content/db';
import { walkOperatorIndex } from '@/lib/api/operator-index';
import { remoteSource } from '@/lib/api/remote';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';

function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
}

const LISTS = FIGURE_CATEGORIES;

async function main() {
  const records = Number(option('records', '100000'));
  const latency = Number(option('latency', '0'));
  // The stand-in's messy records are logged as they are dropped, a line each walk: not timed here.
  console.error = () => {};
  const operator = await startOperatorApi({ latency });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-walk-'));
  const file = path.join(dir, 'content.sqlite');
  try {
    operator.edit((data) => {
      let id = 1_000_000;
      for (const [n, list] of LISTS.entries()) {
        const cards = data.lists[list].filter((c) => c.id !== undefined);
        const share = Math.floor(records / LISTS.length) + (n < records % LISTS.length ? 1 : 0);
        for (let i = 0; i < share; i++) {
          const card = cards[i % cards.length]!;
          // With details, as the walk reads those of every record new to the index.
          data.people[String(id)] = { ...data.people[String(card.id)]!, id };
          data.lists[list].push({ ...card, id: id++ });
        }
      }
    });
    await createSeededDatabase(file);
    const db = openDatabase(file);
    const api = remoteSource({
      apiUrl: operator.apiUrl,
      adminUrl: operator.adminUrl,
      timeoutMs: 10_000,
    });
    let clock = Date.parse('2026-11-25T10:00:00Z');
    const walk = async (label: string) => {
      clock += 2 * 3_600_000;
      const calls = operator.requests.length;
      const started = performance.now();
      const result = await walkOperatorIndex(db, api, {
        holder: 'figures',
        leaseMs: 600_000,
        everyMs: 3_600_000,
        now: () => new Date(clock),
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${label}: ${seconds.toFixed(1)} s, ${operator.requests.length - calls} calls, ${JSON.stringify(result)}`,
      );
    };
    console.log(`${records.toLocaleString('en')} records in the lists, ${latency} ms a call added`);
    await walk('first walk (every record new)');
    await walk('second walk (nothing changed)');
    operator.edit((data) => {
      for (const list of LISTS) {
        data.lists[list].forEach((card, i) => {
          if (i % 1000 === 0 && card.name)
            card.name = { ...card.name, en: `${card.name.en} (edited)` };
        });
      }
    });
    await walk('third walk (one in a thousand renamed)');
    await db.destroy();
  } finally {
    await operator.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
