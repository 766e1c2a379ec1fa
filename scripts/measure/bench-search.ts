// The search query function timed in-process (no HTTP), for `npm run bench`:
// tsx --conditions=react-server scripts/measure/bench-search.ts <database> <keys as JSON> <rounds>
// (<database>: a SQLite file or a postgres:// URL)
import { openDatabase, openPostgres } from '@/lib/content/db';
import { searchFigures } from '@/lib/content/queries/search';

async function main() {
  const [file, keysJson, roundsArg] = process.argv.slice(2);
  if (!file || !keysJson)
    throw new Error('usage: bench-search.ts <database> <keys as JSON> [rounds]');
  const keys = JSON.parse(keysJson) as string[];
  const rounds = Number(roundsArg ?? 5);
  const db = file.startsWith('postgres') ? await openPostgres(file) : openDatabase(file);
  try {
    for (const key of keys) await searchFigures(db, key);
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const key of keys) {
        const started = performance.now();
        await searchFigures(db, key.normalize('NFC'));
        times.push(performance.now() - started);
      }
    }
    console.log(JSON.stringify({ times }));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
