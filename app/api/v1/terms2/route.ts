import { readTerms } from '@/lib/api/contract';
import { handle } from '@/lib/api/http';

export function GET() {
  return handle(async () => Response.json({ success: true, terms: await readTerms('terms2') }));
}
