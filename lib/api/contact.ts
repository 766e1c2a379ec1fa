// A visitor's message: stored here first, then in remote mode forwarded (spec §7 POST /v1/contact).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { contactOutbox } from '@/lib/contact/outbox';
import { getDb, withStore } from '@/lib/content/db';
import {
  insertContactMessage,
  requestIdUse,
  type RequestIdUse,
} from '@/lib/content/queries/contact';
import { env } from '@/lib/env';
import { countContactStored } from '@/lib/runtime/app-metrics.mjs';
import { noteMessageWrite } from './health';
import { operatorApi } from './mode';
import type { ContactMessage } from '@/lib/contract/types';

export function startContactOutbox() {
  const api = operatorApi();
  if (!api) return undefined;
  return contactOutbox(getDb, api.deliverContact, env.API_TIMEOUT_MS + 10_000);
}

export async function contactRequestIdUse(
  message: ContactMessage,
  requestId: string,
): Promise<RequestIdUse> {
  return withStore((db) => requestIdUse(db, requestId, message));
}

/** The visitor is told it was sent only after this; under a used `requestId` nothing is stored. */
export async function storeContactMessage(
  message: ContactMessage,
  requestId?: string,
): Promise<RequestIdUse> {
  const forwarded = Boolean(operatorApi());
  let use: RequestIdUse;
  try {
    ({ use } = await withStore((db) =>
      insertContactMessage(db, message, {
        requestId: requestId ?? (forwarded ? randomUUID() : null),
        delivery: forwarded ? 'pending' : 'kept',
      }),
    ));
  } catch (error) {
    noteMessageWrite(false);
    throw error;
  }
  noteMessageWrite(true);
  if (use === 'unused') {
    countContactStored();
    startContactOutbox()?.kick();
  }
  return use;
}
