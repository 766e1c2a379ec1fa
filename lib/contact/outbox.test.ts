import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { insertContactMessage, listContactMessages } from '@/lib/content/queries/contact';
import { createTempDb, ENGINES } from '@/lib/content/testing/temp-db';
import { backoffMs, forwardDueMessages, type Deliver } from './outbox';

const message = (n: number) => ({
  firstName: `Sender ${n}`,
  phone: '+994 50 000 00 00',
  email: `s${n}@example.az`,
  message: `Message ${n}`,
});

describe('backoffMs', () => {
  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [50, 30_000],
  ])('attempt %i waits %i ms', (attempts, ms) => {
    expect(backoffMs(attempts)).toBe(ms);
  });
});

describe.each(ENGINES)('the contact outbox (%s)', (engine) => {
  it('retries a failed message after its backoff, with the same key, and marks it delivered once', async () => {
    const { db, cleanup } = await createTempDb(engine);
    try {
      const start = new Date('2026-11-25T10:00:00Z');
      let now = start;
      await insertContactMessage(db, message(1), {
        now,
        requestId: 'key-aaaaaaaaaaaaaaaa',
        delivery: 'pending',
      });
      await insertContactMessage(db, message(2), { now, delivery: 'kept' });
      const sent: string[] = [];
      let answer: 'fail' | 'ok' = 'fail';
      const deliver: Deliver = async (_m, key) => {
        sent.push(key);
        if (answer === 'fail') throw new Error('Content API answered 404');
      };
      const pass = () => forwardDueMessages(db, deliver, { now: () => now, leaseMs: 15_000 });

      expect(await pass()).toEqual({ delivered: 0, failed: 1 });
      // Not due again before its backoff, whatever the API says meanwhile.
      answer = 'ok';
      now = new Date(start.getTime() + 1999);
      expect(await pass()).toEqual({ delivered: 0, failed: 0 });
      now = new Date(start.getTime() + 2000);
      expect(await pass()).toEqual({ delivered: 1, failed: 0 });
      expect(await pass()).toEqual({ delivered: 0, failed: 0 });
      expect(sent).toEqual(['key-aaaaaaaaaaaaaaaa', 'key-aaaaaaaaaaaaaaaa']);
      const [first, second] = await listContactMessages(db);
      expect(first).toMatchObject({ delivery: 'delivered', attempts: 2, lastError: null });
      expect(first!.deliveredAt).toBe(now.toISOString());
      // Embedded mode's messages are only kept.
      expect(second).toMatchObject({ delivery: 'kept', attempts: 0 });
    } finally {
      await cleanup();
    }
  });

  it('two instances forwarding at once send each message exactly once', async () => {
    const { db, cleanup } = await createTempDb(engine);
    try {
      for (let n = 0; n < 20; n++) {
        await insertContactMessage(db, message(n), {
          requestId: `key-${String(n).padStart(16, '0')}`,
          delivery: 'pending',
        });
      }
      const sent: string[] = [];
      const deliver: Deliver = async (_m, key) => {
        await new Promise((r) => setTimeout(r, Math.random() * 10));
        sent.push(key);
      };
      const instance = () => forwardDueMessages(db, deliver, { leaseMs: 15_000 });
      const runs = await Promise.all([instance(), instance(), instance()]);
      expect(runs.reduce((sum, r) => sum + r.delivered, 0)).toBe(20);
      expect(sent).toHaveLength(20);
      expect(new Set(sent).size).toBe(20);
      expect((await listContactMessages(db)).every((m) => m.delivery === 'delivered')).toBe(true);
    } finally {
      await cleanup();
    }
  });

  it('leaves a message another instance holds until its lease runs out', async () => {
    const { db, cleanup } = await createTempDb(engine);
    try {
      const start = new Date('2026-11-25T10:00:00Z');
      await insertContactMessage(db, message(1), {
        now: start,
        requestId: 'key-bbbbbbbbbbbbbbbb',
        delivery: 'pending',
      });
      // The first instance dies mid-attempt: its lease stays.
      const dying = forwardDueMessages(db, () => new Promise<void>(() => {}), {
        now: () => start,
        leaseMs: 15_000,
      });
      void dying;
      await new Promise((r) => setTimeout(r, 100));
      const sent: string[] = [];
      const deliver: Deliver = async (_m, key) => void sent.push(key);
      const at = (ms: number) => () => new Date(start.getTime() + ms);
      expect(await forwardDueMessages(db, deliver, { now: at(14_999), leaseMs: 15_000 })).toEqual({
        delivered: 0,
        failed: 0,
      });
      expect(await forwardDueMessages(db, deliver, { now: at(15_001), leaseMs: 15_000 })).toEqual({
        delivered: 1,
        failed: 0,
      });
      expect(sent).toEqual(['key-bbbbbbbbbbbbbbbb']);
    } finally {
      await cleanup();
    }
  });

  if (engine === 'sqlite')
    it('a delivered message whose mark misses the store is marked later, never sent again', async () => {
      const { db, cleanup } = await createTempDb(engine);
      try {
        await insertContactMessage(db, message(1), {
          requestId: 'key-bbbbbbbbbbbbbbbb',
          delivery: 'pending',
        });
        const { rows } = await sql<{ file: string }>`pragma database_list`.execute(db);
        const other = new Database(rows[0]!.file);
        const sent: string[] = [];
        // Another writer holds the store from the operator's answer on, past the 5 s busy wait.
        const deliver: Deliver = async (_m, key) => {
          sent.push(key);
          other.exec('begin immediate');
          setTimeout(() => other.exec('commit'), 6000);
        };
        const run = await forwardDueMessages(db, deliver, { leaseMs: 15_000 });
        other.close();
        expect(run).toEqual({ delivered: 1, failed: 0 });
        expect(sent).toEqual(['key-bbbbbbbbbbbbbbbb']);
        const [kept] = await listContactMessages(db);
        expect(kept).toMatchObject({ delivery: 'delivered', attempts: 1, lastError: null });
      } finally {
        await cleanup();
      }
    }, 20_000);
});
