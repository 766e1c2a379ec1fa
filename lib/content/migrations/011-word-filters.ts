import { sql } from 'kysely';
import { pgSync } from './008-search-words';
import type { Db, Engine } from './engine';

export const COPIED_FILTERS = ['category_id', 'death_year', 'birth_year'] as const;

// Rewritten, not updated in place: a scan then read the old rows' empty pages first (docs/search.md).
async function rewrite(db: Db, copied: readonly string[]): Promise<void> {
  const from = copied.map((c) => sql`, ${sql.ref(`d.${c}`)}`);
  await sql`
    create table search_words_new as
    select w.word, w.id ${sql.join(from, sql``)}
    from search_words w join deceased d on d.id = w.id`.execute(db);
  const included =
    copied.length > 0 ? sql`include (${sql.join(copied.map((c) => sql.id(c)))})` : sql``;
  await sql`
    alter table search_words_new alter word set not null, alter id set not null,
    add primary key (word, id) ${included}`.execute(db);
  await sql`drop table search_words`.execute(db);
  await sql`alter table search_words_new rename to search_words`.execute(db);
  await sql`alter index search_words_new_pkey rename to search_words_pkey`.execute(db);
  await pgSync(db, copied);
}

export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await rewrite(db, COPIED_FILTERS);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await rewrite(db, []);
}
