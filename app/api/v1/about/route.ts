import { spec } from '@/lib/api/site-content';
import { dataResponse, handle } from '@/lib/api/http';

export function GET() {
  return handle(async () => dataResponse(await spec.getAbout()));
}
