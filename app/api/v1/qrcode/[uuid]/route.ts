import { spec } from '@/lib/api/qr';
import { dataResponse, handle, jsonError } from '@/lib/api/http';
import { isUuidKey } from '@/lib/qr/uuid';

// QR records are personal data: one record by UUID, never a list.
export function GET(_request: Request, ctx: RouteContext<'/api/v1/qrcode/[uuid]'>) {
  return handle(async () => {
    const { uuid } = await ctx.params;
    if (!isUuidKey(uuid)) {
      return jsonError(400, 'uuid must be a UUID in lower case');
    }
    const record = await spec.getQrRecord(uuid);
    if (!record) return jsonError(404, 'No data found for this UUID');
    return dataResponse(record, {
      headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
    });
  });
}
