import { sql, type RawBuilder } from 'kysely';
import type { Db, Engine } from './engine';

// A key shorter than a trigram scanned every skeleton (110-190 ms at a million); here it is a
// B-tree range (docs/search.md). `collate "C"`: the range compares bytes, as SQLite's BINARY does.
export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`
      create table search_words (
        word text collate "C" not null,
        id integer not null,
        primary key (word, id)
      )`.execute(db);
    await sql`
      insert into search_words (word, id)
      select distinct w, d.id from deceased d, ${pgWords(sql.ref('d.search_text'))} w
      where w <> ''`.execute(db);
    await pgSyncFunction(db, []);
    await sql`
      create trigger search_words_sync
      after insert or delete or update of id, search_text on deceased
      for each row execute function search_words_sync()`.execute(db);
    return;
  }
  await sql`
    create table search_words (
      word text not null,
      id integer not null,
      primary key (word, id)
    ) without rowid`.execute(db);
  await sql`
    insert or ignore into search_words (word, id)
    select w.value, d.id from deceased d, ${sqliteWords(sql.ref('d.search_text'))} w
    where w.value <> ''`.execute(db);
  const insertNew = sql`
    insert or ignore into search_words (word, id)
    select value, new.id from ${sqliteWords(sql.raw('new.search_text'))} where value <> ''`;
  const deleteOld = sql`
    delete from search_words
    where id = old.id and word in (select value from ${sqliteWords(sql.raw('old.search_text'))})`;
  await sqliteIndexTriggers(db, 'search_words', insertNew, deleteOld);
}

export async function sqliteIndexTriggers(
  db: Db,
  index: string,
  insertNew: RawBuilder<unknown>,
  deleteOld: RawBuilder<unknown>,
): Promise<void> {
  const name = (event: string) => sql.id(`${index}_${event}`);
  await sql`create trigger ${name('insert')} after insert on deceased begin ${insertNew}; end`.execute(
    db,
  );
  await sql`create trigger ${name('delete')} after delete on deceased begin ${deleteOld}; end`.execute(
    db,
  );
  await sql`
    create trigger ${name('update')} after update of id, search_text on deceased begin
      ${deleteOld};
      ${insertNew};
    end`.execute(db);
}

// A skeleton holds only [a-z0-9 |] (search-text.ts), so its words go into a JSON array as they are.
export const sqliteWords = (text: RawBuilder<unknown>) =>
  sql`json_each('["' || replace(replace(${text}, '|', ' '), ' ', '","') || '"]')`;

export const pgWords = (text: RawBuilder<unknown>) => sql`regexp_split_to_table(${text}, '[ |]+')`;

export async function pgSyncFunction(db: Db, copied: readonly string[]): Promise<void> {
  const columns = sql.join(['word', 'id', ...copied].map((c) => sql.id(c)));
  const values = sql.join([sql`w`, sql.raw('new.id'), ...copied.map((c) => sql.raw(`new.${c}`))]);
  const conflict =
    copied.length > 0
      ? sql`(word, id) do update set ${sql.join(copied.map((c) => sql`${sql.id(c)} = ${sql.raw(`excluded.${c}`)}`))}`
      : sql`do nothing`;
  await sql`
    create or replace function search_words_sync() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        delete from search_words
        where id = old.id and word in (select ${pgWords(sql.raw('old.search_text'))});
      end if;
      if tg_op <> 'DELETE' then
        insert into search_words (${columns})
        select distinct ${values} from ${pgWords(sql.raw('new.search_text'))} w where w <> ''
        on conflict ${conflict};
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`drop trigger if exists search_words_sync on deceased`.execute(db);
    await sql`drop function if exists search_words_sync()`.execute(db);
  } else {
    for (const trigger of ['search_words_update', 'search_words_delete', 'search_words_insert']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
  }
  await sql`drop table if exists search_words`.execute(db);
}
