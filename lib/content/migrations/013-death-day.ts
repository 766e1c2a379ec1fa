import { sql } from 'kysely';
import type { Db } from './engine';
import { recordDateColumns } from '@/lib/search/record-years';

const TABLES = ['deceased', 'genealogies'] as const;
const BATCH = 500;

// For "remembered today" (docs/remembrance.md): integers read from `date`, written as literals.
export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('death_day', 'integer').execute();
    await fillDeathDay(db, table);
  }
  await db.schema.createIndex('deceased_death_day').on('deceased').column('death_day').execute();
}

async function fillDeathDay(db: Db, table: (typeof TABLES)[number]): Promise<void> {
  for (let after = 0; ;) {
    const rows: { id: number; date: string }[] = await db
      .selectFrom(table)
      .select(['id', 'date'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    const read = rows.flatMap((r) => {
      const day = recordDateColumns(r.date).death_day;
      return day === null ? [] : [{ id: sql.lit(r.id), day: sql.lit(day) }];
    });
    if (read.length === 0) continue;
    await sql`
      update ${sql.table(table)}
      set death_day = cast(case id ${sql.join(
        read.map((r) => sql`when ${r.id} then ${r.day}`),
        sql` `,
      )} end as integer)
      where id in (${sql.join(read.map((r) => r.id))})`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('deceased_death_day').ifExists().execute();
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('death_day').execute();
}
