// `npm run contact:export`: prints the stored contact messages as CSV (redirect it to a file).
import fs from 'node:fs';
import { env } from '@/lib/env';
import { openDatabase } from '../db';
import { listContactMessages } from '../queries/contact';
import { contactMessagesCsv } from './contact-messages';

async function main() {
  if (!fs.existsSync(env.DATABASE_PATH)) {
    throw new Error(`No database at ${env.DATABASE_PATH} (set DATABASE_PATH)`);
  }
  const db = openDatabase(env.DATABASE_PATH);
  try {
    const messages = await listContactMessages(db);
    process.stdout.write(contactMessagesCsv(messages));
    console.error(`${messages.length} message(s) from ${env.DATABASE_PATH}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
