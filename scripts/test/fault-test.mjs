// `npm run test:faults`: the data tier failing under load, as an operator's bad night would go
// (issue 39, docs/operations.md). Two production servers on one throw-away PostgreSQL and one
// Redis, behind nginx, under steady page and contact traffic, while:
// - Redis is frozen (SIGSTOP: the connection open, nothing answering), then thawed;
// - Redis is stopped, then started again on its port (empty);
// - PostgreSQL cuts every connection of the site (pg_terminate_backend, as a restart does);
// - PostgreSQL is frozen (SIGSTOP to the postmaster and its backends), then thawed;
// and one server on SQLite whose filesystem fills up, then has room again, with the contact form
// used in Chromium while it is full. For each: every page answers 200 or 503 and every message
// 201 or 503 with Retry-After within DEADLINE_MS, never a 500; every message answered 201 is
// stored exactly once (and one answered 503, sent again under its key, once too); /readyz says
// not ready within a second while the store cannot write, and both instances are back within
// RECOVERY_MS; the fault and the recovery are each one log line, and counted in the metrics.
// Needs a production build (`npm run build:e2e`), root (mount) for the full filesystem.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { distDir, ensureBuild, seedStore, startServer } from '../lib/prod-server.mjs';
import { check, results, sleep } from './lib/checks.mjs';
import { freePort, startNginx, startPostgres, startRedis, stopAll } from '../lib/services.mjs';
import { testChromium } from '../lib/test-browser.mjs';

/** What a visitor waits at most while a dependency hangs: a page or a message (issue 39). */
const DEADLINE_MS = 2000;
const READY_DEADLINE_MS = 1000;
const RECOVERY_MS = 5000;
const FAULT_MS = 6000;
const LOAD_CONNECTIONS = 6;
// The contact limits are not what is tested here: high enough for the load's messages.
const LIMITS = { CONTACT_RATE_LIMIT: '1000', CONTACT_SITE_LIMIT: '100000' };
const PAGES = ['/', '/about', '/martyrs', '/category/public-figures/1', '/en/contact'];

let siteOrigin = '';
let sequence = 0;

function message(marker = `fault message ${++sequence}`, key = crypto.randomUUID()) {
  return { marker, key };
}

async function timed(run) {
  const started = performance.now();
  try {
    const res = await run();
    const body = await res.text();
    return { status: res.status, headers: res.headers, body, ms: performance.now() - started };
  } catch (error) {
    return {
      status: 0,
      error: String(error?.cause?.code ?? error),
      ms: performance.now() - started,
    };
  }
}

function post(origin, { marker, key }, address = '203.0.113.7') {
  return timed(() =>
    fetch(`${origin}/api/v1/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: siteOrigin,
        'x-forwarded-for': address,
        'idempotency-key': key,
      },
      body: JSON.stringify({
        firstName: 'Fault Test',
        phone: '+994 50 123 45 67',
        email: 'fault@example.az',
        message: marker,
        consent: true,
      }),
      signal: AbortSignal.timeout(15_000),
    }),
  );
}

const REVALIDATE_SECRET = 'fault-test-secret-0123456789';
const revalidate = (origin) =>
  timed(() =>
    fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      body: '{"tags":["deceased:1"]}',
      signal: AbortSignal.timeout(15_000),
    }),
  );

const get = (origin, pathname) =>
  timed(() =>
    fetch(origin + pathname, { redirect: 'manual', signal: AbortSignal.timeout(15_000) }),
  );

/** Pages and messages through `origin` on LOAD_CONNECTIONS loops until `until()` is true. */
async function load(origin, until) {
  const pages = [];
  const posts = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: LOAD_CONNECTIONS }, async (_, loop) => {
      while (!until()) {
        if (loop % 3 === 0) {
          const sent = message();
          // Each from its own address: the contact rate limit is not what is tested here.
          posts.push({ ...sent, ...(await post(origin, sent, `198.51.100.${(i++ % 250) + 1}`)) });
        } else {
          const pathname = PAGES[i++ % PAGES.length];
          pages.push({ pathname, ...(await get(origin, pathname)) });
        }
      }
    }),
  );
  return { pages, posts };
}

function assertAnswers({ pages, posts }, what) {
  const slowest = (list) => Math.round(Math.max(0, ...list.map((r) => r.ms)));
  const bad = pages.filter((r) => ![200, 503].includes(r.status) || r.ms > DEADLINE_MS);
  assert.deepEqual(
    bad.map((r) => `${r.pathname} ${r.status} ${Math.round(r.ms)} ms ${r.error ?? ''}`),
    [],
    `${what}: pages answer 200 or 503 within ${DEADLINE_MS} ms`,
  );
  const refused = posts.filter(
    (r) =>
      !(r.status === 201 || (r.status === 503 && Number(r.headers.get('retry-after')) > 0)) ||
      r.ms > DEADLINE_MS,
  );
  assert.deepEqual(
    refused.map((r) => `${r.status} ${Math.round(r.ms)} ms ${r.error ?? r.body.slice(0, 80)}`),
    [],
    `${what}: messages answer 201, or 503 with Retry-After, within ${DEADLINE_MS} ms`,
  );
  const count = (list, status) => list.filter((r) => r.status === status).length;
  console.log(
    `       (${what}: ${pages.length} pages, ${count(pages, 503)} of them 503, slowest ${slowest(pages)} ms;` +
      ` ${posts.length} messages, ${count(posts, 503)} of them 503, slowest ${slowest(posts)} ms)`,
  );
}

/** Every process under `pid`, itself first (the postmaster and its backends). */
function processTree(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

const signalAll = (pids, name) => {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone meanwhile
    }
  }
};

/** Polls until `ready()`; returns the ms it took, or fails past `withinMs`. */
async function until(ready, withinMs, what) {
  const started = Date.now();
  while (!(await ready().catch(() => false))) {
    assert.ok(Date.now() - started < withinMs, `${what} within ${withinMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

const matching = (server, pattern) =>
  server
    .output()
    .split('\n')
    .filter((line) => pattern.test(line));
const lines = (server, pattern) => matching(server, pattern).length;

async function main() {
  ensureBuild();
  console.log(`test:faults on ${distDir}`);
  const [pg, redisFirst] = await Promise.all([startPostgres(), startRedis()]);
  let redis = redisFirst;
  const { default: pgModule } = await import('pg');
  const sql = new pgModule.Pool({ connectionString: pg.url, max: 2 });
  sql.on('error', () => {});
  const query = async (text, values) => (await sql.query(text, values)).rows;

  const [portA, portB, portLb] = await Promise.all([freePort(), freePort(), freePort()]);
  siteOrigin = `http://localhost:${portLb}`;
  const env = {
    ...LIMITS,
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    SITE_URL: siteOrigin,
    REVALIDATE_SECRET,
  };
  const servers = [];
  const accepted = [];
  const refusedOnce = [];
  try {
    const metricsPorts = [await freePort(), await freePort()];
    for (const [i, port] of [portA, portB].entries()) {
      const metricsPort = metricsPorts[i];
      const server = await startServer({
        port,
        env: { ...env, METRICS_PORT: String(metricsPort) },
      });
      server.failures = async (dependency) => {
        const text = await (await fetch(`http://localhost:${metricsPort}/metrics`)).text();
        const line = new RegExp(
          `^xatire_dependency_failures_total\\{dependency="${dependency}",reason="\\w+"\\} (\\d+)`,
          'gm',
        );
        return [...text.matchAll(line)].reduce((sum, m) => sum + Number(m[1]), 0);
      };
      servers.push(server);
    }
    const lb = await startNginx({
      port: portLb,
      upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
    });

    /** Load through nginx while `fault` runs; then both instances ready again within RECOVERY_MS. */
    const underLoad = async (what, fault) => {
      let done = false;
      const traffic = load(lb.url, () => done);
      await sleep(500);
      try {
        await fault();
      } finally {
        done = true;
      }
      const answers = await traffic;
      for (const server of servers) {
        const gone = await Promise.race([server.exited, sleep(0).then(() => null)]);
        assert.equal(
          gone,
          null,
          `${what}: ${server.origin} exited:\n${server.output().slice(-3000)}`,
        );
      }
      assertAnswers(answers, what);
      accepted.push(...answers.posts.filter((r) => r.status === 201));
      refusedOnce.push(...answers.posts.filter((r) => r.status === 503));
      const took = [];
      for (const server of servers) {
        took.push(
          await until(
            async () => {
              const ready = await get(server.origin, '/readyz');
              return (
                ready.status === 200 &&
                JSON.parse(ready.body).cache.state === 'ok' &&
                (await post(server.origin, message())).status === 201
              );
            },
            RECOVERY_MS,
            `${what}: ${server.origin} ready and storing again`,
          ),
        );
      }
      console.log(`       (${what}: both instances back ${Math.max(...took)} ms after it ended)`);
    };

    await check(
      `Redis frozen ${FAULT_MS / 1000} s: no page or message waits past ${DEADLINE_MS} ms`,
      async () => {
        const said = (s) => matching(s, /Redis did not answer|answering again/);
        const before = servers.map((s) => said(s).length);
        const counted = await Promise.all(servers.map((s) => s.failures('redis')));
        let purge;
        await underLoad('Redis frozen', async () => {
          process.kill(redis.pid, 'SIGSTOP');
          try {
            await sleep(FAULT_MS / 2);
            // Marked stale nowhere would be lost unsaid: the admin is told to send it again.
            purge = await revalidate(servers[0].origin);
            await sleep(FAULT_MS / 2);
          } finally {
            process.kill(redis.pid, 'SIGCONT');
          }
        });
        assert.equal(purge.status, 503, `a purge while frozen: ${purge.status} ${purge.body}`);
        assert.ok(Number(purge.headers.get('retry-after')) > 0, 'with Retry-After');
        assert.ok(purge.ms < DEADLINE_MS, `answered in ${Math.round(purge.ms)} ms`);
        assert.equal((await revalidate(servers[0].origin)).status, 200, 'taken once it is back');
        await sleep(1500);
        for (const [i, server] of servers.entries()) {
          // A line when it stopped answering and one when it was back, never one per call. Just
          // after the freeze, Redis's backlog (or a starved event loop) can make one more call
          // late: a second short episode, logged as such (seen once in a CI run).
          const seen = said(server).slice(before[i]);
          const states = seen.map((line) => (/answering again/.test(line) ? 'back' : 'away'));
          assert.ok(
            ['away,back', 'away,back,away,back'].includes(states.join()),
            `one line when it stopped answering and one when it was back:\n${seen.join('\n')}`,
          );
          assert.ok((await server.failures('redis')) > counted[i], 'counted in the metrics');
        }
      },
    );

    await check('Redis stopped, then started again (empty) on its port', async () => {
      const before = servers.map((s) => [lines(s, /connection lost/), lines(s, /connected again/)]);
      await underLoad('Redis stopped', async () => {
        const port = redis.port ?? Number(new URL(redis.url).port);
        await redis.stop();
        await sleep(FAULT_MS / 2);
        redis = await startRedis({ port });
      });
      for (const [i, server] of servers.entries()) {
        assert.equal(lines(server, /connection lost/) - before[i][0], 1, 'one line when lost');
        assert.equal(lines(server, /connected again/) - before[i][1], 1, 'one line when back');
      }
    });

    await check("PostgreSQL cuts every connection of the site's (as a restart does)", async () => {
      await underLoad('PostgreSQL connections cut', async () => {
        await sleep(1000);
        await query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'xatire' and pid <> pg_backend_pid()",
        );
        await sleep(2000);
      });
    });

    await check(
      `PostgreSQL frozen ${FAULT_MS / 1000} s: /readyz says not ready within ${READY_DEADLINE_MS} ms, nothing waits past ${DEADLINE_MS} ms`,
      async () => {
        const before = servers.map((s) => [
          lines(s, /\[store\] failing/),
          lines(s, /\[store\] answering again/),
        ]);
        const counted = await Promise.all(servers.map((s) => s.failures('store')));
        await underLoad('PostgreSQL frozen', async () => {
          const frozen = processTree(pg.pid);
          signalAll(frozen, 'SIGSTOP');
          try {
            await sleep(1500);
            for (const server of servers) {
              const ready = await get(server.origin, '/readyz');
              assert.equal(ready.status, 503, ready.body);
              assert.ok(
                ready.ms <= READY_DEADLINE_MS + 200,
                `/readyz took ${Math.round(ready.ms)} ms`,
              );
              assert.equal(JSON.parse(ready.body).store.state, 'down');
            }
            await sleep(FAULT_MS - 1500);
          } finally {
            signalAll(frozen, 'SIGCONT');
          }
        });
        await sleep(200);
        for (const [i, server] of servers.entries()) {
          assert.equal(
            lines(server, /\[store\] failing/) - before[i][0],
            1,
            'one line when it failed',
          );
          assert.equal(
            lines(server, /\[store\] answering again/) - before[i][1],
            1,
            'one when back',
          );
          assert.ok((await server.failures('store')) > counted[i], 'counted in the metrics');
        }
      },
    );

    await check(
      'every message answered 201 is stored once; one answered 503, sent again, once',
      async () => {
        const resent = refusedOnce.slice(0, 20);
        for (const sent of resent) {
          const again = await post(lb.url, sent);
          assert.equal(again.status, 201, again.body);
        }
        const stored = new Map(
          (
            await query('select message, count(*)::int as n from contact_messages group by message')
          ).map((r) => [r.message, r.n]),
        );
        const wrong = [...accepted, ...resent].filter((s) => stored.get(s.marker) !== 1);
        assert.deepEqual(
          wrong.map((s) => `${s.marker}: ${stored.get(s.marker) ?? 0}`),
          [],
          'stored exactly once',
        );
        console.log(
          `       (${accepted.length} accepted under the faults, ${refusedOnce.length} refused with 503; ${resent.length} of those sent again)`,
        );
      },
    );

    await lb.stop();
  } finally {
    for (const server of servers) await server.stop();
    await sql.end();
  }

  await fullDisk();
}

/** SQLite on a filesystem that fills up: 503 and not ready, nothing lost, the form in Chromium. */
async function fullDisk() {
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mount]);
  const db = path.join(mount, 'content.sqlite');
  seedStore(db);
  const port = await freePort();
  siteOrigin = `http://localhost:${port}`;
  const server = await startServer({ port, databasePath: db, env: LIMITS });
  const filler = path.join(mount, 'filler');
  const fill = () => {
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=64'], {
        stdio: 'ignore',
      });
    } catch {
      // stops when the filesystem is full, as meant
    }
  };
  // Full, and the write-ahead log's spare room used up: the next message cannot be stored.
  const exhaust = async () => {
    fill();
    const sent = [];
    for (let i = 0; i < 60; i++) {
      const one = message(`full disk ${sequence} ${'x'.repeat(4900)}`);
      const answer = { ...one, ...(await post(server.origin, one)) };
      sent.push(answer);
      if (answer.status !== 201) break;
    }
    return sent;
  };
  const storedCount = async (where, value) => {
    const Database = (await import('better-sqlite3')).default;
    const sqlite = new Database(db, { readonly: true });
    try {
      return sqlite.prepare(`select count(*) as n from contact_messages where ${where}`).get(value)
        .n;
    } finally {
      sqlite.close();
    }
  };
  const browser = await chromium.launch(testChromium);
  try {
    await check(
      'SQLite on a full filesystem: 503 with Retry-After, not ready, then stored once',
      async () => {
        const sent = await exhaust();
        const refused = sent.filter((r) => r.status !== 201);
        assert.equal(refused.length, 1, `the full disk refused one: ${sent.map((r) => r.status)}`);
        for (const r of sent) assert.ok(r.ms <= DEADLINE_MS, `${Math.round(r.ms)} ms`);
        assert.equal(refused[0].status, 503, refused[0].body);
        assert.ok(Number(refused[0].headers.get('retry-after')) > 0, 'Retry-After');
        const ready = await get(server.origin, '/readyz');
        assert.equal(ready.status, 503, ready.body);
        assert.ok(ready.ms <= READY_DEADLINE_MS, `/readyz took ${Math.round(ready.ms)} ms`);
        assert.equal((await get(server.origin, '/about')).status, 200, 'pages still read');
        console.log(`       (${sent.length - 1} stored before the disk was full, then 503)`);

        fs.rmSync(filler);
        await until(
          async () => (await get(server.origin, '/readyz')).status === 200,
          RECOVERY_MS,
          'ready',
        );
        assert.equal(
          (await post(server.origin, refused[0])).status,
          201,
          'sent again under its key',
        );
        for (const r of sent)
          assert.equal(await storedCount('message = ?', r.marker), 1, 'stored once');
      },
    );

    await check(
      'the contact form on a full store: a translated message, the text kept, sent again once',
      async () => {
        const page = await browser.newPage({ locale: 'en-US' });
        await page.goto(`${server.origin}/en/contact`);
        const text = `Written while the disk was full ${crypto.randomUUID()}`;
        await page.getByLabel('Name and surname').fill('Fault Test');
        await page.getByLabel('Phone').fill('+994 50 123 45 67');
        await page.getByLabel('E-mail').fill('fault@example.az');
        await page.getByLabel('Your message').fill(text);
        await page.locator('input[type=checkbox]').first().check();
        await exhaust();
        const refused = page.waitForResponse('**/api/v1/contact');
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        assert.equal((await refused).status(), 503, 'the store refused the form');
        const dialog = page.getByRole('dialog');
        await dialog.getByText('We could not save your message just now').waitFor();
        assert.equal(await dialog.getAttribute('lang'), 'en');
        const close = dialog.getByRole('button', { name: 'Close', exact: true });
        assert.equal(await close.count(), 1, "the close button named in the page's language");
        const kept = await page.locator('form').getByLabel('Your message').inputValue();
        assert.equal(kept, text, 'the text is kept');
        fs.rmSync(filler);
        await until(
          async () => (await get(server.origin, '/readyz')).status === 200,
          RECOVERY_MS,
          'ready',
        );
        const answer = page.waitForResponse('**/api/v1/contact');
        await dialog.getByRole('button', { name: 'Send again' }).click();
        assert.equal((await answer).status(), 201);
        // The dialog, and the status line that stays after it.
        await page.getByRole('dialog', { name: 'Your message has been sent!' }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Your message has been sent!' }).waitFor();
        assert.equal(await storedCount('message = ?', text), 1, 'stored once');
      },
    );
  } finally {
    await browser.close();
    await server.stop();
    execFileSync('umount', ['-l', mount]);
    fs.rmSync(mount, { recursive: true, force: true });
  }
}

try {
  await main();
} finally {
  await stopAll();
}
const failed = results.filter((r) => !r.ok).length;
console.log(
  `test:faults: ${results.length - failed} checks passed${failed ? `, ${failed} failed` : ''}`,
);
process.exitCode = failed ? 1 : 0;
