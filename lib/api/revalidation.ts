import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CONTENT_TAG } from '@/lib/api/cache-policy';
import { LOCALES } from '@/lib/i18n/locale';

/** What the operator's admin may ask to refresh (POST /api/revalidate). */
export const revalidationSchema = z
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

export type RevalidationRequest = z.infer<typeof revalidationSchema>;

/**
 * Tags are marked stale, not dropped (Next's 'max' profile): the next visit gets the previous
 * copy and refreshes it in the background, the one after sees the edit. If the source is down
 * at that moment, the refresh fails and every page keeps its last good copy.
 */
const STALE = 'max';

/** Whether a request carries `Authorization: Bearer <secret>`, compared in constant time. */
export function hasBearer(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Refreshes after an edit:
 * - `tags` (`deceased:ID`, `figures:CATEGORY`, `genealogy:ID`, `qr:UUID`, or a read's name such
 *   as `homepage`, see lib/api/index.ts) marks that content, and every page that showed it in
 *   every language, stale;
 * - nothing at all marks the whole site stale (tag `content`);
 * - `paths` expires those pages in every language at once, and the reads they make (the next
 *   visit renders anew; with the source down it falls back to the last good copy).
 */
export function revalidateContent({ paths = [], tags = [] }: RevalidationRequest) {
  if (paths.length === 0 && tags.length === 0) {
    revalidateTag(CONTENT_TAG, STALE);
    return { revalidated: ['/'], tags: [CONTENT_TAG] };
  }
  for (const tag of tags) revalidateTag(tag, STALE);
  // Pages are cached under their internal, language-prefixed path.
  const revalidated = paths.flatMap((path) =>
    LOCALES.map((lang) => `/${lang}${path === '/' ? '' : path}`),
  );
  for (const path of revalidated) revalidatePath(path);
  return { revalidated, tags };
}
