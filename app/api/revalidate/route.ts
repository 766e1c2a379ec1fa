import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CONTENT_TAG } from '@/lib/api/cache-policy';
import { jsonError } from '@/lib/api/http';
import { LOCALES } from '@/lib/i18n/locale';
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
    tags: z
      .array(
        z
          .string()
          .max(120)
          .regex(/^[a-z-]+(:[\w-]+)?$/, 'tags look like deceased:5, figures:martyrs or homepage'),
      )
      .max(100)
      .optional(),
  })
  .strict();

/**
 * Tags are marked stale, not dropped (Next's 'max' profile): the next visit gets the previous
 * copy and refreshes it in the background, the one after sees the edit. If the source is down
 * at that moment, the refresh fails and every page keeps its last good copy.
 */
const STALE = 'max';

function authorized(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/revalidate, for the operator's admin after an edit:
 * - `{ tags: ['deceased:5'] }` marks that content stale (lib/api/index.ts names the tags:
 *   `deceased:ID`, `figures:CATEGORY`, `genealogy:ID`, `qr:UUID`, and one per read such as
 *   `homepage` or `about`) and every page that showed it, in every language;
 * - an empty body marks the whole site stale (tag `content`);
 * - `{ paths: ['/category/martyrs/5'] }` expires those pages in every language at once, and the
 *   reads they make (the next visit renders anew; with the source down it falls back to this
 *   server's last good copy, or empty sections).
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
  const { paths = [], tags = [] } = parsed.data;
  if (paths.length === 0 && tags.length === 0) {
    revalidateTag(CONTENT_TAG, STALE);
    return Response.json({ success: true, revalidated: ['/'], tags: [CONTENT_TAG] });
  }
  for (const tag of tags) revalidateTag(tag, STALE);
  // Pages are cached under their internal, language-prefixed path.
  const revalidated = paths.flatMap((path) =>
    LOCALES.map((l) => `/${l}${path === '/' ? '' : path}`),
  );
  for (const path of revalidated) revalidatePath(path);
  return Response.json({ success: true, revalidated, tags });
}
