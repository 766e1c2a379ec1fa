import fs from 'node:fs';
import { describeTarget, openStore, storeTarget } from '../db';
import { listContactMessages } from '../queries/contact';
import { contactMessagesCsv } from './contact-messages';

async function main() {
  const target = await storeTarget();
  if (target.engine === 'sqlite' && !fs.existsSync(target.file)) {
    throw new Error(`No database at ${target.file} (set DATABASE_PATH or DATABASE_URL)`);
  }
  const db = await openStore(target);
  try {
    const messages = await listContactMessages(db);
    process.stdout.write(contactMessagesCsv(messages));
    console.error(`${messages.length} message(s) from ${describeTarget(target)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
