import { refreshIndexedRecords } from '@/lib/api/mode';
import { jsonError } from '@/lib/api/http';
import {
  refuseWithoutSecret,
  refuseWithoutSharedCache,
  revalidateContent,
  revalidationSchema,
} from '@/lib/api/revalidation';
import { env } from '@/lib/env';

export async function POST(request: Request) {
  if (!env.REVALIDATE_SECRET) return jsonError(404, 'Revalidation is not configured');
  const refused = await refuseWithoutSecret(request, env.REVALIDATE_SECRET);
  if (refused) return refused;
  const text = await request.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      return jsonError(400, 'The body is not valid JSON');
    }
  }
  const parsed = revalidationSchema.safeParse(json);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid body');
  const indexed = await refreshIndexedRecords(parsed.data.tags);
  const unsaid = await refuseWithoutSharedCache();
  if (unsaid) return unsaid;
  return Response.json({ success: true, ...revalidateContent(parsed.data), indexed });
}
