import type { Db } from './engine';

// Remote mode's index of the operator's records (docs/remote-mode.md; columns in ../schema.ts).
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('deceased').addColumn('record_key', 'text').execute();
  await db.schema.alterTable('deceased').addColumn('record_id', 'integer').execute();
  await db.schema.alterTable('deceased').addColumn('seen_walk', 'integer').execute();
  await db.schema.alterTable('genealogies').addColumn('seen_walk', 'integer').execute();
  await db.schema
    .createIndex('deceased_record_key')
    .on('deceased')
    .column('record_key')
    .unique()
    .execute();
  await db.schema
    .createTable('operator_index')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('walk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cursor', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('operator_index').ifExists().execute();
  await db.schema.dropIndex('deceased_record_key').ifExists().execute();
  await db.schema.alterTable('genealogies').dropColumn('seen_walk').execute();
  for (const column of ['seen_walk', 'record_id', 'record_key']) {
    await db.schema.alterTable('deceased').dropColumn(column).execute();
  }
}
