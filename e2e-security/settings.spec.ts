import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../scripts/lib/free-port.mjs';

/** Starts the production server with `env` and answers how it ended, without waiting forever. */
function startWith(env: Record<string, string>, port = 0) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['server/main.mjs', '-p', String(port), '-H', 'localhost'],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_PATH: '/nonexistent/never-opened.sqlite',
          ...env,
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('a bad setting stops the server before it listens, with a message naming each one', async () => {
  const { code, output } = await startWith({
    API_URL: 'api.example.az',
    ADMIN_URL: '',
    REVALIDATE_SECRET: 'short',
    HERO_TYPE: 'banner',
    CDN_MAX_AGE_SECONDS: '900',
  });
  expect(code).toBe(1);
  expect(output).toContain('Invalid settings, the server cannot start');
  for (const name of [
    'API_URL',
    'ADMIN_URL',
    'REVALIDATE_SECRET',
    'HERO_TYPE',
    'CDN_MAX_AGE_SECONDS',
  ]) {
    expect(output).toMatch(new RegExp(`^  ${name} `, 'm'));
  }
  expect(output).not.toContain('Ready on');
  expect(output).not.toMatch(/\bat \w+ \(|node_modules/);
});

test('a revalidation secret a header cannot carry as it is stops the server, naming it', async () => {
  const { code, output } = await startWith({
    REVALIDATE_SECRET: 'correct horse battery staple',
  });
  expect(code).toBe(1);
  expect(output).toMatch(/^ {2}REVALIDATE_SECRET must be printable ASCII without spaces/m);
  expect(output).not.toContain('Ready on');
});

test('a store named where none can be (a path under a file) stops the server, naming it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-settings-'));
  const file = path.join(dir, 'a-file');
  fs.writeFileSync(file, '');
  try {
    const { code, output } = await startWith(
      { DATABASE_PATH: path.join(file, 'store.sqlite') },
      await freePort(),
    );
    expect(code).toBe(1);
    expect(output).toContain('Invalid settings, the server cannot start');
    expect(output).toMatch(/^ {2}DATABASE_PATH .*a-file\/store\.sqlite: /m);
    expect(output).not.toMatch(/\bat \w+ \(|node_modules/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
