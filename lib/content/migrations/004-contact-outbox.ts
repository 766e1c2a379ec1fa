import type { Db } from './engine';

// The contact outbox (docs/remote-mode.md); messages stored before this step are 'kept'.
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('delivery', 'text', (c) => c.notNull().defaultTo('kept'))
    .execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['next_attempt_at', 'lease_until', 'last_error', 'delivered_at']) {
    await db.schema.alterTable('contact_messages').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('contact_messages_due')
    .on('contact_messages')
    .columns(['delivery', 'next_attempt_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('contact_messages_due').ifExists().execute();
  for (const column of [
    'delivered_at',
    'last_error',
    'lease_until',
    'next_attempt_at',
    'attempts',
    'delivery',
  ]) {
    await db.schema.alterTable('contact_messages').dropColumn(column).execute();
  }
}
