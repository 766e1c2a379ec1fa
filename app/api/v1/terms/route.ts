import { getTerms } from '@/lib/api';
import { handle } from '@/lib/api/http';

export function GET() {
  return handle(async () => Response.json({ success: true, terms: await getTerms('terms') }));
}
