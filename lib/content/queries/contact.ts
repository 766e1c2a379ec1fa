import type { ContactMessage } from '@/lib/api/types';
import type { ContentDb } from '../db';

/** Stores the message and answers its id; sent again under the same `requestId`, the first one's. */
export async function insertContactMessage(
  db: ContentDb,
  message: ContactMessage,
  now: Date = new Date(),
  requestId: string | null = null,
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

export type StoredContactMessage = ContactMessage & { id: number; createdAt: string };

export async function listContactMessages(db: ContentDb): Promise<StoredContactMessage[]> {
  const rows = await db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    firstName: r.first_name,
    phone: r.phone,
    email: r.email,
    message: r.message,
  }));
}
