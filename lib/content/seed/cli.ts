// `npm run db:seed [-- --scale N]`: rebuilds the store from the demo content, up to N records.
import { sql } from 'kysely';
import {
  describeTarget,
  engineOf,
  openStore,
  recreateStore,
  storeTarget,
  type StoreTarget,
} from '../db';
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

// Until the visibility map is set, index-only scans read the table (filter counts: 48 ms, not 1).
async function afterBulkLoad(target: StoreTarget): Promise<void> {
  const db = await openStore(target);
  try {
    await sql`${sql.raw(target.engine === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db);
  } finally {
    await db.destroy();
  }
}

async function main() {
  const scale = scaleArg(process.argv.slice(2));
  const started = performance.now();
  const target = await storeTarget();
  const db = await recreateStore(target);
  let added = 0;
  try {
    if (scale !== undefined) {
      added = await seedScale(db, scale);
    }
  } finally {
    await db.destroy();
  }
  if (scale !== undefined) await afterBulkLoad(target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${describeTarget(target)} (${engineOf(db)})${added ? ` (+${added} generated records)` : ''} in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
