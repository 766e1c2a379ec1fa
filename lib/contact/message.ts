import { createHash } from 'node:crypto';
import { domainToASCII, domainToUnicode } from 'node:url';
import { z } from 'zod';
import type { ContactMessage } from '@/lib/contract/types';
import { HONEYPOT_FIELD } from '@/lib/contact/honeypot';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/lib/contact/patterns';
import { CONTROL, filledText } from '@/lib/text-controls';

export { CONTACT_BODY_LIMIT } from '@/lib/site.mjs';

export const CONTACT_LIMITS = { firstName: 120, phone: 40, email: 254, message: 5000 } as const;

export type ContactField = keyof typeof CONTACT_LIMITS | 'consent';

export { HONEYPOT_FIELD };

const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`, 'v');

const mailableDomain = (address: string) => {
  const ascii = domainToASCII(address.slice(address.lastIndexOf('@') + 1)); // as a mail server reads it
  return ascii !== '' && ascii.length <= 253 && ascii.split('.').every((l) => l.length <= 63);
};

const text = (max: number, { singleLine }: { singleLine: boolean }) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    // Stored exactly as sent or refused: a lone surrogate would be stored as U+FFFD.
    .refine((v) => v.isWellFormed(), 'must be valid Unicode text')
    .refine((v) => !CONTROL.test(v), 'must not contain control characters')
    .transform(filledText)
    .transform((v) => (singleLine ? v.replace(/[\u2028\u2029]/g, ' ') : v)) // as a field drops CR and LF
    .pipe(
      z
        .string()
        .min(1, 'is required')
        .refine((v) => v.length <= max, `must be at most ${max} characters`) // as maxlength counts
        .refine((v) => !singleLine || !/[\r\n\t]/.test(v), 'must be a single line'),
    );

// Spec §3 fields plus consent; unknown fields are ignored, consent is checked but not stored.
export const contactMessageSchema = z.object({
  firstName: text(CONTACT_LIMITS.firstName, { singleLine: true }),
  phone: text(CONTACT_LIMITS.phone, { singleLine: true }).refine(
    (v) => PHONE.test(v),
    'must have at least 5 digits, and only digits, spaces and + ( ) - .',
  ),
  email: text(CONTACT_LIMITS.email, { singleLine: true })
    .pipe(z.email({ pattern: EMAIL, error: 'is not an e-mail address' }))
    .refine(mailableDomain, 'is not an e-mail address')
    .transform((v) =>
      v.replace(/@(.*)$/, (_, domain: string) => `@${domainToUnicode(domain) || domain}`),
    ),
  message: text(CONTACT_LIMITS.message, { singleLine: false }),
  consent: z.literal(true, { error: 'must be accepted (true)' }),
});

export type ContactParseResult =
  | { ok: true; message: ContactMessage }
  | { ok: false; error: string; errors: Partial<Record<ContactField, string>> };

export function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export function parseContactMessage(body: unknown): ContactParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object', errors: {} };
  }
  const result = contactMessageSchema.safeParse(body);
  if (result.success) {
    const { firstName, phone, email, message } = result.data;
    return { ok: true, message: { firstName, phone, email, message } };
  }
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  const error = Object.entries(errors)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ');
  return { ok: false, error, errors };
}

/** Tells the same message sent again from another one sent under the same Idempotency-Key. */
export function contactMessageHash({ firstName, phone, email, message }: ContactMessage): string {
  return createHash('sha256')
    .update(JSON.stringify([firstName, phone, email, message]))
    .digest('hex');
}
