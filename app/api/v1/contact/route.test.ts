/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely here */
/**
 * POST /api/v1/contact over a real, freshly seeded SQLite file: every bad input is answered with
 * a clear error and stores nothing; an accepted message is stored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_LIMITS } from '@/lib/contact/message';
import { PEER_ADDRESS_HEADER, markServedByXatireServer } from '@/lib/runtime/client-address.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-contact-'));
process.env.DATABASE_PATH = path.join(dir, 'content.sqlite');

const valid = {
  firstName: 'Leyla Həsənova',
  phone: '+994 (55) 111-22-33',
  email: 'leyla@example.az',
  message: 'Salam! Atamın xatirə səhifəsi ilə bağlı yazıram.',
  consent: true,
};

// As under server/main.mjs, which puts the client address it worked out in this header.
markServedByXatireServer();

let client = 0;
/** A new client address per request unless given, so the rate limit only bites where tested. */
async function post(
  body: unknown,
  {
    type = 'application/json',
    ip,
    headers = {},
  }: { type?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const { POST } = await import('./route');
  const res = await POST(
    new Request('http://localhost/api/v1/contact', {
      method: 'POST',
      headers: {
        'content-type': type,
        [PEER_ADDRESS_HEADER]: ip ?? `203.0.113.${++client}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, any>,
  };
}

async function storedCount(): Promise<number> {
  const { getDb } = await import('@/lib/content/db');
  const row = await (
    await getDb()
  )
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

afterAll(async () => {
  const { getDb } = await import('@/lib/content/db');
  await (await getDb()).destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an accepted message', () => {
  it('is stored, trimmed, before the 201 answer; unknown fields are ignored', async () => {
    const before = await storedCount();
    const res = await post({ ...valid, firstName: '  Leyla Həsənova  ', role: 'admin', id: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Message received' });
    expect(await storedCount()).toBe(before + 1);
    const { getDb } = await import('@/lib/content/db');
    const row = await (
      await getDb()
    )
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Leyla Həsənova',
      phone: valid.phone,
      email: valid.email,
      message: valid.message,
    });
  });

  it('may use the longest allowed name and message', async () => {
    const res = await post({ ...valid, firstName: 'Ə'.repeat(120), message: 'x'.repeat(5000) });
    expect(res.status).toBe(201);
  });
});

describe('bad input is answered with a clear error and nothing is stored', () => {
  const without = (...keys: (keyof typeof valid)[]) =>
    Object.fromEntries(
      Object.entries(valid).filter(([k]) => !keys.includes(k as keyof typeof valid)),
    );
  const noConsent = without('consent');
  const noMessage = without('message');
  const noNameNoEmail = without('firstName', 'email');

  it.each<[string, unknown, Record<string, RegExp>]>([
    ['a missing message', noMessage, { message: /is required/ }],
    [
      'a missing name and e-mail',
      noNameNoEmail,
      { firstName: /is required/, email: /is required/ },
    ],
    ['a blank name', { ...valid, firstName: '   ' }, { firstName: /is required/ }],
    ['a blank phone', { ...valid, phone: '\t ' }, { phone: /is required/ }],
    ['a blank message', { ...valid, message: ' \n ' }, { message: /is required/ }],
    ['an empty e-mail', { ...valid, email: '' }, { email: /is required/ }],
    [
      'a too long name',
      { ...valid, firstName: 'a'.repeat(121) },
      { firstName: /at most 120 characters/ },
    ],
    [
      'a too long message',
      { ...valid, message: 'a'.repeat(5001) },
      { message: /at most 5000 characters/ },
    ],
    ['a too long phone', { ...valid, phone: '1'.repeat(41) }, { phone: /at most 40 characters/ }],
    [
      'a too long e-mail',
      { ...valid, email: `${'a'.repeat(250)}@x.az` },
      { email: /at most 254 characters/ },
    ],
    ['a malformed e-mail', { ...valid, email: 'leyla@' }, { email: /not an e-mail address/ }],
    [
      'letters in the phone',
      { ...valid, phone: '+994 55 ABC' },
      { phone: /only digits, spaces and \+ \( \) -/ },
    ],
    ['a phone without enough digits', { ...valid, phone: '+()-' }, { phone: /at least 5 digits/ }],
    [
      'a line break in the name',
      { ...valid, firstName: 'Leyla\r\nBcc: x@y.z' },
      { firstName: /single line/ },
    ],
    ['a number as the name', { ...valid, firstName: 42 }, { firstName: /must be text/ }],
    ['an array as the message', { ...valid, message: ['a'] }, { message: /must be text/ }],
    ['null as the e-mail', { ...valid, email: null }, { email: /must be text/ }],
    ['an object as the phone', { ...valid, phone: { n: 1 } }, { phone: /must be text/ }],
    ['a missing consent', noConsent, { consent: /must be accepted/ }],
    ['consent false', { ...valid, consent: false }, { consent: /must be accepted/ }],
    ['consent as a string', { ...valid, consent: 'true' }, { consent: /must be accepted/ }],
  ])('%s: 400 with a per-field error', async (_name, body, fields) => {
    const before = await storedCount();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual(Object.keys(fields).sort());
    for (const [field, pattern] of Object.entries(fields)) {
      expect(res.body.errors[field]).toMatch(pattern);
      expect(res.body.message).toContain(field);
    }
    expect(await storedCount()).toBe(before);
  });

  it.each<[string, string, number, RegExp, string | undefined]>([
    ['malformed JSON', '{"firstName": "Leyla",', 400, /not valid JSON/, undefined],
    ['an empty body', '', 400, /not valid JSON/, undefined],
    ['a JSON array', JSON.stringify([valid]), 400, /must be a JSON object/, undefined],
    ['a JSON string', JSON.stringify('hello'), 400, /must be a JSON object/, undefined],
    ['JSON null', 'null', 400, /must be a JSON object/, undefined],
    ['plain text', JSON.stringify(valid), 415, /as JSON/, 'text/plain'],
    [
      'JSON declared in Latin-1',
      JSON.stringify(valid),
      415,
      /in UTF-8/,
      'application/json; charset=iso-8859-1',
    ],
    [
      'JSON declared in UTF-16',
      JSON.stringify(valid),
      415,
      /in UTF-8/,
      'application/json;charset="utf-16"',
    ],
    [
      'a lone surrogate',
      JSON.stringify({ ...valid, message: 'A\ud800B' }),
      400,
      /message must be valid Unicode/,
      undefined,
    ],
    [
      'an escape character',
      JSON.stringify({ ...valid, message: 'Salam \u001b[31m' }),
      400,
      /message must not contain control/,
      undefined,
    ],
    [
      'a bell in the name',
      JSON.stringify({ ...valid, firstName: 'Leyla\u0007' }),
      400,
      /firstName must not contain control/,
      undefined,
    ],
    [
      'a NUL in the email',
      JSON.stringify({ ...valid, email: 'a\u0000@example.az' }),
      400,
      /email must not contain control/,
      undefined,
    ],
    [
      'a C1 control',
      JSON.stringify({ ...valid, message: 'Salam\u0085' }),
      400,
      /message must not contain control/,
      undefined,
    ],
    [
      'an oversized body',
      JSON.stringify({ ...valid, message: 'x'.repeat(40_000) }),
      413,
      /too large/,
      undefined,
    ],
    [
      'an oversized body of multi-byte text',
      JSON.stringify({ ...valid, pad: 'ə'.repeat(17_000) }),
      413,
      /too large/,
      undefined,
    ],
  ])('%s: %i', async (_name, body, status, message, type) => {
    const before = await storedCount();
    const res = await post(body, { type });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a declared content-length over 32 KB before reading the body', async () => {
    const before = await storedCount();
    const res = await post(valid, { headers: { 'content-length': String(64 * 1024) } });
    expect(res.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('refuses bytes that are not UTF-8 (they would be stored as U+FFFD)', async () => {
    const before = await storedCount();
    const json = Buffer.from(JSON.stringify({ ...valid, message: 'Salam XX' }));
    const at = json.indexOf('XX');
    json[at] = 0xc3;
    json[at + 1] = 0x28;
    const { POST } = await import('./route');
    const res = await POST(
      new Request('http://localhost/api/v1/contact', {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          [PEER_ADDRESS_HEADER]: '203.0.113.250',
        },
        body: json,
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/not valid UTF-8/);
    expect(await storedCount()).toBe(before);
  });

  it('stores a message sent twice under one Idempotency-Key once, and answers 201 both times', async () => {
    const before = await storedCount();
    const key = 'c7d1e0a2-3b4f-4a5e-9d8c-7b6a5f4e3d2c';
    const headers = { 'idempotency-key': key };
    const body = { ...valid, email: 'twice@example.az' };
    expect((await post(body, { headers })).status).toBe(201);
    expect((await post(body, { headers })).status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(201);
    expect(await storedCount()).toBe(before + 3);
  });

  it('answers the same message sent again under its key as the first time, spending no rate-limit point', async () => {
    const before = await storedCount();
    const ip = '198.51.100.60';
    const headers = { 'idempotency-key': 'replayed-key-0123456789' };
    const body = { ...valid, email: 'replayed@example.az' };
    for (let i = 0; i < 8; i++) {
      const res = await post({ ...body, firstName: ` ${body.firstName} ` }, { ip, headers });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: 'Message received' });
    }
    expect(await storedCount()).toBe(before + 1);
    // The client has 4 of its 5 messages left.
    for (let i = 0; i < 4; i++) expect((await post(valid, { ip })).status).toBe(201);
    expect((await post(valid, { ip })).status).toBe(429);
  });

  it.each<[string, Partial<typeof valid>]>([
    ['another message', { message: 'Başqa mesaj' }],
    ['another e-mail', { email: 'someone-else@example.az' }],
    ['another name', { firstName: 'Leyla H.' }],
    ['another phone', { phone: '+994 55 111 22 34' }],
  ])('refuses %s under a used Idempotency-Key with 422 and stores nothing', async (_n, change) => {
    const headers = { 'idempotency-key': `used-key-${Object.keys(change)[0]}-0123456789` };
    expect((await post(valid, { headers })).status).toBe(201);
    const before = await storedCount();
    const res = await post({ ...valid, ...change }, { headers });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different message',
    });
    expect(await storedCount()).toBe(before);
    // The first message under it is still answered as before.
    expect((await post(valid, { headers })).status).toBe(201);
    expect(await storedCount()).toBe(before);
  });

  it.each(['short', 'has spaces in it, sixteen+', 'x'.repeat(129), 'ünicode-key-1234567'])(
    'refuses the Idempotency-Key %j with 400 and stores nothing',
    async (key) => {
      const before = await storedCount();
      const res = await post(valid, { headers: { 'idempotency-key': key } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
      expect(await storedCount()).toBe(before);
    },
  );

  it('keeps line breaks and tabs in the message exactly', async () => {
    const message = 'Salam,\r\n\tilk sətir\nikinci sətir';
    const res = await post({ ...valid, email: 'lines@example.az', message });
    expect(res.status).toBe(201);
    const { getDb } = await import('@/lib/content/db');
    const row = await (
      await getDb()
    )
      .selectFrom('contact_messages')
      .select('message')
      .where('email', '=', 'lines@example.az')
      .executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
  });

  it('refuses a missing content type', async () => {
    const { POST } = await import('./route');
    const res = await POST(
      new Request('http://localhost/api/v1/contact', {
        method: 'POST',
        body: new Blob([JSON.stringify(valid)]),
      }),
    );
    expect(res.status).toBe(415);
  });
});

describe('rate limit', () => {
  it('accepts 5 messages a minute from one client, answers the 6th with 429 and stores it not', async () => {
    // X-Forwarded-For is the client's own word: it does not make a new client.
    for (let i = 0; i < 5; i++) {
      const res = await post(valid, {
        ip: '198.51.100.7',
        headers: { 'x-forwarded-for': `198.18.0.${i}` },
      });
      expect(res.status).toBe(201);
    }
    const before = await storedCount();
    const res = await post(valid, { ip: '198.51.100.7' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many messages/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
    // Another client is not affected.
    expect((await post(valid, { ip: '198.51.100.8' })).status).toBe(201);
  });
});

describe('IPv6 clients', () => {
  it('are counted by their /64: 5 messages from one, then 429 for any address in it', async () => {
    const before = await storedCount();
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      statuses.push((await post(valid, { ip: `2001:db8:77:2::${i.toString(16)}` })).status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect(await storedCount()).toBe(before + 5);
    expect((await post(valid, { ip: '2001:DB8:77:2:ffff::1' })).status).toBe(429);
    // The next /64 is another subscriber.
    expect((await post(valid, { ip: '2001:db8:77:3::1' })).status).toBe(201);
  });

  it('an IPv4-mapped address is the IPv4 client', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, { ip: '192.0.2.44' })).status).toBe(201);
    expect((await post(valid, { ip: '::ffff:192.0.2.44' })).status).toBe(429);
  });
});

describe('bidi control characters', () => {
  it('are stripped from every field before the message is stored', async () => {
    const email = 'bidi@example.az';
    const res = await post({
      firstName: '\u202ELeyla\u202C \u2066Həsənova\u2069',
      phone: '\u200E+994 55 111 22 33\u200F',
      email: `\u061C${email}`,
      message: 'Fayl: txt.exe\u202Egpj.\u202C',
      consent: true,
    });
    expect(res.status).toBe(201);
    const { getDb } = await import('@/lib/content/db');
    const rows = await (
      await getDb()
    )
      .selectFrom('contact_messages')
      .select(['first_name', 'phone', 'email', 'message'])
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([
      {
        first_name: 'Leyla Həsənova',
        phone: '+994 55 111 22 33',
        email,
        message: 'Fayl: txt.exegpj.',
      },
    ]);
  });
});

describe('the honeypot field', () => {
  it.each<[string, unknown]>([
    ['a filled-in website', 'https://spam.example'],
    ['a number', 1],
  ])('%s: the same 201 answer as a real message, and nothing stored', async (_name, website) => {
    const before = await storedCount();
    const res = await post({ ...valid, email: 'bot@example.az', website });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Message received' });
    expect(await storedCount()).toBe(before);
  });

  it('an empty honeypot is a person: the message is stored', async () => {
    const before = await storedCount();
    expect((await post({ ...valid, website: '' })).status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it('a bot that filled it is not told about invalid fields either', async () => {
    const before = await storedCount();
    const res = await post({ website: 'x', firstName: 'spam' });
    expect(res.status).toBe(201);
    expect(await storedCount()).toBe(before);
  });
});

describe('same-origin check', () => {
  it.each<[string, Record<string, string>]>([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('%s: 403 with a JSON message, nothing stored', async (_name, headers) => {
    const before = await storedCount();
    const res = await post(valid, { headers });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: expect.stringMatching(/only from the site/),
    });
    expect(await storedCount()).toBe(before);
  });

  it('is checked before anything else: a foreign honeypot message is refused too', async () => {
    const res = await post(
      { ...valid, website: 'x' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
  });

  it.each<[string, Record<string, string>]>([
    ['the site itself', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }],
    ['the public SITE_URL', { origin: 'http://localhost:3000' }],
    ['no Origin at all (curl, a server)', {}],
  ])('%s: accepted and stored', async (_name, headers) => {
    const before = await storedCount();
    expect((await post(valid, { headers })).status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });
});

describe('the form posted by a browser running no script', () => {
  async function postForm(
    fields: Record<string, string> | string,
    headers: Record<string, string> = {},
  ) {
    const { POST } = await import('./route');
    return POST(
      new Request('http://localhost/api/v1/contact', {
        method: 'POST',
        // An empty value leaves the header out.
        headers: Object.entries({
          'content-type': 'application/x-www-form-urlencoded',
          [PEER_ADDRESS_HEADER]: `203.0.113.${++client}`,
          'sec-fetch-site': 'same-origin',
          ...headers,
        }).filter(([, value]) => value !== ''),
        body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
      }),
    );
  }
  const form = { ...valid, consent: 'on', lang: 'en', website: '' };

  it('stores the message and sends the visitor to a page, nothing typed in its address', async () => {
    const before = await storedCount();
    const res = await postForm({
      ...form,
      phone: '050.123.45.67',
      email: 'ivan@xn--80a1acny.xn--p1ai',
      message: 'Salam!\r\nİkinci sətir.',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/contact/sent');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await storedCount()).toBe(before + 1);
    const { getDb } = await import('@/lib/content/db');
    const row = await (
      await getDb()
    )
      .selectFrom('contact_messages')
      .select(['message', 'phone'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ message: 'Salam!\nİkinci sətir.', phone: '050.123.45.67' });
  });

  it('refuses what the JSON call refuses, in the language of the form (az without one)', async () => {
    const before = await storedCount();
    const noConsent = Object.fromEntries(Object.entries(form).filter(([k]) => k !== 'consent'));
    expect((await postForm(noConsent)).headers.get('location')).toBe('/en/contact/refused');
    const az = await postForm({ ...form, lang: 'xx', email: 'not an address' });
    expect(az.status).toBe(303);
    expect(az.headers.get('location')).toBe('/contact/refused');
    expect(await storedCount()).toBe(before);
  });

  it('stores the same message posted twice once (no key in a shared page: one is made)', async () => {
    const before = await storedCount();
    const twice = { ...form, message: `Twice ${Date.now()}` };
    const ip = { [PEER_ADDRESS_HEADER]: '203.0.113.250' };
    expect((await postForm(twice, ip)).headers.get('location')).toBe('/en/contact/sent');
    expect((await postForm(twice, ip)).headers.get('location')).toBe('/en/contact/sent');
    expect(await storedCount()).toBe(before + 1);
  });

  it('stores it once when the second post falls just past a ten-minute turn', async () => {
    const before = await storedCount();
    const twice = { ...form, message: `Across the turn ${Date.now()}` };
    const ip = { [PEER_ADDRESS_HEADER]: '203.0.113.251' };
    const turnEnd = Math.ceil(Date.now() / 600_000) * 600_000;
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(turnEnd - 1_000);
      expect((await postForm(twice, ip)).headers.get('location')).toBe('/en/contact/sent');
      now.mockReturnValue(turnEnd + 1_000);
      expect((await postForm(twice, ip)).headers.get('location')).toBe('/en/contact/sent');
    } finally {
      now.mockRestore();
    }
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses a field not in UTF-8 rather than storing U+FFFD', async () => {
    const before = await storedCount();
    const body = `${new URLSearchParams({ ...form, message: 'x' })}`.replace(
      'message=x',
      'message=hi%FF',
    );
    expect((await postForm(body)).headers.get('location')).toBe('/contact/refused');
    expect(await storedCount()).toBe(before);
  });

  it('takes a long message in a script of three bytes a letter, over 32 KB percent-encoded', async () => {
    const message = 'ა'.repeat(CONTACT_LIMITS.message);
    expect(new URLSearchParams({ ...form, message }).toString().length).toBeGreaterThan(32 * 1024);
    expect((await postForm({ ...form, message })).headers.get('location')).toBe('/en/contact/sent');
  });

  it('wants the site named as where it comes from: Sec-Fetch-Site, Origin or Referer', async () => {
    const none = { 'sec-fetch-site': '' };
    const before = await storedCount();
    expect((await postForm({ ...form, message: 'no header' }, none)).status).toBe(403);
    const referred = { ...none, referer: 'http://localhost/en/contact' };
    const sent = await postForm({ ...form, message: 'referred' }, referred);
    expect(sent.headers.get('location')).toBe('/en/contact/sent');
    expect(await storedCount()).toBe(before + 1);
  });

  it('is refused from another site (a forged form), nothing stored', async () => {
    const before = await storedCount();
    const res = await postForm(form, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});
