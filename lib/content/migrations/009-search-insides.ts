import { sql } from 'kysely';
import * as trigramIndex from './002-search-index';
import { sqliteIndexTriggers, sqliteWords } from './008-search-words';
import type { Db, Engine } from './engine';

const MAX_POSITION = 1000;

export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') return; // It keeps its trigram index, faster there.
  await trigramIndex.down(db, engine);
  await sql`create table search_positions (n integer primary key)`.execute(db);
  await sql`
    insert into search_positions (n)
    select value from json_each(${JSON.stringify(
      Array.from({ length: MAX_POSITION - 1 }, (_, i) => i + 2),
    )})`.execute(db);
  await sql`
    create table search_insides (
      word text not null,
      id integer not null,
      primary key (word, id)
    ) without rowid`.execute(db);
  await sql`
    insert or ignore into search_insides (word, id)
    select substr(w.word, p.n), w.id from search_words w
    cross join search_positions p on p.n <= length(w.word) - 2`.execute(db);
  // `cross join` keeps the words outside: else the JSON is parsed once per position (100x slower).
  const insertNew = sql`
    insert or ignore into search_insides (word, id)
    select substr(w.value, p.n), new.id from ${sqliteWords(sql.raw('new.search_text'))} w
    cross join search_positions p on p.n <= length(w.value) - 2`;
  const deleteOld = sql`
    delete from search_insides where id = old.id and word in (
      select substr(w.value, p.n) from ${sqliteWords(sql.raw('old.search_text'))} w
      cross join search_positions p on p.n <= length(w.value) - 2)`;
  await sqliteIndexTriggers(db, 'search_insides', insertNew, deleteOld);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') return;
  for (const trigger of [
    'search_insides_update',
    'search_insides_delete',
    'search_insides_insert',
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists search_insides`.execute(db);
  await sql`drop table if exists search_positions`.execute(db);
  await trigramIndex.up(db, engine);
}
