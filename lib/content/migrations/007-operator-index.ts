import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema before the types know it
type Db = Kysely<any>;

// Remote mode keeps its own index of the operator's records in `deceased` and `genealogies`, so the
// search, "remembered today" and the sitemap read it as they read the embedded store:
// - deceased.record_key: 'deceased:ID' or 'member:ID' (the operator's two id spaces overlap),
//   deceased.record_id: the operator's ID (the row's own id is the store's);
// - seen_walk: the last walk that saw the row (the unseen leave after a complete walk);
// - operator_index: one row, the walk's lease (one instance walks at a time) and its progress.
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
