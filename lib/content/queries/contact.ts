import type { ContactMessage } from '@/lib/api/types';
import type { ContentDb } from '../db';

export async function insertContactMessage(
  db: ContentDb,
  message: ContactMessage,
  now: Date = new Date(),
): Promise<number> {
  const { id } = await db
    .insertInto('contact_messages')
    .values({
      first_name: message.firstName,
      phone: message.phone,
      email: message.email,
      message: message.message,
      created_at: now.toISOString(),
    })
    .returning('id')
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
