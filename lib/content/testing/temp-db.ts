import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSeededDatabase, openDatabase, type ContentDb } from '../db';

export async function createTempDb(): Promise<{ db: ContentDb; file: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-test-'));
  const file = path.join(dir, 'content.sqlite');
  await createSeededDatabase(file);
  const db = openDatabase(file);
  return {
    db,
    file,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
