// A badge's QR record, found in remote mode in the operator's whole list (spec §7 has no call for one).
import 'server-only';
import { MEDIA_BASE } from '@/lib/env';
import { findQrBadge, type QrList } from '@/lib/qr/badge';
import { uuidKey } from '@/lib/qr/uuid';
import { cachedRead, QR_LIST_REVALIDATE_SECONDS, TAGS } from './cache-policy';
import { contentSource, operatorApi } from './mode';
import { toQrCard } from './reshape';

/** The operator's whole QR list: kept briefly, never sent on. */
const getQrList = cachedRead(
  'qr-list',
  async (): Promise<QrList> => ({ records: await operatorApi()!.qrRecords(), readAt: Date.now() }),
  { revalidate: QR_LIST_REVALIDATE_SECONDS, asCopy: (list) => ({ ...list, readAt: null }) },
);

// Embedded mode's, per badge; never around the list's read, which Next would then never look up.
const getStoredQrRecord = cachedRead(
  'qr-record',
  (uuid: string) => contentSource().getQrRecord(uuid),
  { tags: (uuid) => [TAGS.qr(uuid)] },
);

async function getQrRecordByKey(uuid: string) {
  const api = operatorApi();
  if (!api) return getStoredQrRecord(uuid);
  return findQrBadge(await getQrList(), uuid, {
    now: Date.now(),
    freshMs: QR_LIST_REVALIDATE_SECONDS * 1000,
    readList: api.qrRecords,
  });
}

export const spec = {
  getQrRecord: (uuid: string) => getQrRecordByKey(uuidKey(uuid)),
};

export const getQrRecord = async (uuid: string) => {
  const record = await spec.getQrRecord(uuid);
  return record && toQrCard(record, MEDIA_BASE);
};
