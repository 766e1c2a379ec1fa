// A visitor's message: stored in the site's own store first, in either mode; in remote mode the
// outbox then forwards it to the operator's API (spec §7 POST /v1/contact).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { contactOutbox } from '@/lib/contact/outbox';
import { getDb } from '@/lib/content/db';
import {
  insertContactMessage,
  requestIdUse,
  type RequestIdUse,
} from '@/lib/content/queries/contact';
import { env } from '@/lib/env';
import { countContactStored } from '@/server/metrics-hooks.mjs';
import { operatorApi } from './mode';
import type { ContactMessage } from './types';

/** Starts forwarding stored messages to the operator's API (remote mode only; once a process). */
export function startContactOutbox() {
  const api = operatorApi();
  if (!api) return undefined;
  return contactOutbox(getDb, api.deliverContact, env.API_TIMEOUT_MS + 10_000);
}

/** What the sender's Idempotency-Key was used for already. */
export async function contactRequestIdUse(
  message: ContactMessage,
  requestId: string,
): Promise<RequestIdUse> {
  return requestIdUse(await getDb(), requestId, message);
}

/**
 * Stores the message (the visitor is told it was sent only after this), under `requestId` or, in
 * remote mode, a key made for its forwarding. Under a `requestId` used before, nothing is stored:
 * the answer says for which message it was.
 */
export async function storeContactMessage(
  message: ContactMessage,
  requestId?: string,
): Promise<RequestIdUse> {
  const forwarded = Boolean(operatorApi());
  const { use } = await insertContactMessage(await getDb(), message, {
    requestId: requestId ?? (forwarded ? randomUUID() : null),
    delivery: forwarded ? 'pending' : 'kept',
  });
  if (use === 'unused') {
    countContactStored();
    startContactOutbox()?.kick();
  }
  return use;
}
