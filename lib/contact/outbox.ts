// Remote mode's contact outbox: docs/remote-mode.md, "Contact messages are never lost".
import 'server-only';
import type { ContactMessage } from '@/lib/contract/types';
import type { ContentDb } from '@/lib/content/db';
import { claimDueMessages, markAttemptFailed, markDelivered } from '@/lib/content/queries/contact';
import { countContactDelivered } from '@/lib/runtime/app-metrics.mjs';

const OUTBOX_POLL_MS = 5000;
const MAX_BACKOFF_MS = 30_000;

/** 2 s, 4 s, 8 s, 16 s, then every 30 s: a message reaches an API back from an outage within 35 s. */
export function backoffMs(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export type Deliver = (message: ContactMessage, idempotencyKey: string) => Promise<void>;

export type OutboxRun = { delivered: number; failed: number };

export async function forwardDueMessages(
  db: ContentDb,
  deliver: Deliver,
  { now = () => new Date(), leaseMs }: { now?: () => Date; leaseMs: number },
): Promise<OutboxRun> {
  const run: OutboxRun = { delivered: 0, failed: 0 };
  for (;;) {
    const due = await claimDueMessages(db, { now: now(), leaseMs });
    if (due.length === 0) return run;
    await Promise.all(
      due.map(async (message) => {
        try {
          await deliver(message, message.requestId);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const retryAt = new Date(now().getTime() + backoffMs(message.attempts));
          await markAttemptFailed(db, message.id, { error: reason, retryAt });
          console.error(
            `[contact] message ${message.id} not yet delivered (attempt ${message.attempts}, next at ${retryAt.toISOString()}): ${reason}`,
          );
          run.failed++;
          return;
        }
        countContactDelivered();
        run.delivered++;
        await recordDelivery(db, message.id, now);
      }),
    );
    if (run.failed > 0) return run;
  }
}

const MARK_TRIES = 3;

/** Accepted by the operator: never an attempt that failed, which would send it again sooner. */
async function recordDelivery(db: ContentDb, id: number, now: () => Date): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      return await markDelivered(db, id, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (tries === MARK_TRIES) {
        return console.error(
          `[contact] message ${id} delivered but not marked (${reason}): after its lease it is sent again, with the same Idempotency-Key`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

type Outbox = { kick(): void };
const OUTBOX = Symbol.for('xatire.contact-outbox');

/** `kick()` runs a pass now, for a message just stored; passes never overlap in a process. */
export function contactOutbox(
  getDb: () => Promise<ContentDb>,
  deliver: Deliver,
  leaseMs: number,
): Outbox {
  const holder = globalThis as { [OUTBOX]?: Outbox };
  if (holder[OUTBOX]) return holder[OUTBOX];
  let running: Promise<void> | null = null;
  let again = false;
  const pass = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await forwardDueMessages(await getDb(), deliver, { leaseMs });
        } while (again);
      } catch (error) {
        console.error(
          '[contact] outbox pass failed:',
          error instanceof Error ? error.message : error,
        );
      } finally {
        running = null;
      }
    })();
  };
  setInterval(pass, OUTBOX_POLL_MS).unref();
  pass();
  holder[OUTBOX] = { kick: pass };
  return holder[OUTBOX];
}
