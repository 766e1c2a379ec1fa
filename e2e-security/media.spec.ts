import fs from 'node:fs';
import { expect, test } from '../e2e/fixtures';
import { expectClean, followOnSite, raw } from './helpers';

/**
 * Media paths cannot leave the media folder, and the image optimizer fetches nothing but the
 * site's own media (issue 8 parts 2 and 3).
 */
const packageJson = fs.readFileSync('package.json', 'utf8');
const SECRET_MARKERS = [/"name":\s*"xatire-memorial"/, /root:.*:0:0:/, /DATABASE_PATH=/];

function expectNothingLeaked(body: string, what: string) {
  for (const marker of SECRET_MARKERS) expect(body, what).not.toMatch(marker);
  expect(body.includes(packageJson.slice(0, 200)), what).toBe(false);
}

const TRAVERSALS = [
  '/media/../package.json',
  '/media/../../../../etc/passwd',
  '/media/%2e%2e/package.json',
  '/media/%2e%2e%2fpackage.json',
  '/media/..%2fpackage.json',
  '/media/..%2F..%2Fetc%2Fpasswd',
  '/media/..%5cpackage.json',
  '/media/..\\package.json',
  '/media/%252e%252e%252fpackage.json',
  '/media/%c0%ae%c0%ae/package.json',
  '/media/about/..%00/package.json',
  '/media/about/about.webp%00.html',
  '/media/%ff.webp',
  '/_next/static/%c0%ae',
  '/media//etc/passwd',
  '/media/.env',
  '/_next/static/../../package.json',
  '/_next/static/%2e%2e/%2e%2e/package.json',
];

for (const path of TRAVERSALS) {
  test(`media ${path}: not served`, async ({ baseURL }) => {
    // Every hop stays on the site with clean answers; the last is a refusal, not the file.
    const last = await followOnSite(baseURL!, path);
    expect(last.status, path).toBeGreaterThanOrEqual(400);
    expectNothingLeaked(last.body, path);
  });
}

const IMAGE_URLS: [label: string, url: string][] = [
  ['a foreign host', 'https://evil.example/x.png'],
  ['a protocol-relative host', '//evil.example/x.png'],
  ['a backslashed host', '/\\evil.example/x.png'],
  ['a traversal out of /media', '/media/../package.json'],
  ['an encoded traversal', '/media/%2e%2e/package.json'],
  ['a page instead of media', '/api/v1/homepage'],
  ['a loopback address', 'http://127.0.0.1:22/'],
  ['a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['a file: URL', 'file:///etc/passwd'],
];

for (const [label, url] of IMAGE_URLS) {
  test(`/_next/image with ${label}: refused`, async ({ baseURL }) => {
    const path = `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;
    const res = await raw(baseURL!, path);
    expectClean(res, path);
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expectNothingLeaked(res.body, path);
    expect(String(res.headers['content-type'] ?? '')).not.toMatch(/^image\//);
  });
}

test('/_next/image with sizes and qualities outside the configured ones: refused', async ({
  baseURL,
}) => {
  for (const query of [
    'w=99999&q=75',
    'w=640&q=1000',
    'w=-1&q=75',
    'w=640&q=abc',
    'w=640&q=75&url=https://evil.example/x.png',
  ]) {
    const path = `/_next/image?url=%2Fmedia%2Fabout%2Fabout.webp&${query}`;
    const res = await raw(baseURL!, path);
    expectClean(res, path);
    if (query.includes('evil')) expect([200, 400], path).toContain(res.status);
    else expect(res.status, path).toBe(400);
  }
});
