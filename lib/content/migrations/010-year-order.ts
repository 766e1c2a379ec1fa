import { sql } from 'kysely';
import type { Db, Engine } from './engine';

// Filters list by year, then id: SQLite's indexes end with the id, PostgreSQL's must name it.
const YEAR_INDEXES = [
  ['deceased_death_year', ['death_year']],
  ['deceased_birth_year', ['birth_year']],
  ['deceased_category_death_year', ['category_id', 'death_year']],
  ['deceased_category_birth_year', ['category_id', 'birth_year']],
] as const;

type Indexes = readonly (readonly [string, readonly string[]])[];

// Built beside the old ones first: dropping an index locks the table until the migration commits.
export async function rebuild(db: Db, indexes: Indexes, then: 'id'[]): Promise<void> {
  for (const [name, columns] of indexes) {
    await db.schema
      .createIndex(`${name}_new`)
      .on('deceased')
      .columns([...columns, ...then])
      .execute();
  }
  for (const [name] of indexes) {
    await db.schema.dropIndex(name).execute();
    await sql`alter index ${sql.id(`${name}_new`)} rename to ${sql.id(name)}`.execute(db);
  }
}

export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await rebuild(db, YEAR_INDEXES, ['id']);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await rebuild(db, YEAR_INDEXES, []);
}
