import { z } from 'zod';
import type { ContactMessage } from '@/lib/api/types';

export const CONTACT_BODY_LIMIT = 32 * 1024;

const singleLine = (max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, 'is required')
        .max(max, `must be at most ${max} characters`)
        .refine((v) => !/[\r\n]/.test(v), 'must be a single line'),
    );

/** The contact form body (spec §3: firstName, phone, email, message); unknown fields are ignored. */
export const contactMessageSchema = z.object({
  firstName: singleLine(200),
  phone: singleLine(40).refine((v) => /^[+\d()\-\s.]{3,40}$/.test(v), 'is not a phone number'),
  email: singleLine(254).pipe(z.email('is not an e-mail address')),
  message: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, 'is required').max(5000, 'must be at most 5000 characters')),
});

export type ContactParseResult =
  | { ok: true; message: ContactMessage }
  | { ok: false; error: string };

export function parseContactMessage(body: unknown): ContactParseResult {
  const result = contactMessageSchema.safeParse(body);
  if (result.success) return { ok: true, message: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  return { ok: false, error: `${field} ${issue?.message ?? 'is invalid'}` };
}
