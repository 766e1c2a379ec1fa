import { sql } from 'kysely';
import { pgSyncFunction, pgWords } from './008-search-words';
import type { Db, Engine } from './engine';

export const COPIED_FILTERS = ['category_id', 'death_year', 'birth_year'] as const;
const COLUMNS = {
  category_id: sql`integer not null`,
  death_year: sql`integer`,
  birth_year: sql`integer`,
};

// Rewritten, not updated in place: a scan then read the old rows' empty pages first (docs/search.md).
// Writers wait from the start (their trigger would write the old table), readers only from the swap.
async function rewrite(db: Db, copied: readonly (typeof COPIED_FILTERS)[number][]): Promise<void> {
  await sql`lock table deceased in share row exclusive mode`.execute(db);
  const definitions = copied.map((c) => sql`, ${sql.id(c)} ${COLUMNS[c]}`);
  await sql`
    create table search_words_new (
      word text collate "C" not null, id integer not null ${sql.join(definitions, sql``)}
    )`.execute(db);
  const from = copied.map((c) => sql`, ${sql.ref(`d.${c}`)}`);
  await sql`
    insert into search_words_new
    select w.word, w.id ${sql.join(from, sql``)}
    from search_words w join deceased d on d.id = w.id`.execute(db);
  const included =
    copied.length > 0 ? sql`include (${sql.join(copied.map((c) => sql.id(c)))})` : sql``;
  await sql`alter table search_words_new add primary key (word, id) ${included}`.execute(db);
  await sql`drop table search_words`.execute(db);
  await sql`alter table search_words_new rename to search_words`.execute(db);
  await sql`alter index search_words_new_pkey rename to search_words_pkey`.execute(db);
  await sql`analyze search_words`.execute(db);
  await pgSyncFunction(db, copied);
}

export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await rewrite(db, COPIED_FILTERS);
  const set = COPIED_FILTERS.map((c) => sql`${sql.id(c)} = ${sql.raw(`new.${c}`)}`);
  await sql`
    create function search_words_filters() returns trigger language plpgsql as $$
    begin
      update search_words set ${sql.join(set)}
      where id = new.id and word in (select ${pgWords(sql.raw('new.search_text'))});
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_words_filters
    after update of ${sql.join(COPIED_FILTERS.map((c) => sql.id(c)))} on deceased
    for each row execute function search_words_filters()`.execute(db);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`drop trigger if exists search_words_filters on deceased`.execute(db);
  await sql`drop function if exists search_words_filters()`.execute(db);
  await rewrite(db, []);
}
