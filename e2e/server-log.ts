import fs from 'node:fs';
import path from 'node:path';
import { waitForAccessLine } from '../scripts/lib/access-log.mjs';

/**
 * The access log of a test server (scripts/test/e2e-server.mjs keeps it beside the store), read by
 * the X-Request-Id the server sent back. The server tells no visitor whether a page came from its
 * cache; the tests read it here.
 */
export type AccessLine = {
  id: string;
  method: string;
  path: string;
  status: number;
  cache?: string;
};

type Headers = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function requestId(headers: Headers): string {
  const value =
    typeof headers.get === 'function'
      ? (headers.get as (name: string) => string | null)('x-request-id')
      : (headers as Record<string, string | string[] | undefined>)['x-request-id'];
  const id = Array.isArray(value) ? value[0] : value;
  if (!id) throw new Error('the response has no X-Request-Id');
  return id;
}

/** The main test server's store (scripts/test/e2e-server.mjs writes its path). */
function mainStorePath(): string {
  return fs.readFileSync(path.join('test-results', 'e2e-db-path.txt'), 'utf8').trim();
}

/** The log line of the response with these headers; `storePath` names another test server's. */
export function accessLine(headers: Headers, storePath = mainStorePath()): Promise<AccessLine> {
  const file = path.join(path.dirname(storePath), 'server.log');
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  return waitForAccessLine(read, requestId(headers)) as Promise<AccessLine>;
}

/** Next's cache state of a response (HIT, STALE, MISS, or '' for none), from the access log. */
export async function cacheState(headers: Headers, storePath?: string): Promise<string> {
  return (await accessLine(headers, storePath)).cache ?? '';
}

/**
 * The site itself, not the front before it (the security suite runs behind the front,
 * scripts/test/e2e-server.mjs): for tests of the site's own caches, which the front's would hide.
 */
export function siteURL(baseURL: string): string {
  const file = path.join('test-results', 'e2e-site-url.txt');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : baseURL;
}
