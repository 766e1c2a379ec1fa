// `npm run check:api` against the operator stand-in: it names every deliberate problem, passes once
// they are fixed, and says which calls fail when the API is down.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expected as e } from './operator-api/data.mjs';
import { startOperatorApi, type OperatorApi } from './operator-api/server.mjs';

const ROOT = path.join(__dirname, '..');

function checkApi(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        '--conditions=react-server',
        'scripts/run/check-api.ts',
        ...args,
      ],
      { cwd: ROOT, env: { ...process.env, API_URL: '', ADMIN_URL: '', MEDIA_URL: '', ...env } },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The report's lines under one call's heading. */
function group(out: string, call: string): string[] {
  const lines = out.split('\n');
  const start = lines.indexOf(call);
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && line === '');
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** A line of `call`'s group at `level` holding every part. */
function finding(out: string, call: string, level: 'FAIL' | 'WARN', ...parts: string[]) {
  return group(out, call).find(
    (l) => l.trim().startsWith(level) && parts.every((p) => l.includes(p)),
  );
}

let api: OperatorApi;
const env = () => ({ API_URL: api.apiUrl, ADMIN_URL: api.adminUrl });

test.beforeEach(async () => {
  api = await startOperatorApi({ prefix: '/api' });
});
test.afterEach(async () => {
  await api.close();
});

test('names each messy case with its call, record and field, and exits 1', async () => {
  api.edit((d) => {
    d.qrcodes[0]!.randomUUID = 'QR-7f3a9c21';
  });
  const { code, out } = await checkApi(env());
  expect(code, out).toBe(1);
  // [call, level, ...what its line holds]: the record, the field and the reason.
  const named: [string, 'FAIL' | 'WARN', ...string[]][] = [
    ['/v1/public-figures', 'FAIL', `id ${e.martyr.id}`, 'field category.title.en', 'a 404'],
    [`/v1/${e.cardWithoutId.list}`, 'FAIL', 'page 1, item 4, no id', 'field id', 'not shown'],
    ['/v1/qrcode/', 'FAIL', `"${e.qr.noUuidName}"`, 'field randomUUID', 'No data found'],
    ['/v1/qrcode/', 'FAIL', 'randomUUID QR-7f3a9c21', 'field randomUUID', 'not a UUID'],
    ['/v1/photo-gallery', 'FAIL', 'photos, id 5', 'field media', `${e.media.missing} answers 404`],
    ['/v1/deceased/{id}/details', 'FAIL', `id ${e.monument.id}`, 'media.images', e.media.missing],
    ['/v1/qrcode/', 'WARN', e.qr.numericNumber.uuid, 'field number', 'read as text'],
    ['/v1/virtual-cemetery', 'WARN', 'field virtualCemeteryText2.ru', 'missing', '/ru pages'],
    ['/v1/deceased/{id}/details', 'WARN', `id ${e.stringIdFigure.id}`, 'field text.ru'],
    ['POST /v1/contact', 'WARN', 'not checked'],
  ];
  for (const [call, level, ...parts] of named) {
    expect(finding(out, call, level, ...parts), `${call} ${parts.join(' ')}\n${out}`).toBeTruthy();
  }
  expect(out).toMatch(/^\d+ problems will keep content from displaying, \d+ warnings/m);
  expect(out).not.toMatch(/\bat .+\.(ts|js|mjs):\d+/);
  expect(api.contactPosts).toHaveLength(0);
});

test('exits 0 once the problems that keep content from displaying are fixed', async () => {
  api.edit((d) => {
    d.lists['public-figures'] = d.lists['public-figures'].filter(
      (c) => String(c.id) !== String(e.martyr.id),
    );
    d.lists['dear-memories'] = d.lists['dear-memories'].filter((c) => c.id !== undefined);
    d.qrcodes = d.qrcodes.filter((q) => q.randomUUID);
    d.pages['photo-gallery'].photos = d.pages['photo-gallery'].photos.filter(
      (p) => p.media !== e.media.missing,
    );
    const monument = d.people[String(e.monument.id)]!.media;
    monument.images = monument.images!.filter((i) => i.url !== e.media.missing);
  });
  const { code, out } = await checkApi(env(), ['--send-test-message']);
  expect(code, out).toBe(0);
  expect(out).toMatch(/^Nothing will keep content from displaying, \d+ warnings/m);
  expect(out).toContain('accepted the test message (201)');
  expect(api.contactPosts).toHaveLength(1);
  expect(api.contactPosts[0]!.idempotencyKey).toBeTruthy();
  expect(JSON.stringify(api.contactPosts[0]!.body)).toContain('check:api');
});

test('names the failing calls when every call answers 500', async () => {
  api.setMode('*', 'error');
  const { code, out } = await checkApi(env());
  expect(code, out).toBe(1);
  for (const call of ['/v1/homepage', '/v1/contact2', '/v1/terms', '/v1/qrcode/', '/v1/search']) {
    expect(finding(out, call, 'FAIL', 'answered 500'), `${call}\n${out}`).toBeTruthy();
  }
  for (const list of [...e.listPaths, 'genealogy-all']) {
    expect(
      finding(out, `/v1/${list}`, 'FAIL', 'page 1', 'answered 500'),
      `${list}\n${out}`,
    ).toBeTruthy();
  }
});

test('a bad API_URL stops it with exit 2 and a message naming API_URL', async () => {
  const { code, out } = await checkApi({ API_URL: 'notaurl', ADMIN_URL: api.adminUrl });
  expect(code, out).toBe(2);
  expect(out).toMatch(/API_URL must be an http:\/\/ or https:\/\/ URL/);
  const unset = await checkApi({});
  expect(unset.code).toBe(2);
  expect(unset.out).toContain('API_URL is not set');
});
