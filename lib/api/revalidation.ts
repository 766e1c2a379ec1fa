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

// Marked stale, not dropped (Next's 'max' profile): the next visit gets the previous copy and
// refreshes it in the background; with the source down, pages keep their last good copy.
const STALE = 'max';

export function hasBearer(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Tags: `deceased:ID`, `figures:CATEGORY`, `genealogy:ID`, `qr:UUID` or a read's name (see
// lib/api/contract.ts); none at all marks the whole site stale. Paths expire in every language.
export function revalidateContent({ paths = [], tags = [] }: RevalidationRequest) {
  if (paths.length === 0 && tags.length === 0) {
    revalidateTag(CONTENT_TAG, STALE);
    return { revalidated: ['/'], tags: [CONTENT_TAG] };
  }
  for (const tag of tags) revalidateTag(tag, STALE);
  // A QR record comes from the operator's whole list: read the list again too.
  if (tags.some((tag) => tag.startsWith('qr:'))) revalidateTag('qr-list', { expire: 0 });
  // Pages are cached under their internal, language-prefixed path.
  const revalidated = paths.flatMap((path) =>
    LOCALES.map((lang) => `/${lang}${path === '/' ? '' : path}`),
  );
  for (const path of revalidated) revalidatePath(path);
  return { revalidated, tags };
}
