import { rebuild } from './010-year-order';
import type { Db, Engine } from './engine';

const LIST_INDEXES = [
  ['deceased_category_position', ['category_id', 'position']],
  ['deceased_genealogy_position', ['genealogy_id', 'position']],
] as const;

export async function up(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await rebuild(db, LIST_INDEXES, ['id']);
}

export async function down(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await rebuild(db, LIST_INDEXES, []);
}
