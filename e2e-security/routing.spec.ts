import { expect, test } from '../e2e/fixtures';
import { followOnSite, raw } from './helpers';

/**
 * Locale prefixes and open-redirect shapes (issue 8 part 3): every hop stays on the site, and
 * the path ends on the right page or a 404, never a 5xx.
 */
const AZ = { 'accept-language': 'az', cookie: 'NEXT_LOCALE=az' };

type Expected = 'page' | 'not-found' | 'either' | 'refused';
const ROUTES: [path: string, expected: Expected, finalPath?: RegExp][] = [
  ['/de/about', 'not-found'],
  // A language prefix in capitals is moved to lower case.
  ['/EN/about', 'page', /^\/en\/about$/],
  ['/Ru/contact', 'page', /^\/ru\/contact$/],
  ['/AZ/about', 'page', /^\/about$/],
  ['/en/ru/about', 'not-found'],
  ['/ru/en/az/about', 'not-found'],
  // The az prefix is dropped first: what is left is a real page.
  ['/az/en/about', 'either', /^\/en\/about$|404/],
  ['//evil.com', 'not-found'],
  ['//evil.com/%2F..', 'not-found'],
  ['/az//evil.com', 'not-found'],
  ['/en//evil.com', 'not-found'],
  ['/%5Cevil.com', 'not-found'],
  ['/%5C%5Cevil.com', 'not-found'],
  ['/\\evil.com', 'not-found'],
  ['/\\\\evil.com', 'not-found'],
  ['/az/\\evil.com', 'not-found'],
  ['/%2F%2Fevil.com', 'not-found'],
  ['/az/%2F%2Fevil.com', 'not-found'],
  ['/az/https://evil.com', 'not-found'],
  ['/az/https:%2F%2Fevil.com', 'not-found'],
  ['/%09/evil.com', 'not-found'],
  ['/%E3%80%82evil.com', 'not-found'],
  ['/%ff', 'not-found'],
  ['/about%c0', 'not-found'],
  // The front cannot read these addresses: its 400, before the site (which would answer 404).
  ['/en/about%E0%A4%A', 'refused'],
  ['/category/public-figures/%00', 'refused'],
  ['/en/%0d%0a', 'not-found'],
  [`/en/${'a'.repeat(3000)}`, 'not-found'],
  ['/404-page', 'not-found'],
  ['/en/404-page', 'not-found'],
  ['/az', 'page', /^\/$/],
  ['/az/about?next=//evil.com', 'page', /^\/about\?next=/],
  // A page's path under a prefix of files is an unknown path too.
  ['/og/about', 'not-found'],
  ['/calendar/category/martyrs', 'not-found'],
  ['/locales/about', 'not-found'],
  ['/_vercel/contact', 'not-found'],
  ['/_next/404-page', 'not-found'],
];

for (const [path, expected, finalPath] of ROUTES) {
  test(`routing ${path.slice(0, 60)}: stays on the site and ends in ${{ either: 'the page or a 404', refused: 'a 400 or a 404' }[expected as string] ?? `a ${expected}`}`, async ({
    baseURL,
  }) => {
    const last = await followOnSite(baseURL!, path, AZ);
    if (expected === 'page') expect(last.status, path).toBe(200);
    if (expected === 'not-found') expect(last.status, path).toBe(404);
    if (expected === 'either') expect([200, 404], path).toContain(last.status);
    if (expected === 'refused') expect([400, 404], path).toContain(last.status);
    if (finalPath && last.status === 200) expect(last.path).toMatch(finalPath);
  });
}

test('routing: a header injected through the path is not a header', async ({ baseURL }) => {
  for (const path of [
    '/%0d%0aSet-Cookie:%20pwned=1',
    '/en/%0d%0aLocation:%20https://evil.com',
    '/az/%0aX-Injected:%201',
  ]) {
    const res = await raw(baseURL!, path, { headers: AZ });
    expect(res.status, path).toBeLessThan(500);
    expect(String(res.headers['set-cookie'] ?? ''), path).not.toContain('pwned');
    expect(res.headers['x-injected'], path).toBeUndefined();
    expect(res.headers.location ?? '/', path).toMatch(/^\//);
  }
});

test('routing: a forged Host or X-Forwarded-Host never becomes a redirect target', async ({
  baseURL,
}) => {
  const forged: Record<string, string>[] = [
    { host: 'evil.com' },
    { 'x-forwarded-host': 'evil.com' },
    { 'x-forwarded-host': 'evil.com', 'x-forwarded-proto': 'https' },
  ];
  for (const headers of forged) {
    for (const path of ['/az', '/az/about', '/EN/about', '/de/about', '/en/no-such-page']) {
      const res = await raw(baseURL!, path, { headers: { ...AZ, ...headers } });
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
      expect(res.headers.location ?? '', `${path} ${JSON.stringify(headers)}`).not.toContain(
        'evil.com',
      );
    }
  }
});
