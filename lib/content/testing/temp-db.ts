import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import {
  createSeededDatabase,
  openDatabase,
  prepareStore,
  type ContentDb,
  type Engine,
} from '../db';

/** Every store test runs on both engines: jest/global-setup.mjs starts a throw-away PostgreSQL. */
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

export type TempDb = { db: ContentDb; cleanup: () => Promise<void> };

async function onPostgresAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const admin = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!admin) {
    throw new Error(
      'TEST_POSTGRES_ADMIN_URL is not set: run the units through jest (its global setup starts PostgreSQL)',
    );
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// A database of its own per call, seeded with the demo content, dropped by cleanup.
async function createTempPostgres(): Promise<TempDb> {
  const name = `xatire_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onPostgresAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(process.env.TEST_POSTGRES_ADMIN_URL!);
  url.pathname = `/${name}`;
  const db = await prepareStore({ engine: 'postgres', url: url.toString(), poolMax: 4 });
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await onPostgresAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function createTempDb(engine: Engine = 'sqlite'): Promise<TempDb> {
  if (engine === 'postgres') return createTempPostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-test-'));
  const file = path.join(dir, 'content.sqlite');
  await createSeededDatabase(file);
  const db = openDatabase(file);
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
