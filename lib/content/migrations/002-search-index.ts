import { sql } from 'kysely';
import type { Db, Engine } from './engine';

// A scan took ~100 ms a term at 100,000 records; `deceased_search` is FTS5 or pg_trgm per engine.
export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index deceased_search_trgm on deceased using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index genealogies_search_trgm on genealogies using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`create view deceased_search as select id as rowid, search_text from deceased`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table deceased_search using fts5(search_text, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into deceased_search (rowid, search_text) select id, search_text from deceased`.execute(
    db,
  );
  await sql`
    create trigger deceased_search_insert after insert on deceased begin
      insert into deceased_search (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
  await sql`
    create trigger deceased_search_delete after delete on deceased begin
      delete from deceased_search where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger deceased_search_update after update of id, search_text on deceased begin
      delete from deceased_search where rowid = old.id;
      insert into deceased_search (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`drop view if exists deceased_search`.execute(db);
    await sql`drop index if exists genealogies_search_trgm`.execute(db);
    await sql`drop index if exists deceased_search_trgm`.execute(db);
    return;
  }
  for (const trigger of [
    'deceased_search_update',
    'deceased_search_delete',
    'deceased_search_insert',
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists deceased_search`.execute(db);
}
