import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createTempDb } from '../testing/temp-db';
import { insertContactMessage } from './contact';

test('on SQLite a message is committed to disk before it is answered, and only it', async () => {
  const { db, cleanup } = await createTempDb('sqlite');
  const prepare = jest.spyOn(SQLite.prototype, 'prepare');
  try {
    const message = { firstName: 'Rəna', phone: '12345', email: 'r@example.az', message: 'bir' };
    await insertContactMessage(db, message, { requestId: 'key-0123456789abcdef' });
    const statements = prepare.mock.calls
      .map(([text]) => text)
      .filter((text) => /^pragma synchronous|insert into "contact_messages"/.test(text));
    expect(statements).toEqual([
      'pragma synchronous = FULL',
      expect.stringMatching(/^insert into "contact_messages"/),
      'pragma synchronous = NORMAL',
    ]);
    // Other writes (the index's walk: a million rows) keep WAL's cheaper commits.
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(rows).toEqual([{ synchronous: 1 }]);
  } finally {
    prepare.mockRestore();
    await cleanup();
  }
});
