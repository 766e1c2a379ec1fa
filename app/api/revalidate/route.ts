import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { jsonError } from '@/lib/api/http';
import { LOCALES } from '@/lib/api/types';
import { env } from '@/lib/env';

const bodySchema = z
  .object({
    paths: z
      .array(
        z
          .string()
          .regex(/^\/(?!\/)[\w\-/%.]*$/, 'paths start with one / and hold no odd characters'),
      )
      .max(100)
      .optional(),
  })
  .strict();

function authorized(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/revalidate, for the operator's admin after an edit: `{ paths: ['/category/martyrs/5'] }`
 * refreshes those pages in every language; an empty body refreshes the whole site.
 */
export async function POST(request: Request) {
  if (!env.REVALIDATE_SECRET) return jsonError(404, 'Revalidation is not configured');
  if (!authorized(request, env.REVALIDATE_SECRET)) return jsonError(401, 'Wrong or missing secret');
  const text = await request.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      return jsonError(400, 'The body is not valid JSON');
    }
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid body');
  const paths = parsed.data.paths;
  if (!paths || paths.length === 0) {
    revalidatePath('/', 'layout');
    return Response.json({ success: true, revalidated: ['/'] });
  }
  // Pages are cached under their internal, language-prefixed path.
  const revalidated = paths.flatMap((path) =>
    LOCALES.map((l) => `/${l}${path === '/' ? '' : path}`),
  );
  for (const path of revalidated) revalidatePath(path);
  return Response.json({ success: true, revalidated });
}
