import { spec } from '@/lib/api/site-content';
import { handle } from '@/lib/api/http';

export function GET() {
  return handle(async () => Response.json({ success: true, terms: await spec.getTerms('terms2') }));
}
