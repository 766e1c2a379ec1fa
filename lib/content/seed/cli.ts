// `npm run db:seed`: rebuilds the embedded store at DATABASE_PATH from the demo content.
import fs from 'node:fs';
import { env } from '@/lib/env';
import { createSeededDatabase } from '../db';

async function main() {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(env.DATABASE_PATH + suffix, { force: true });
  await createSeededDatabase(env.DATABASE_PATH);
  console.log(`Seeded ${env.DATABASE_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
