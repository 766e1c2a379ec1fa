import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import {
  STORE_DEADLINE_MS,
  openDatabase,
  prepareStore,
  storeSettingProblem,
  withStore,
  type StoreTarget,
} from './db';
import { StoreUnavailable } from './source';

test('SQLite reuses a query’s prepared statement, with its own parameters, and keeps 500', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-db-'));
  const prepare = jest.spyOn(SQLite.prototype, 'prepare');
  const db = openDatabase(path.join(dir, 'store.sqlite'));
  try {
    const read = async (n: number) =>
      (await sql<{ n: number }>`select ${n} + 1 as n`.execute(db)).rows;
    const prepared = () =>
      prepare.mock.calls.filter(([text]) => text === 'select ? + 1 as n').length;
    expect(await read(1)).toEqual([{ n: 2 }]);
    expect(await read(41)).toEqual([{ n: 42 }]);
    expect(prepared()).toBe(1);
    for (let i = 0; i < 500; i++) await sql.raw(`select ${i} as other`).execute(db);
    expect(await read(2)).toEqual([{ n: 3 }]);
    expect(prepared()).toBe(2);
  } finally {
    await db.destroy();
    prepare.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a request meets a store still opening (another instance migrating) with a 503 in time', async () => {
  const admin = process.env.TEST_POSTGRES_ADMIN_URL!;
  const name = `xatire_opening_${process.pid}_${Date.now()}`;
  const { default: pg } = await import('pg');
  const onAdmin = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await onAdmin(`create database ${name}`);
  const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
  // Kysely's migration lock on PostgreSQL (postgres-adapter.js), as a migrating instance holds it.
  const migrating = new pg.Client({ connectionString: url });
  await migrating.connect();
  await migrating.query('select pg_advisory_lock(3853314791062309107)');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const opening = prepareStore({ engine: 'postgres', url, serving: true });
  try {
    const started = Date.now();
    await expect(
      withStore(
        async () => 'read',
        () => opening,
      ),
    ).rejects.toBeInstanceOf(StoreUnavailable);
    expect(Date.now() - started).toBeLessThan(STORE_DEADLINE_MS + 500);
    await migrating.end();
    await opening;
    expect(
      await withStore(
        async () => 'read',
        () => opening,
      ),
    ).toBe('read');
  } finally {
    await (await opening).destroy();
    logged.mockRestore();
    await onAdmin(`drop database if exists ${name} with (force)`);
  }
});

test('a store named where none can be stops the start, naming its setting; an unreachable one does not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-db-'));
  const notADirectory = path.join(dir, 'file');
  fs.writeFileSync(notADirectory, 'a file');
  const admin = new URL(process.env.TEST_POSTGRES_ADMIN_URL!);
  const onPostgres = (change: Partial<URL>) => Object.assign(new URL(admin), change).toString();
  const closedPort = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const problem = async (target: StoreTarget) => {
    const opening = prepareStore(target);
    const error = await opening.then(
      (db) => db.destroy(),
      (e: unknown) => e,
    );
    return storeSettingProblem(error, target);
  };
  try {
    expect(
      await problem({ engine: 'sqlite', file: path.join(notADirectory, 'store.sqlite') }),
    ).toMatch(/^DATABASE_PATH .*\/file\/store\.sqlite: EEXIST/);
    expect(await problem({ engine: 'sqlite', file: dir })).toMatch(
      /^DATABASE_PATH .*: unable to open database file/,
    );
    expect(await problem({ engine: 'sqlite', file: notADirectory })).toMatch(
      /^DATABASE_PATH .*: file is not a database/,
    );
    expect(
      await problem({ engine: 'postgres', url: onPostgres({ pathname: '/no_such_db' }) }),
    ).toMatch(/^DATABASE_URL postgres:\/\/.*\/no_such_db: database "no_such_db" does not exist/);
    expect(
      await problem({
        engine: 'postgres',
        url: onPostgres({ username: 'nobody', password: 'secret' }),
      }),
    ).toMatch(/^DATABASE_URL postgres:\/\/nobody:\*\*\*@.*: role "nobody" does not exist/);
    // Not started yet, or restarting: the site serves its 503 until the store answers.
    expect(
      await problem({ engine: 'postgres', url: onPostgres({ port: String(closedPort) }) }),
    ).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
