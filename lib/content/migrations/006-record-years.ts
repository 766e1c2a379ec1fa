import type { Db } from './engine';
import { sql } from 'kysely';
import { recordDateColumns } from '@/lib/search/record-years';

const TABLES = ['deceased', 'genealogies'] as const;
const BATCH = 500;

// Rows written later get their years from whatever inserts them (seed, scale, the index).
export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('birth_year', 'integer').execute();
    await db.schema.alterTable(table).addColumn('death_year', 'integer').execute();
    await fillYears(db, table);
  }
  await db.schema.createIndex('deceased_death_year').on('deceased').column('death_year').execute();
  await db.schema.createIndex('deceased_birth_year').on('deceased').column('birth_year').execute();
  await db.schema
    .createIndex('deceased_category_death_year')
    .on('deceased')
    .columns(['category_id', 'death_year'])
    .execute();
  await db.schema
    .createIndex('deceased_category_birth_year')
    .on('deceased')
    .columns(['category_id', 'birth_year'])
    .execute();
  await db.schema
    .createIndex('genealogies_death_year')
    .on('genealogies')
    .column('death_year')
    .execute();
  await db.schema
    .createIndex('genealogies_birth_year')
    .on('genealogies')
    .column('birth_year')
    .execute();
}

// One CASE update per keyset batch: a row at a time took minutes on PostgreSQL at a million.
async function fillYears(db: Db, table: (typeof TABLES)[number]): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; date: string }[] = await db
      .selectFrom(table)
      .select(['id', 'date'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    const read = rows
      .map((r) => ({ id: r.id, ...recordDateColumns(r.date) }))
      .filter((r) => r.birth_year !== null || r.death_year !== null);
    if (read.length === 0) continue;
    // Integers the reader produced, never text from the row: safe to write as literals.
    const caseOf = (column: 'birth_year' | 'death_year') =>
      sql.join(
        read.map((r) => sql`when ${sql.lit(r.id)} then ${sql.lit(r[column])}`),
        sql` `,
      );
    await sql`
      update ${sql.table(table)}
      set birth_year = cast(case id ${caseOf('birth_year')} end as integer),
          death_year = cast(case id ${caseOf('death_year')} end as integer)
      where id in (${sql.join(read.map((r) => sql.lit(r.id)))})`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    'genealogies_birth_year',
    'genealogies_death_year',
    'deceased_category_birth_year',
    'deceased_category_death_year',
    'deceased_birth_year',
    'deceased_death_year',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('death_year').execute();
    await db.schema.alterTable(table).dropColumn('birth_year').execute();
  }
}
