/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely here */
/**
 * CONTACT_SITE_LIMIT: messages stored per minute for the whole site, however many clients send
 * them (a store of its own, the limit set before the settings are read).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PEER_ADDRESS_HEADER, markServedByXatireServer } from '@/lib/runtime/client-address.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-contact-site-'));
process.env.DATABASE_PATH = path.join(dir, 'content.sqlite');
process.env.CONTACT_SITE_LIMIT = '3';
markServedByXatireServer();

const valid = {
  firstName: 'Leyla Həsənova',
  phone: '+994 55 111 22 33',
  email: 'leyla@example.az',
  message: 'Salam',
  consent: true,
};

async function post(ip: string, headers: Record<string, string> = {}) {
  const { POST } = await import('./route');
  const res = await POST(
    new Request('http://localhost/api/v1/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: ip, ...headers },
      body: JSON.stringify(valid),
    }),
  );
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function storedCount(): Promise<number> {
  const { getDb } = await import('@/lib/content/db');
  const rows = await (await getDb()).selectFrom('contact_messages').select('id').execute();
  return rows.length;
}

afterAll(async () => {
  const { getDb } = await import('@/lib/content/db');
  await (await getDb()).destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('stores CONTACT_SITE_LIMIT messages a minute from every client together, then answers 429', async () => {
  const key = { 'idempotency-key': 'site-limit-key-0123456789' };
  expect((await post('203.0.113.1', key)).status).toBe(201);
  expect((await post('203.0.113.2')).status).toBe(201);
  expect((await post('2001:db8:1::1')).status).toBe(201);
  const refused = await post('203.0.113.4');
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/the site/i) });
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await storedCount()).toBe(3);
  // A message already stored is still answered as it was.
  expect((await post('203.0.113.1', key)).status).toBe(201);
  expect(await storedCount()).toBe(3);
});
