import type { Db } from './engine';

// The sender's Idempotency-Key: a message sent again is stored once; nulls never collide.
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('request_id', 'text').execute();
  await db.schema
    .createIndex('contact_messages_request_id')
    .on('contact_messages')
    .column('request_id')
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('contact_messages_request_id').ifExists().execute();
  await db.schema.alterTable('contact_messages').dropColumn('request_id').execute();
}
