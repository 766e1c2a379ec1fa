import 'server-only';
import { createHash } from 'node:crypto';
import { contactRequestIdUse, storeContactMessage } from '@/lib/api/contact';
import { handle, jsonError, tooManyRequests } from '@/lib/api/http';
import {
  CONTACT_BODY_LIMIT,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  honeypotFilled,
  parseContactMessage,
} from '@/lib/contact/message';
import { DEFAULT_LOCALE, isLocale, localizePath } from '@/lib/i18n/locale';
import { FORM_BODY_LIMIT } from '@/lib/site.mjs';
import { routes, type ContactOutcome } from '@/lib/routes';
import { env } from '@/lib/env';
import { createRateLimiter, type RateLimiter } from '@/lib/contact/rate-limit';
import { isSameOriginRequest } from '@/lib/contact/same-origin';
import { sharedRedis } from '@/lib/runtime/redis.mjs';
import { requestClientKey } from '@/lib/runtime/client-address.mjs';

let perClient: RateLimiter | undefined;
let wholeSite: RateLimiter | undefined;
// Made on first use: a build that imports this module opens no Redis connection.
const clientLimiter = () =>
  (perClient ??= createRateLimiter({
    limit: env.CONTACT_RATE_LIMIT,
    windowMs: 60_000,
    redis: sharedRedis() ?? undefined,
  }));
// Whoever sends them: clients each under their own limit (a botnet) still cannot fill the disk.
const siteLimiter = () =>
  (wholeSite ??= createRateLimiter({
    limit: env.CONTACT_SITE_LIMIT,
    windowMs: 60_000,
    redis: sharedRedis() ?? undefined,
    keyPrefix: 'xatire:contact-site',
  }));

// The form sends a fresh UUID with each message: nginx or the visitor sending it again stores it once.
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;

const utf8 = new TextDecoder('utf-8', { fatal: true });

// 'too-large' without reading the rest; 'not-utf8' rather than decoding to U+FFFD.
async function readCapped(
  request: Request,
  limit: number,
): Promise<string | 'too-large' | 'not-utf8'> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    return 'not-utf8';
  }
}

// A declared charset other than UTF-8 is refused, not guessed at.
function isJsonInUtf8(type: string): boolean {
  if (!/^application\/json\s*(?:;|$)/i.test(type)) return false;
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

const received = () =>
  Response.json({ success: true, message: 'Message received' }, { status: 201 });

const keyReused = () =>
  jsonError(422, 'This Idempotency-Key was already used for a different message');

export async function receiveContactMessage(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request, env.SITE_URL)) {
    return jsonError(403, 'Messages are accepted only from the site itself');
  }
  const requestId = request.headers.get('idempotency-key');
  if (requestId !== null && !IDEMPOTENCY_KEY.test(requestId)) {
    return jsonError(400, 'Idempotency-Key must be 16 to 128 letters, digits, - or _');
  }
  const type = request.headers.get('content-type') ?? '';
  if (!isJsonInUtf8(type)) return jsonError(415, 'Send the message as JSON in UTF-8');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > CONTACT_BODY_LIMIT) return jsonError(413, 'The message is too large');
  const text = await readCapped(request, CONTACT_BODY_LIMIT);
  if (text === 'too-large') return jsonError(413, 'The message is too large');
  if (text === 'not-utf8') return jsonError(400, 'The body is not valid UTF-8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonError(400, 'The body is not valid JSON');
  }
  return acceptContactBody(request, body, requestId);
}

async function acceptContactBody(
  request: Request,
  body: unknown,
  requestId: string | null,
  earlierId: string | null = null,
): Promise<Response> {
  // A bot filled the hidden field: it is told what a person would be, and nothing is kept.
  if (honeypotFilled(body)) return received();
  const parsed = parseContactMessage(body);
  if (!parsed.ok) {
    return Response.json(
      { success: false, message: parsed.error, errors: parsed.errors },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  // A message sent again under its key is answered as the first time, before any limit counts it.
  if (requestId !== null) {
    const use = await contactRequestIdUse(parsed.message, requestId);
    if (use === 'same-message') return received();
    if (use === 'other-message') return keyReused();
  }
  if (
    earlierId !== null &&
    (await contactRequestIdUse(parsed.message, earlierId)) === 'same-message'
  )
    return received();
  const client = await clientLimiter().take(requestClientKey(request.headers));
  if (!client.ok) {
    return tooManyRequests(client.retryAfterMs, 'Too many messages. Please try again in a minute.');
  }
  const site = await siteLimiter().take('site');
  if (!site.ok) {
    return tooManyRequests(
      site.retryAfterMs,
      'The site is receiving too many messages. Please try again in a minute.',
    );
  }
  if ((await storeContactMessage(parsed.message, requestId ?? undefined)) === 'other-message') {
    return keyReused();
  }
  return received();
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

export const isFormPost = (request: Request) =>
  FORM_TYPE.test(request.headers.get('content-type') ?? '');

/** A form body's fields, or null for one not in UTF-8 (URLSearchParams would store U+FFFD). */
function readForm(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    for (const pair of text.split('&')) {
      const at = pair.indexOf('=');
      const name = decode(at < 0 ? pair : pair.slice(0, at));
      if (pair !== '' && !fields.has(name))
        fields.set(name, at < 0 ? '' : decode(pair.slice(at + 1)));
    }
  } catch {
    return null;
  }
  return fields;
}

// Any page can post a form here (the classic forged one): only the site's own, said outright.
function formFromThisSite(request: Request): boolean {
  const headers = new Headers(request.headers);
  const referer = URL.parse(headers.get('referer') ?? '');
  if (!headers.has('origin') && referer) headers.set('origin', referer.origin);
  if (!headers.has('origin') && !headers.has('sec-fetch-site')) return false;
  return isSameOriginRequest(new Request(request.url, { headers }), env.SITE_URL);
}

// No key in a page every visitor shares: one client's same message is stored once within ten
// minutes (a click, a resend; the turn's key or the one before), the same words later anew.
const SAME_FORM_MS = 10 * 60_000;
export const formRequestId = (client: string, body: object, now = Date.now()): string =>
  createHash('sha256')
    .update(JSON.stringify([client, body, Math.floor(now / SAME_FORM_MS)]))
    .digest('base64url');

export async function receiveContactForm(request: Request): Promise<Response> {
  let lang: string | undefined;
  const answer = await handle(async () => {
    if (!formFromThisSite(request)) {
      return jsonError(403, 'Messages are accepted only from the site itself');
    }
    const text = await readCapped(request, FORM_BODY_LIMIT);
    const form = text === 'too-large' || text === 'not-utf8' ? null : readForm(text);
    if (form === null) return jsonError(400, 'The form could not be read');
    lang = form.get('lang');
    const body = {
      ...Object.fromEntries(Object.keys(CONTACT_LIMITS).map((f) => [f, form.get(f)])),
      message: form.get('message')?.replace(/\r\n?/g, '\n'),
      consent: form.get('consent') === 'on',
      [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD),
    };
    const client = requestClientKey(request.headers);
    const now = Date.now();
    const [id, earlier] = [now, now - SAME_FORM_MS].map((at) => formRequestId(client, body, at));
    return acceptContactBody(request, body, id!, earlier!);
  });
  if (answer.status === 403) return answer;
  const outcome: ContactOutcome = answer.ok
    ? 'sent'
    : answer.status === 429 || answer.status >= 500
      ? 'unavailable'
      : 'refused';
  const location = localizePath(
    routes.contactOutcome(outcome),
    isLocale(lang) ? lang : DEFAULT_LOCALE,
  );
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
