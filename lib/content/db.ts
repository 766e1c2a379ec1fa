import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { seedDatabase } from './seed/seed';

export type ContentDb = Kysely<Database>;

export function openDatabase(file: string, options: { wal?: boolean } = {}): ContentDb {
  const sqlite = new SQLite(file);
  if (options.wal ?? true) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: ContentDb): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

// Built beside the target and linked into place: concurrent build workers never see half a file.
export async function createSeededDatabase(file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const db = openDatabase(tmp, { wal: false });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
  } finally {
    await db.destroy();
  }
  try {
    // link() fails when the target exists: the first finished builder wins, nobody overwrites.
    fs.linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

export async function prepareDatabase(file: string): Promise<ContentDb> {
  if (!fs.existsSync(file)) await createSeededDatabase(file);
  const db = openDatabase(file);
  await migrateToLatest(db);
  return db;
}

const globalForDb = globalThis as unknown as { contentDb?: Promise<ContentDb> };

export function getDb(): Promise<ContentDb> {
  if (!globalForDb.contentDb) {
    globalForDb.contentDb = import('@/lib/env').then(({ env }) =>
      prepareDatabase(env.DATABASE_PATH),
    );
    globalForDb.contentDb.catch(() => {
      globalForDb.contentDb = undefined;
    });
  }
  return globalForDb.contentDb;
}
