import type { Db } from './engine';

// Rows stored before this step have no hash: taken as matching, as they were answered then.
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('request_hash', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('request_hash').execute();
}
