import type { Db } from './engine';
import { fillDateColumns, TABLES } from './006-record-years';

// For "remembered today" (docs/remembrance.md); rows written later get it from their writer.
export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('death_day', 'integer').execute();
    await fillDateColumns(db, table, ['death_day']);
  }
  await db.schema.createIndex('deceased_death_day').on('deceased').column('death_day').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('deceased_death_day').ifExists().execute();
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('death_day').execute();
}
