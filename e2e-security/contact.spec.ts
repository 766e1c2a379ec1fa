import Database from 'better-sqlite3';
import { expect, test } from '../e2e/fixtures';
import { startExtraServer, uniqueClientIp } from '../e2e/helpers';
import { expectClean, expectSecurityHeaders, raw, withE2eDatabase } from './helpers';

/**
 * The contact endpoint under hostile input (issue 8 part 3): each refused message leaves the
 * store as it was; the accepted ones are stored as the rules say.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A valid message with its own e-mail, to find it (or not) in the store afterwards. */
function message(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anar Əliyev',
    phone: '+994 50 222 33 44',
    email: `sec-${unique()}@example.az`,
    message: 'Salam',
    consent: true,
    ...overrides,
  };
}

/** Sends from a client address of its own, so the rate limit only bites where tested. */
function send(baseURL: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return raw(baseURL, '/api/v1/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': uniqueClientIp(),
      ...headers,
    },
    body,
  });
}

function storedWith(email: string) {
  return withE2eDatabase(
    (db) =>
      db
        .prepare(
          'SELECT first_name, phone, email, message, created_at FROM contact_messages WHERE email = ?',
        )
        .all(email) as {
        first_name: string;
        phone: string;
        email: string;
        message: string;
        created_at: string;
      }[],
  );
}

function total() {
  return withE2eDatabase(
    (db) => (db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n,
  );
}

const REFUSED: [
  label: string,
  body: () => Record<string, unknown> | string,
  status: number,
  headers?: Record<string, string>,
][] = [
  ['text/plain', () => message(), 415, { 'content-type': 'text/plain' }],
  ['multipart', () => message(), 415, { 'content-type': 'multipart/form-data; boundary=x' }],
  [
    'JSON-looking text/plain (the CSRF shape)',
    () => message(),
    415,
    { 'content-type': 'text/plain; application/json' },
  ],
  ['33 KB', () => message({ message: 'x'.repeat(33 * 1024) }), 413],
  ['33 KB of padding in an unknown field', () => message({ pad: 'ə'.repeat(17_000) }), 413],
  ['CR/LF in the name', () => message({ firstName: 'Anar\r\nBcc: victim@example.az' }), 400],
  [
    'LF in the e-mail',
    () => message({ email: `x-${unique()}@example.az\nBcc: v@example.az` }),
    400,
  ],
  ['CR in the phone', () => message({ phone: '+994 50 222 33 44\rX' }), 400],
  ['consent false', () => message({ consent: false }), 400],
  ['consent "true"', () => message({ consent: 'true' }), 400],
  ['consent 1', () => message({ consent: 1 }), 400],
  ['consent missing', () => message({ consent: undefined }), 400],
  ['an array as the name', () => message({ firstName: ['Anar', 'Əliyev'] }), 400],
  ['a number as the phone', () => message({ phone: 994502223344 }), 400],
  ['an object as the message', () => message({ message: { $gt: '' } }), 400],
  ['null as the e-mail', () => message({ email: null }), 400],
  ['a script as the e-mail', () => message({ email: '<script>alert(1)</script>@x.az' }), 400],
  ['only bidi controls as the name', () => message({ firstName: '\u202E\u2066\u200F' }), 400],
  ['a JSON array', () => JSON.stringify([message()]), 400],
  ['deeply nested JSON', () => `${'['.repeat(5000)}${']'.repeat(5000)}`, 400],
  ['malformed JSON', () => '{"firstName": "Anar",', 400],
  ['a foreign Origin', () => message(), 403, { origin: 'https://evil.example' }],
  ['Origin null (a sandboxed frame)', () => message(), 403, { origin: 'null' }],
  ['a look-alike Origin', () => message(), 403, { origin: 'http://localhost.evil.example' }],
  ['Sec-Fetch-Site cross-site', () => message(), 403, { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site same-site', () => message(), 403, { 'sec-fetch-site': 'same-site' }],
];

for (const [label, make, status, headers] of REFUSED) {
  test(`contact ${label}: ${status}, nothing stored`, async ({ baseURL }) => {
    const before = total();
    const body = make();
    const res = await send(
      baseURL!,
      typeof body === 'string' ? body : JSON.stringify(body),
      headers,
    );
    expectClean(res, label);
    expectSecurityHeaders(res.headers, label);
    expect(res.status, label).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, message: expect.any(String) });
    if (typeof body !== 'string' && typeof body.email === 'string')
      expect(storedWith(body.email)).toEqual([]);
    // Other tests send in parallel: no message of this one may be among theirs.
    expect(total()).toBeGreaterThanOrEqual(before);
  });
}

test('contact: a form posted with no script from another site, or from nowhere said, is refused', async ({
  baseURL,
}) => {
  const form = (over: Record<string, unknown>) =>
    new URLSearchParams({ ...message(), consent: 'on', ...over } as Record<string, string>);
  const type = { 'content-type': 'application/x-www-form-urlencoded' };
  const forged = form({});
  const res = await send(baseURL!, forged.toString(), { ...type, origin: 'https://evil.example' });
  expectClean(res, 'forged form');
  expect(res.status).toBe(403);
  expect(storedWith(forged.get('email')!)).toEqual([]);
  const bad = form({ firstName: 'Anar\r\nBcc: victim@example.az' });
  const refused = await send(baseURL!, bad.toString(), {
    ...type,
    'sec-fetch-site': 'same-origin',
  });
  expect(refused.status).toBe(303);
  expect(refused.headers.location).toBe('/contact/refused');
  expect(storedWith(bad.get('email')!)).toEqual([]);
  // Saying nothing of where it comes from (a browser that sends no Origin): refused too.
  const silent = form({});
  expect((await send(baseURL!, silent.toString(), type)).status).toBe(403);
  expect(storedWith(silent.get('email')!)).toEqual([]);
});

test('contact: a body larger than announced, sent in chunks, is cut off at 32 KB', async ({
  baseURL,
}) => {
  const body = JSON.stringify(message({ message: 'x'.repeat(40_000) }));
  const res = await raw(baseURL!, '/api/v1/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
      'x-forwarded-for': uniqueClientIp(),
    },
    body,
  });
  expectClean(res, 'chunked');
  expect(res.status).toBe(413);
});

test('contact: bidi controls are stripped before the message is stored', async ({ baseURL }) => {
  const email = `bidi-${unique()}@example.az`;
  const res = await send(
    baseURL!,
    JSON.stringify(
      message({
        firstName: '\u202EAnar\u202C \u2066Əliyev\u2069',
        phone: '\u200E+994 50 222 33 44\u200F',
        email: `\u061C${email}`,
        message: 'invoice\u202Efdp.exe\u202C',
      }),
    ),
  );
  expect(res.status).toBe(201);
  expect(storedWith(email)).toEqual([
    expect.objectContaining({
      first_name: 'Anar Əliyev',
      phone: '+994 50 222 33 44',
      email,
      message: 'invoicefdp.exe',
    }),
  ]);
});

test('contact: a filled honeypot is answered like a person, and nothing is stored', async ({
  baseURL,
}) => {
  const real = message();
  const bot = message({ website: 'https://spam.example' });
  const [person, spam] = [
    await send(baseURL!, JSON.stringify(real)),
    await send(baseURL!, JSON.stringify(bot)),
  ];
  expect(spam.status).toBe(person.status);
  expect(spam.body).toBe(person.body);
  expect(storedWith(bot.email as string)).toEqual([]);
  expect(storedWith(real.email as string)).toHaveLength(1);
});

test('contact: unknown fields are ignored, not stored or trusted', async ({ baseURL }) => {
  const email = `extra-${unique()}@example.az`;
  const res = await send(
    baseURL!,
    `{"firstName":"Anar","phone":"+994 50 222 33 44","email":"${email}","message":"Salam","consent":true,` +
      `"id":1,"created_at":"1970-01-01","role":"admin","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`,
  );
  expect(res.status).toBe(201);
  const [row] = storedWith(email);
  expect(row).toBeDefined();
  expect(row!.created_at).not.toBe('1970-01-01');
  // The server keeps answering normally afterwards (no polluted prototype broke it).
  expect((await raw(baseURL!, '/api/v1/homepage')).status).toBe(200);
});

test('contact: a message from the site itself (same Origin, Sec-Fetch-Site same-origin) is stored', async ({
  baseURL,
}) => {
  const body = message();
  const res = await send(baseURL!, JSON.stringify(body), {
    origin: new URL(baseURL!).origin,
    'sec-fetch-site': 'same-origin',
  });
  expect(res.status).toBe(201);
  expect(storedWith(body.email as string)).toHaveLength(1);
});

test('contact: other methods are refused cleanly', async ({ baseURL }) => {
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    const res = await raw(baseURL!, '/api/v1/contact', { method });
    expectClean(res, method);
    expect(res.status, method).toBe(405);
  }
});

test.describe(() => {
  // Chromium logs the refused cross-origin calls as errors: those refusals are under test.
  test.use({ allowConsoleErrors: true });
  test('contact: a page elsewhere cannot send a message through the visitor’s browser', async ({
    page,
    baseURL,
  }) => {
    const email = `csrf-${unique()}@example.az`;
    const target = `${baseURL}/api/v1/contact`;
    const body = JSON.stringify(message({ email }));
    await page.route('https://attacker.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><body><script>
        window.results = [];
        const body = ${JSON.stringify(body)};
        Promise.allSettled([
          fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', body, headers: { 'content-type': 'text/plain' } }),
          fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', body: new Blob([body], { type: 'application/json' }) }),
          fetch(${JSON.stringify(target)}, { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
        ]).then((r) => { window.results = r.map((x) => x.status); window.done = true; });
      </script>
      <form id="f" method="post" enctype="text/plain" action=${JSON.stringify(target)} target="sink">
        <input name='${body.slice(0, -1)},"x":"' value='"}'></form><iframe name="sink"></iframe></body>`,
      }),
    );
    await page.goto('https://attacker.example/');
    await page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true);
    await page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit());
    await page.waitForTimeout(500);
    expect(storedWith(email)).toEqual([]);
  });
});

test('contact form: the honeypot is out of sight and out of reach, and a bot filling it stores nothing', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  await page.goto('/en/contact');
  const trap = page.locator('form input[name="website"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).toHaveAttribute('type', 'text');
  expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
  // Clipped to a 1 px box by its wrapper.
  const wrapper = await trap.evaluate((el) => {
    const box = el.parentElement!.getBoundingClientRect();
    return {
      width: box.width,
      height: box.height,
      overflow: getComputedStyle(el.parentElement!).overflow,
    };
  });
  expect(wrapper).toEqual({ width: 1, height: 1, overflow: 'hidden' });
  // Not in the accessibility tree, so not among the form's labelled fields.
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);

  // Tabbing through the form never lands on it.
  await page.getByLabel('Your message').focus();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
    ).not.toBe('website');
  }

  // A bot fills every field it finds, the trap too.
  const email = `bot-${unique()}@example.az`;
  await page.getByLabel('Name and surname').fill('Spam Bot');
  await page.getByLabel('Phone', { exact: true }).fill('+994 50 000 00 00');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Your message').fill('Buy now');
  await trap.fill('https://spam.example', { force: true });
  await page.getByRole('checkbox').check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/contact')),
    page.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ website: 'https://spam.example' });
  await expect(page.getByRole('dialog', { name: 'Your message has been sent!' })).toBeVisible();
  expect(storedWith(email)).toEqual([]);
});

/** Messages stored whose e-mail starts with `prefix`. */
function storedLike(prefix: string) {
  return withE2eDatabase(
    (db) =>
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE ?')
          .get(`${prefix}%`) as { n: number }
      ).n,
  );
}

test('contact: an IPv6 client is counted by its /64, every address in it together', async ({
  baseURL,
}) => {
  // The 2001:db8:77:2::1..c, in a /64 of this run's own (a reused server remembers).
  const prefix = `2001:db8:77:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  const run = `v6-${unique()}-`;
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const res = await send(baseURL!, JSON.stringify(message({ email: `${run}${i}@example.az` })), {
      'x-forwarded-for': `${prefix}::${i.toString(16)}`,
    });
    expectClean(res, `message ${i}`);
    statuses.push(res.status);
    if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
  expect(storedLike(run)).toBe(5);
});

test('contact: the same message again under its Idempotency-Key is answered as the first time, stored once, and spends no limit', async ({
  baseURL,
}) => {
  const client = { 'x-forwarded-for': uniqueClientIp() };
  const key = { 'idempotency-key': `sec-${unique()}` };
  const first = message();
  const answers: string[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await send(baseURL!, JSON.stringify(first), { ...client, ...key });
    answers.push(`${res.status} ${res.body}`);
  }
  expect(new Set(answers)).toEqual(new Set(['201 {"success":true,"message":"Message received"}']));
  expect(storedWith(first.email as string)).toHaveLength(1);
  // Only the first counted: the client has 4 of its 5 messages left.
  for (let i = 0; i < 4; i++) {
    expect((await send(baseURL!, JSON.stringify(message()), client)).status).toBe(201);
  }
  expect((await send(baseURL!, JSON.stringify(message()), client)).status).toBe(429);
});

test('contact: another message under a used Idempotency-Key gets 422, and nothing is stored', async ({
  baseURL,
}) => {
  const key = { 'idempotency-key': `sec-${unique()}` };
  const first = message();
  expect((await send(baseURL!, JSON.stringify(first), key)).status).toBe(201);
  for (const other of [
    message(),
    { ...first, message: 'Başqa mesaj' },
    { ...first, firstName: 'Anar' },
  ]) {
    const res = await send(baseURL!, JSON.stringify(other), key);
    expectClean(res, 'another message');
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different message',
    });
  }
  expect(storedWith(first.email as string)).toEqual([
    expect.objectContaining({ first_name: first.firstName, message: first.message }),
  ]);
});

test('contact: CONTACT_SITE_LIMIT caps the messages stored per minute from every client together', async () => {
  test.setTimeout(120_000);
  const server = await startExtraServer({ CONTACT_SITE_LIMIT: '3' });
  try {
    const stored = () => {
      const db = new Database(server.dbPath(), { readonly: true, fileMustExist: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const before = stored();
    const key = { 'idempotency-key': `site-${unique()}` };
    const kept = message();
    expect((await send(server.baseURL, JSON.stringify(kept), key)).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      expect((await send(server.baseURL, JSON.stringify(message()))).status).toBe(201);
    }
    for (const address of [uniqueClientIp(), '2001:db8:5::1', uniqueClientIp()]) {
      const res = await send(server.baseURL, JSON.stringify(message()), {
        'x-forwarded-for': address,
      });
      expectClean(res, address);
      expect(res.status, address).toBe(429);
      expect(JSON.parse(res.body).message).toMatch(/The site is receiving too many messages/);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(stored()).toBe(before + 3);
    // A message already stored is still answered as the first time.
    expect((await send(server.baseURL, JSON.stringify(kept), key)).status).toBe(201);
    expect(stored()).toBe(before + 3);
  } finally {
    await server.stop();
  }
});
