import type { ContactMessage } from '@/lib/contract/types';
import { contactMessageHash } from '@/lib/contact/message';
import { durably, type ContentDb } from '../db';
import type { ContactDelivery } from '../schema';

export type InsertOptions = {
  now?: Date;
  /** The sender's Idempotency-Key, or one made for the message: it keeps it on every attempt. */
  requestId?: string | null;
  delivery?: Extract<ContactDelivery, 'kept' | 'pending'>;
};

export type RequestIdUse = 'unused' | 'same-message' | 'other-message';

// A row stored before migration 005 has no hash: taken as the same message, as it was answered then.
const whatKeyHeld = (storedHash: string | null, message: ContactMessage): RequestIdUse =>
  storedHash === null || storedHash === contactMessageHash(message)
    ? 'same-message'
    : 'other-message';

async function storedUnder(db: ContentDb, requestId: string) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'request_hash'])
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function requestIdUse(
  db: ContentDb,
  requestId: string,
  message: ContactMessage,
): Promise<RequestIdUse> {
  const stored = await storedUnder(db, requestId);
  return stored ? whatKeyHeld(stored.request_hash, message) : 'unused';
}

/** Under a `requestId` used before, stores nothing and answers that row's id. */
export async function insertContactMessage(
  db: ContentDb,
  message: ContactMessage,
  { now = new Date(), requestId = null, delivery = 'kept' }: InsertOptions = {},
): Promise<{ id: number; use: RequestIdUse }> {
  const inserted = await durably(db, (held) =>
    held
      .insertInto('contact_messages')
      .values({
        first_name: message.firstName,
        phone: message.phone,
        email: message.email,
        message: message.message,
        created_at: now.toISOString(),
        request_id: requestId,
        request_hash: requestId === null ? null : contactMessageHash(message),
        delivery,
        next_attempt_at: delivery === 'pending' ? now.toISOString() : null,
      })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .returning('id')
      .executeTakeFirst(),
  );
  if (inserted) return { id: inserted.id, use: 'unused' };
  const stored = await storedUnder(db, requestId!);
  if (!stored) throw new Error('A contact message conflicted on its request id but none is stored');
  return { id: stored.id, use: whatKeyHeld(stored.request_hash, message) };
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

/** Leased: an instance that dies mid-attempt leaves them to the others once `leaseMs` runs out. */
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
