import type { ContactMessage } from '@/lib/api/types';
import type { ContentDb } from '../db';
import type { ContactDelivery } from '../schema';

export type InsertOptions = {
  now?: Date;
  /** The sender's Idempotency-Key, or one made for the message: it keeps it on every attempt. */
  requestId?: string | null;
  delivery?: Extract<ContactDelivery, 'kept' | 'pending'>;
};

/** Stores the message and answers its id; sent again under the same `requestId`, the first one's. */
export async function insertContactMessage(
  db: ContentDb,
  message: ContactMessage,
  { now = new Date(), requestId = null, delivery = 'kept' }: InsertOptions = {},
): Promise<number> {
  const inserted = await db
    .insertInto('contact_messages')
    .values({
      first_name: message.firstName,
      phone: message.phone,
      email: message.email,
      message: message.message,
      created_at: now.toISOString(),
      request_id: requestId,
      delivery,
      next_attempt_at: delivery === 'pending' ? now.toISOString() : null,
    })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const { id } = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return id;
}

export type StoredContactMessage = ContactMessage & {
  id: number;
  createdAt: string;
  requestId: string | null;
  delivery: ContactDelivery;
  attempts: number;
  deliveredAt: string | null;
  lastError: string | null;
};

export async function listContactMessages(db: ContentDb): Promise<StoredContactMessage[]> {
  const rows = await db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    firstName: r.first_name,
    phone: r.phone,
    email: r.email,
    message: r.message,
    requestId: r.request_id,
    delivery: r.delivery,
    attempts: Number(r.attempts),
    deliveredAt: r.delivered_at,
    lastError: r.last_error,
  }));
}

export type ClaimedMessage = ContactMessage & { id: number; requestId: string; attempts: number };

/**
 * Takes up to `limit` pending messages that are due and not being forwarded by another instance,
 * for `leaseMs`: an instance that dies mid-attempt leaves them to the others once it runs out.
 */
export async function claimDueMessages(
  db: ContentDb,
  { now = new Date(), leaseMs, limit = 10 }: { now?: Date; leaseMs: number; limit?: number },
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('delivery', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: ClaimedMessage[] = [];
  for (const { id } of candidates) {
    const taken = await db
      .updateTable('contact_messages')
      .set((eb) => ({
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('delivery', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
      .returning(['id', 'first_name', 'phone', 'email', 'message', 'request_id', 'attempts'])
      .executeTakeFirst();
    if (!taken || !taken.request_id) continue;
    claimed.push({
      id: taken.id,
      firstName: taken.first_name,
      phone: taken.phone,
      email: taken.email,
      message: taken.message,
      requestId: taken.request_id,
      attempts: Number(taken.attempts),
    });
  }
  return claimed;
}

export async function markDelivered(db: ContentDb, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({
      delivery: 'delivered',
      delivered_at: now.toISOString(),
      lease_until: null,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: ContentDb,
  id: number,
  { error, retryAt }: { error: string; retryAt: Date },
): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({
      lease_until: null,
      last_error: error.slice(0, 500),
      next_attempt_at: retryAt.toISOString(),
    })
    .where('id', '=', id)
    .where('delivery', '=', 'pending')
    .execute();
}
