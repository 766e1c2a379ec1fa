// `npm run db:seed [-- --scale N]`: rebuilds DATABASE_PATH from the demo content, up to N records.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { env } from '@/lib/env';
import { createSeededDatabase } from '../db';
import { seedScale } from './scale';

function scaleArg(argv: string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (i === -1) return undefined;
  const raw = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!raw || !Number.isInteger(n) || n < 0 || n > 10_000_000) {
    throw new Error(
      `--scale needs a whole number of records (0 to 10,000,000), got ${raw ?? 'nothing'}`,
    );
  }
  return n;
}

async function main() {
  const scale = scaleArg(process.argv.slice(2));
  const started = performance.now();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(env.DATABASE_PATH + suffix, { force: true });
  await createSeededDatabase(env.DATABASE_PATH);
  let added = 0;
  if (scale !== undefined) {
    const sqlite = new SQLite(env.DATABASE_PATH);
    try {
      added = seedScale(sqlite, scale);
      sqlite.exec('analyze');
    } finally {
      sqlite.close();
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${env.DATABASE_PATH}${added ? ` (+${added} generated records)` : ''} in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
