import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from './db';

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
