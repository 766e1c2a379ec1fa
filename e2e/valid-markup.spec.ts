import { startOperatorApi, type OperatorApi } from './operator-api/server.mjs';
import { expected } from './operator-api/data.mjs';
import { expect, test } from './fixtures';
import { inLang, LANGS, openE2eDatabase, remoteSite, startExtraServer } from './helpers';
import { validateHtml, type NuMessage } from './nu-validator';
import { pageTypes } from './page-types.mjs';

/**
 * The server's HTML of every page type, in az, en and ru, in both modes, has no error in the W3C
 * Nu validator. Errors the framework itself writes would be listed here with why; there are none.
 */
const FRAMEWORK_ERRORS: { message: RegExp; why: string }[] = [];

// A document the checker must refuse, checked with the others: proof that it ran and reported.
const CANARY = {
  name: 'canary',
  html: '<!doctype html><html lang="az"><title>x</title><time>bad</time>',
};

const unexplained = (messages: NuMessage[]) => {
  expect(
    messages.filter((m) => m.document === CANARY.name),
    "the canary's error",
  ).toHaveLength(1);
  return messages
    .filter((m) => m.document !== CANARY.name)
    .filter((m) => !FRAMEWORK_ERRORS.some((known) => known.message.test(m.message)))
    .map((m) => `${m.document}: ${m.message} [${m.extract.trim().slice(0, 120)}]`);
};

async function serverHtml(
  baseURL: string,
  paths: { name: string; path: string; status: number }[],
) {
  const documents = [CANARY];
  for (const lang of LANGS) {
    for (const type of paths) {
      const path = inLang(lang, type.path);
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, `${lang} ${path}`).toBe(type.status);
      documents.push({ name: `${lang} ${type.name} (${path})`, html: await res.text() });
    }
  }
  return documents;
}

test.describe.configure({ mode: 'serial' });

test('every page type of the embedded store is valid HTML in az, en and ru', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const db = openE2eDatabase();
  const qr = db.prepare('SELECT random_uuid AS uuid FROM qr_codes LIMIT 1').get() as {
    uuid: string;
  };
  db.close();
  const types = await pageTypes(baseURL!, { qrUuid: qr.uuid });
  // Every shape a visitor meets: the sitemap's 20, the viewers, search, a second page, a badge, the 404s.
  expect(types.length).toBeGreaterThanOrEqual(30);
  expect(unexplained(await validateHtml(await serverHtml(baseURL!, types)))).toEqual([]);
});

test.describe('remote mode', () => {
  let api: OperatorApi;
  let server: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    api = await startOperatorApi({ prefix: '/api' });
    server = await startExtraServer(remoteSite(api), { readyPath: '/robots.txt' });
  });

  test.afterAll(async () => {
    await server?.stop();
    await api?.close();
  });

  test("every page type read from the operator's API, and the 503 page, is valid HTML", async () => {
    test.setTimeout(240_000);
    // First the page of an outage: nothing has read /about yet, so there is no last good copy.
    api.setMode('/v1/about', 'error');
    const outage: { name: string; html: string }[] = [];
    for (const lang of LANGS) {
      const res = await fetch(`${server.baseURL}${inLang(lang, '/about')}`);
      expect(res.status).toBe(503);
      outage.push({ name: `${lang} 503 (/about)`, html: await res.text() });
    }
    api.reset();

    const types = await pageTypes(server.baseURL, { qrUuid: expected.qr.valid.uuid });
    expect(types.length).toBeGreaterThanOrEqual(30);
    const documents = [...outage, ...(await serverHtml(server.baseURL, types))];
    expect(unexplained(await validateHtml(documents))).toEqual([]);
  });
});
