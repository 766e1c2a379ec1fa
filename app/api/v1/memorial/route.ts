import { readMemorial } from '@/lib/api/contract';
import { dataResponse, handle } from '@/lib/api/http';

export function GET() {
  return handle(async () => dataResponse(await readMemorial()));
}
