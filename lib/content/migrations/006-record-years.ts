import type { Db } from './engine';
import { sql } from 'kysely';
import { recordDateColumns } from '@/lib/search/record-years';

export const TABLES = ['deceased', 'genealogies'] as const;
const BATCH = 500;

// Rows written later get their years from whatever inserts them (seed, scale, the index).
export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('birth_year', 'integer').execute();
    await db.schema.alterTable(table).addColumn('death_year', 'integer').execute();
    await fillDateColumns(db, table, ['birth_year', 'death_year']);
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

type DateColumn = keyof ReturnType<typeof recordDateColumns>;

// One CASE update per keyset batch: a row at a time took minutes on PostgreSQL at a million.
export async function fillDateColumns(
  db: Db,
  table: (typeof TABLES)[number],
  columns: DateColumn[],
): Promise<void> {
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
      .filter((r) => columns.some((column) => r[column] !== null));
    if (read.length === 0) continue;
    // Integers the reader produced, never text from the row: safe to write as literals.
    const caseOf = (column: DateColumn) =>
      sql.join(
        read.map((r) => sql`when ${sql.lit(r.id)} then ${sql.lit(r[column])}`),
        sql` `,
      );
    const set = columns.map(
      (column) => sql`${sql.ref(column)} = cast(case id ${caseOf(column)} end as integer)`,
    );
    await sql`
      update ${sql.table(table)}
      set ${sql.join(set)}
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
