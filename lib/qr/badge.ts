// A badge's record in the operator's QR list (spec §7 has no call for one badge).
import type { QrRecord } from '@/lib/contract/types';
import { uuidKey } from './uuid';

export const findQrRecord = (records: QrRecord[], uuid: string): QrRecord | null =>
  records.find((r) => uuidKey(r.randomUUID) === uuidKey(uuid)) ?? null;

/** The operator's QR list as kept: `readAt` when the source gave it, null for a last good copy. */
export type QrList = { records: QrRecord[]; readAt: number | null };

/** Only a list the source gave within `freshMs` says a badge does not exist (a new one: once announced). */
export async function findQrBadge(
  list: QrList,
  uuid: string,
  { now, freshMs, readList }: { now: number; freshMs: number; readList: () => Promise<QrRecord[]> },
): Promise<QrRecord | null> {
  const found = findQrRecord(list.records, uuid);
  if (found || (list.readAt !== null && now - list.readAt < freshMs)) return found;
  return findQrRecord(await readList(), uuid);
}
