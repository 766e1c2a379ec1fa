import 'server-only';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional();

const optionalServiceUrl = (protocol: RegExp) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol }).optional())
    .optional();

const schema = z.object({
  DATABASE_PATH: z.string().trim().min(1).default('data/xatire.sqlite'),
  DATABASE_URL: optionalServiceUrl(/^postgres(?:ql)?$/),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalServiceUrl(/^rediss?$/),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  API_URL: optionalUrl,
  MEDIA_URL: optionalUrl,
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  HERO_TYPE: z.enum(['video', 'deceased']).optional().catch(undefined),
  REVALIDATE_SECRET: z.string().trim().min(16).optional().catch(undefined),
  LAST_GOOD_MB: z.coerce.number().int().min(1).max(4096).default(32),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
});

function parseEnv() {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    DATABASE_PATH: path.resolve(/* turbopackIgnore: true */ process.cwd(), env.DATABASE_PATH),
    SITE_URL: env.SITE_URL.replace(/\/+$/, ''),
    API_URL: env.API_URL?.replace(/\/+$/, ''),
    MEDIA_URL: env.MEDIA_URL?.replace(/\/+$/, ''),
  };
}

export const env = parseEnv();
export const isRemote = env.API_URL !== undefined;
export const MEDIA_BASE = env.MEDIA_URL ?? '/media';
