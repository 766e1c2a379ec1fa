import type { QrRecord } from '@/lib/contract/types';
import type { ContentDb } from '../db';
import { uuidKey } from '@/lib/qr/uuid';

// Deliberately no query lists QR records: they are personal data.
export async function getQrRecord(db: ContentDb, uuid: string): Promise<QrRecord | null> {
  const row = await db
    .selectFrom('qr_codes')
    .selectAll()
    .where('random_uuid', '=', uuidKey(uuid))
    .executeTakeFirst();
  if (!row) return null;
  return {
    randomUUID: row.random_uuid,
    photo: row.photo,
    name: row.name,
    birthday: row.birthday,
    qanqrupu: row.blood_group,
    number: row.number,
  };
}
