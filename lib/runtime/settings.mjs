// Read when the server starts, never frozen into the build; lib/env.ts and next.config.ts use these.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const blankIsUnset = (value) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const httpUrl = (what) =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\/[^/]/i.test(v), {
        message: `must be an http:// or https:// URL (${what}), with its scheme`,
      })
      .pipe(z.url({ protocol: /^https?$/, message: `is not a valid URL (${what})` }))
      .refine((v) => !/[?#]/.test(v), { message: `must not carry a query or fragment (${what})` })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  );

const serviceUrl = (protocol, example) =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .pipe(z.url({ protocol, message: `must look like ${example}` }))
      .optional(),
  );

/** @param {number} min @param {number} max */
const wholeNumber = (min, max) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};
/** @param {number} min @param {number} max @param {number} fallback */
const whole = (min, max, fallback) =>
  z.preprocess(blankIsUnset, wholeNumber(min, max).default(fallback));
/** @param {number} min @param {number} max */
const optionalWhole = (min, max) => z.preprocess(blankIsUnset, wholeNumber(min, max).optional());

const schema = z.object({
  DATABASE_PATH: z.preprocess(blankIsUnset, z.string().trim().default('data/xatire.sqlite')),
  DATABASE_URL: serviceUrl(/^postgres(?:ql)?$/, 'postgres://user:password@host:5432/name'),
  DATABASE_POOL_MAX: whole(1, 200, 10),
  REDIS_URL: serviceUrl(/^rediss?$/, 'redis://host:6379'),
  SITE_URL: httpUrl('the public origin').default('http://localhost:3000'),
  API_URL: httpUrl('the base the /v1/... calls are appended to'),
  ADMIN_URL: httpUrl('the admin host: media files and /api/v1/genealogy/{id}'),
  MEDIA_URL: httpUrl('where media paths are appended, instead of ADMIN_URL'),
  API_TIMEOUT_MS: whole(100, 60_000, 5000),
  INDEX_WALK_MINUTES: whole(1, 10_080, 60),
  HERO_TYPE: z.preprocess(
    blankIsUnset,
    z.enum(['video', 'deceased'], { message: 'must be video or deceased' }).optional(),
  ),
  REVALIDATE_SECRET: z.preprocess(
    blankIsUnset,
    z
      .string()
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(16, {
            message:
              'must be at least 16 characters (or unset, which turns POST /api/revalidate off)',
          })
          .regex(/^[\x21-\x7e]*$/, {
            message:
              'must be printable ASCII without spaces (letters, digits, punctuation): it is sent as Authorization: Bearer <secret>',
          }),
      )
      .optional(),
  ),
  LAST_GOOD_MB: whole(1, 4096, 32),
  CACHE_MEMORY_MB: whole(1, 65_536, 128),
  IMAGE_CACHE_MB: whole(1, 1_048_576, 512),
  CONTACT_RATE_LIMIT: whole(1, 1000, 5),
  CONTACT_SITE_LIMIT: whole(1, 100_000, 60),
  METRICS_PORT: optionalWhole(1, 65_535),
  CDN_IGNORES_VARY: z.preprocess(
    blankIsUnset,
    z.enum(['0', '1'], { message: 'must be 1 or 0' }).optional(),
  ),
  TRUSTED_PROXY_HOPS: whole(0, 10, 0),
  CLIENT_CONNECTIONS: whole(1, 100_000, 128),
  ARCHIVE_MAX_MB: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ message: 'must be a number of megabytes from 0.1 to 2048' })
      .min(0.1, { message: 'must be a number of megabytes from 0.1 to 2048' })
      .max(2048, { message: 'must be a number of megabytes from 0.1 to 2048' })
      .default(200),
  ),
  SERVICE_WORKER: z.preprocess(
    blankIsUnset,
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  CDN_MAX_AGE_SECONDS: optionalWhole(1, 300),
  PORT: whole(1, 65_535, 3000),
  BENCH_FLOOR: z.preprocess(
    blankIsUnset,
    z.enum(['0', '1'], { message: 'must be 1 or 0' }).optional(),
  ),
});

/**
 * Where the build is: NEXT_DIST_DIR (the browser tests build apart), else .next.
 * @param {Record<string, string | undefined>} [source]
 */
export const buildDir = (source = process.env) =>
  blankIsUnset(source.NEXT_DIST_DIR)?.trim() ?? '.next';

/** @param {Record<string, string | undefined>} [source] */
export function readSettings(source = process.env) {
  const result = schema.safeParse(source);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
  // On the raw values, so it is named beside any other bad setting.
  if (blankIsUnset(source.API_URL) !== undefined && blankIsUnset(source.ADMIN_URL) === undefined) {
    lines.push(
      '  ADMIN_URL must be set when API_URL is: the genealogy collections (/api/v1/genealogy/{id}) and the media live on the admin host',
    );
  }
  if (result.success && result.data.METRICS_PORT === result.data.PORT) {
    lines.push('  METRICS_PORT must differ from PORT: metrics are never served on the public port');
  }
  if (!result.success || lines.length > 0) {
    throw new Error(`Invalid settings, the server cannot start:\n${lines.join('\n')}`);
  }
  const s = result.data;
  return {
    ...s,
    DATABASE_PATH: path.resolve(/* turbopackIgnore: true */ process.cwd(), s.DATABASE_PATH),
    BENCH_FLOOR: s.BENCH_FLOOR === '1',
    CDN_IGNORES_VARY: s.CDN_IGNORES_VARY === '1',
    MEDIA_BASE: s.MEDIA_URL ?? s.ADMIN_URL ?? '/media',
  };
}

/** @typedef {ReturnType<typeof readSettings>} Settings */

/** @param {{ MEDIA_BASE: string }} settings */
export function mediaOrigin(settings) {
  return /^https?:\/\//.test(settings.MEDIA_BASE) ? new URL(settings.MEDIA_BASE).origin : '';
}

/** @param {Settings} settings */
export function renderFingerprint(settings) {
  const parts = [
    settings.API_URL,
    settings.ADMIN_URL,
    settings.MEDIA_BASE,
    settings.SITE_URL,
    settings.HERO_TYPE,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12);
}
