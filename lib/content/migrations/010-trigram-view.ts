import { sql } from 'kysely';
import type { Db, Engine } from './engine';

// Search reads the trigram index on `deceased`: the view's self-join cost 2x (docs/search.md).
export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`drop view if exists deceased_search`.execute(db);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres')
    await sql`create view deceased_search as select id as rowid, search_text from deceased`.execute(
      db,
    );
}
