import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider, type Engine } from './migrations';
import { takeTrigramSample } from './queries/trigram-sample';
import type { ContentDb, Database } from './schema';
import { seedDatabase } from './seed/seed';
import { ContentError, StoreUnavailable } from './source';
import { countDependencyFailure } from '@/lib/runtime/app-metrics.mjs';
import { within } from '@/lib/runtime/within';
import type { LangMap } from '@/lib/contract/types';

export type { Engine } from './migrations';
export type { ContentDb };

/** `serving`: the deadlines a request needs (STORE_DEADLINE_MS); the command-line tools go without. */
export type StoreTarget =
  | { engine: 'sqlite'; file: string; serving?: boolean }
  | { engine: 'postgres'; url: string; poolMax?: number; serving?: boolean };

// Beside the shared database on globalThis: Next bundles a copy of this module per layer (pages, routes).
const globalForDb = globalThis as unknown as {
  contentDb?: Promise<ContentDb>;
  contentEngines?: WeakMap<ContentDb, Engine>;
};
const engines = (globalForDb.contentEngines ??= new WeakMap<ContentDb, Engine>());

const SQLITE_CACHE_KIB = 65_536;
const SQLITE_MMAP_BYTES = 2 ** 31;

// Per statement and per wait for a connection: within a request's 2 s (docs/caching.md).
export const STORE_DEADLINE_MS = 1000;
const POOL_WAIT_MS = 1000;
const SQLITE_BUSY_SERVING_MS = 1000;

export function engineOf(db: ContentDb): Engine {
  return engines.get(db) ?? 'sqlite';
}

// On disk before its 201 (better-sqlite3's WAL syncs at checkpoints); the connection held meanwhile.
export function durably<T>(db: ContentDb, write: (db: ContentDb) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'sqlite') return write(db);
  return db.connection().execute(async (held) => {
    await sql`pragma synchronous = FULL`.execute(held);
    try {
      return await write(held);
    } finally {
      await sql`pragma synchronous = NORMAL`.execute(held);
    }
  });
}

export function openDatabase(
  file: string,
  options: { wal?: boolean; busyMs?: number } = {},
): ContentDb {
  const sqlite = new SQLite(file);
  if (options.wal ?? true) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${options.busyMs ?? 5000}`);
  // Searches at a million: the default 2 MiB cache lost their pages, a read() per page (docs/performance.md).
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: reusingStatements(sqlite),
    }),
  });
  engines.set(db, 'sqlite');
  return db;
}

const STATEMENTS_KEPT = 500;

// Kysely prepares each query anew: 0.3 ms of a bare search's 3 ms over HTTP (docs/performance.md).
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close() {
      kept.clear();
      sqlite.close();
    },
    prepare(text) {
      const statement = kept.get(text) ?? sqlite.prepare(text);
      kept.delete(text);
      kept.set(text, statement);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(parameters),
        run: (parameters) => statement.run(parameters),
        iterate: (parameters) => sqlite.prepare(text).iterate(parameters),
      };
    },
  };
}

export async function openPostgres(
  url: string,
  options: { max?: number; deadlineMs?: number } = {},
): Promise<ContentDb> {
  const { default: pg } = await import('pg');
  const deadline = options.deadlineMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: deadline === undefined ? 5000 : POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
    // A statement past the deadline is cancelled or given up on; up to two idle stay open (+7-14 ms new).
    ...(deadline === undefined
      ? {}
      : {
          statement_timeout: deadline,
          query_timeout: deadline + 250,
          min: Math.min(2, options.max ?? 10),
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
        }),
  });
  // Unsynchronized scans: the same search, the same records. An idle client's lost server is logged.
  pool.on('connect', (client) =>
    client
      .query('set synchronize_seqscans = off')
      .catch((error: Error) => console.error('[store] new PostgreSQL client:', error.message)),
  );
  pool.on('error', (error) => console.error('[store] idle PostgreSQL client:', error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  engines.set(db, 'postgres');
  return db;
}

export async function openStore(target: StoreTarget): Promise<ContentDb> {
  return target.engine === 'postgres'
    ? openPostgres(target.url, {
        max: target.poolMax,
        deadlineMs: target.serving ? STORE_DEADLINE_MS : undefined,
      })
    : openDatabase(target.file, { busyMs: target.serving ? SQLITE_BUSY_SERVING_MS : undefined });
}

export async function migrateToLatest(db: ContentDb): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
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

// Instances starting together: the first to hold the seed lock fills the store, the others wait.
async function seedPostgresOnce(db: ContentDb, options: { replace: boolean }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('xatire:seed'))`.execute(trx);
    const filled = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (!filled || options.replace) await seedDatabase(trx);
  });
}

export async function prepareStore(target: StoreTarget): Promise<ContentDb> {
  if (target.engine === 'sqlite' && !fs.existsSync(target.file)) {
    await createSeededDatabase(target.file);
  }
  // A start-up step, not a request: an index built at a million outlasts the serving deadlines.
  const setup = await openStore({ ...target, serving: false });
  try {
    await migrateToLatest(setup);
    if (target.engine === 'postgres') await seedPostgresOnce(setup, { replace: false });
  } finally {
    await setup.destroy();
  }
  const db = await openStore(target);
  if (target.engine === 'postgres') void takeTrigramSample(db);
  return db;
}

export async function recreateStore(target: StoreTarget): Promise<ContentDb> {
  if (target.engine === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(target.file + suffix, { force: true });
    return prepareStore(target);
  }
  const db = await openStore(target);
  try {
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    await migrateToLatest(db);
    await seedPostgresOnce(db, { replace: true });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export function describeTarget(target: StoreTarget): string {
  if (target.engine === 'sqlite') return target.file;
  const url = new URL(target.url);
  url.password = url.password ? '***' : '';
  return url.toString();
}

const BAD_TARGET = new Set([
  'EEXIST',
  'ENOTDIR',
  'EISDIR',
  'EACCES',
  'EROFS',
  'SQLITE_NOTADB',
  'SQLITE_CANTOPEN',
  '28P01',
  '28000',
  '3D000',
]);

/** The setting to name when `error` says the store is misnamed (no retry mends it), not unreachable. */
export function storeSettingProblem(error: unknown, target: StoreTarget): string | undefined {
  type Cause = { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let e = error as Cause; typeof e === 'object' && e; e = e.cause as Cause) {
    if (typeof e.code === 'string' && BAD_TARGET.has(e.code)) {
      const setting = target.engine === 'sqlite' ? 'DATABASE_PATH' : 'DATABASE_URL';
      return `${setting} ${describeTarget(target)}: ${String(e.message)}`;
    }
  }
  return undefined;
}

export async function storeTarget(): Promise<StoreTarget> {
  const { env } = await import('@/lib/env');
  return env.DATABASE_URL
    ? { engine: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : { engine: 'sqlite', file: env.DATABASE_PATH };
}

export function getDb(): Promise<ContentDb> {
  if (!globalForDb.contentDb) {
    globalForDb.contentDb = storeTarget().then((target) =>
      prepareStore({ ...target, serving: true }),
    );
    globalForDb.contentDb.catch(() => {
      globalForDb.contentDb = undefined;
    });
  }
  return globalForDb.contentDb;
}

const TIMED_OUT = /timeout|timed out|no answer within|SQLITE_BUSY|canceling statement/i;
let storeFailing = false;

/** Whatever the store throws (unreachable, past its deadline, full, stopping, still migrating) is a 503. */
export async function withStore<T>(
  work: (db: ContentDb) => Promise<T>,
  database: () => Promise<ContentDb> = getDb,
): Promise<T> {
  try {
    const value = await work(await within(STORE_DEADLINE_MS, database()));
    if (storeFailing) {
      storeFailing = false;
      console.error('[store] answering again');
    }
    return value;
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    countDependencyFailure('store', TIMED_OUT.test(message) ? 'timeout' : 'error');
    if (!storeFailing) {
      storeFailing = true;
      console.error(
        `[store] failing (${message}): messages get 503, pages a last good copy or 503`,
      );
    }
    throw new StoreUnavailable(`The store failed: ${message}`, { cause: error });
  }
}

export function langOf<P extends string>(
  row: Record<`${P}_${keyof LangMap}`, string>,
  prefix: P,
): LangMap {
  return { az: row[`${prefix}_az`], en: row[`${prefix}_en`], ru: row[`${prefix}_ru`] };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
