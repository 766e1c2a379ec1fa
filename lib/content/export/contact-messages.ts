import type { StoredContactMessage } from '../queries/contact';
import { toCsv } from '@/lib/contact/csv';

export const CONTACT_CSV_HEADER = [
  'id',
  'created_at',
  'name',
  'phone',
  'email',
  'message',
  'delivery',
  'attempts',
  'delivered_at',
  'last_error',
] as const;

export function contactMessagesCsv(messages: readonly StoredContactMessage[]): string {
  return toCsv([
    CONTACT_CSV_HEADER,
    ...messages.map((m) => [
      m.id,
      m.createdAt,
      m.firstName,
      m.phone,
      m.email,
      m.message,
      m.delivery,
      m.attempts,
      m.deliveredAt ?? '',
      m.lastError ?? '',
    ]),
  ]);
}
