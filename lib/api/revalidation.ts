import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CONTENT_TAG, TAGS } from '@/lib/api/cache-policy';
import { jsonError, sourceUnavailable, tooManyRequests } from '@/lib/api/http';
import { createRateLimiter, type RateLimiter } from '@/lib/contact/rate-limit';
import { LOCALES } from '@/lib/i18n/locale';
import { isUuid, uuidKey } from '@/lib/qr/uuid';
import { routes } from '@/lib/routes';
import { redisCall, sharedRedis } from '@/lib/runtime/redis.mjs';
import { requestClientKey } from '@/lib/runtime/client-address.mjs';

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

// Stale, not dropped: the next visit gets the previous copy, which outlives a source that is down.
const STALE = 'max';

/** `Authorization: Bearer <secret>` exactly (the scheme in any case, RFC 6750); nothing else. */
function hasBearer(request: Request, secret: string): boolean {
  const given = Buffer.from(
    /^Bearer +(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '',
  );
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const WRONG_SECRET_LIMIT = 10;
export const WRONG_SECRET_WINDOW_MS = 15 * 60_000;

let wrongSecrets: RateLimiter | undefined;
const wrongSecretLimiter = () =>
  (wrongSecrets ??= createRateLimiter({
    limit: WRONG_SECRET_LIMIT,
    windowMs: WRONG_SECRET_WINDOW_MS,
    redis: sharedRedis() ?? undefined,
    keyPrefix: 'xatire:revalidate',
  }));

const throttled = (retryAfterMs: number) =>
  tooManyRequests(
    retryAfterMs,
    'Too many wrong secrets from this address. Please try again later.',
  );

/** Past WRONG_SECRET_LIMIT wrong secrets, even the right one is not looked at (429). */
export async function refuseWithoutSecret(
  request: Request,
  secret: string,
): Promise<Response | null> {
  const client = requestClientKey(request.headers);
  const limiter = wrongSecretLimiter();
  const standing = await limiter.check(client);
  if (!standing.ok) return throttled(standing.retryAfterMs);
  if (hasBearer(request, secret)) return null;
  const counted = await limiter.take(client);
  if (!counted.ok) return throttled(counted.retryAfterMs);
  const res = jsonError(401, 'Wrong or missing secret: send Authorization: Bearer <secret>');
  res.headers.set('www-authenticate', 'Bearer');
  return res;
}

/** With the cache in Redis, a purge it cannot take would be lost unsaid: refused, to be sent again. */
export async function refuseWithoutSharedCache(): Promise<Response | null> {
  const redis = sharedRedis();
  if (!redis) return null;
  try {
    await redisCall(redis, (client) => client.ping());
    return null;
  } catch {
    return sourceUnavailable(
      'The shared cache is not answering: nothing was revalidated. Send it again.',
    );
  }
}

const QR_PAGE = routes.qr('');

// Neither tags nor paths: the whole site is marked stale (docs/caching.md).
export function revalidateContent({ paths = [], tags = [] }: RevalidationRequest) {
  if (paths.length === 0 && tags.length === 0) {
    revalidateTag(CONTENT_TAG, STALE);
    return { revalidated: ['/'], tags: [CONTENT_TAG] };
  }
  const badgeTags = paths
    .map((path) => (path.startsWith(QR_PAGE) ? path.slice(QR_PAGE.length) : ''))
    .filter(isUuid)
    .map((uuid) => TAGS.qr(uuidKey(uuid)));
  const renewed = [...new Set([...tags, ...badgeTags])];
  for (const tag of renewed) revalidateTag(tag, STALE);
  // A QR record comes from the operator's whole list: read the list again too.
  if (renewed.some(TAGS.isQr)) revalidateTag('qr-list', { expire: 0 });
  // Pages are cached under their internal, language-prefixed path.
  const revalidated = paths.flatMap((path) =>
    LOCALES.map((lang) => `/${lang}${path === '/' ? '' : path}`),
  );
  for (const path of revalidated) revalidatePath(path);
  return { revalidated, tags: renewed };
}
