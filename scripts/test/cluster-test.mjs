// `npm run test:cluster`: the site as an operator runs it on many boxes. Two production servers
// (server/main.mjs) on one throw-away PostgreSQL and one Redis, behind nginx balancing them, and:
// - both start at once on an empty database: migrated and seeded once;
// - nginx spreads pages over both; an edit in the database plus one revalidation call through
//   nginx is served by both instances, each asked directly;
// - the contact rate limit counts one address across both; every accepted message is stored once;
// - one instance killed with SIGKILL under load: nginx keeps answering from the other, resending
//   what the dead one did not answer (POSTs too: messages carry an Idempotency-Key): every message
//   is accepted and stored exactly once, and only a response the dead instance had begun to send
//   may be cut off;
// - /api/health answers 503 while Redis is away, the pages still 200, and 200 once it is back;
// - in remote mode, two instances on the one outbox: messages accepted while the operator's API is
//   down for 20 s (four failed tries each) reach it within a minute of its return, each exactly
//   once; and the two walk the operator's lists into the site's own index once between them.
// Needs a production build (`npm run build:e2e`); the servers come from scripts/lib/services.mjs.
// `-- --instances` runs all but the outbox's check, `-- --outbox` that check alone: npm test runs
// the outbox, which mostly waits, beside test:mirror, and the rest, timed to the millisecond, alone.

import assert from 'node:assert/strict';
import { distDir, ensureBuild, startServer } from '../lib/prod-server.mjs';
import { check, results, sleep } from './lib/checks.mjs';
import { freePort, startNginx, startPostgres, startRedis, stopAll } from '../lib/services.mjs';
import { startOperatorApi } from '../../e2e/operator-api/server.mjs';

const PARTS = ['--instances', '--outbox'];
const unknown = process.argv.slice(2).filter((arg) => !PARTS.includes(arg));
if (unknown.length > 0) {
  console.error(
    `cluster-test: unknown ${unknown.join(' ')}; give ${PARTS.join(' or ')}, or nothing for all`,
  );
  process.exit(2);
}
const part = PARTS.find((flag) => process.argv.includes(flag))?.slice(2);
const SECRET = 'cluster-test-secret-0123456789';
const RATE_LIMIT = 5;
const LOAD_MS = Number(process.env.CLUSTER_LOAD_MS ?? 8000);
const LOAD_CONNECTIONS = 12;
/** The API's outage: four failed tries a message (the backoff's 30 s cap: outbox.test.ts). */
const OUTAGE_MS = Number(process.env.CLUSTER_OUTAGE_MS ?? 20_000);

async function get(origin, path, headers = {}) {
  const res = await fetch(origin + path, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const heading = (html) => /<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? '';

let siteOrigin = '';
let messageSeq = 0;
/** As the contact form sends it: JSON with a fresh Idempotency-Key unless given. */
function sendMessage(
  origin,
  clientAddress,
  marker = `cluster message ${++messageSeq}`,
  key = crypto.randomUUID(),
) {
  return fetch(`${origin}/api/v1/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: siteOrigin,
      'x-forwarded-for': clientAddress,
      'idempotency-key': key,
    },
    body: JSON.stringify({
      firstName: 'Cluster Test',
      phone: '+994 50 123 45 67',
      email: 'cluster@example.az',
      message: marker,
      consent: true,
    }),
  }).then(async (res) => ({ status: res.status, marker, upstream: res.headers.get('x-upstream') }));
}

async function main() {
  ensureBuild();
  console.log(`test:cluster on ${distDir}`);
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const { default: pgModule } = await import('pg');
  const sql = new pgModule.Pool({ connectionString: pg.url, max: 2 });
  // An idle connection cut by the server (its shutdown at the end) is no failure of the site.
  sql.on('error', (error) =>
    console.log(`       (test's idle PostgreSQL connection: ${error.message})`),
  );
  const query = async (text, values) => (await sql.query(text, values)).rows;

  const [portA, portB, portLb] = await Promise.all([freePort(), freePort(), freePort()]);
  siteOrigin = `http://localhost:${portLb}`;
  const env = {
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    REVALIDATE_SECRET: SECRET,
    SITE_URL: siteOrigin,
    // The test plays the CDN in front of nginx: it writes the client's address, nginx appends.
    TRUSTED_PROXY_HOPS: '2',
    CONTACT_RATE_LIMIT: String(RATE_LIMIT),
    // The load below sends far more than a site's minute of messages, each from its own address.
    CONTACT_SITE_LIMIT: '100000',
    BENCH_FLOOR: '',
  };
  let a;
  let b;
  try {
    if (part !== 'outbox') {
      await check(
        'two instances start at once on an empty PostgreSQL: migrated and seeded once',
        async () => {
          [a, b] = await Promise.all([
            startServer({ port: portA, env }),
            startServer({ port: portB, env }),
          ]);
          const [{ count }] = await query('select count(*)::int as count from categories');
          assert.ok(count > 0, 'the demo content is there');
          const [{ n }] = await query(
            "select count(*)::int as n from deceased where name_az = 'Üzeyir Hacıbəyov' and genealogy_id is null",
          );
          assert.equal(n, 1, 'seeded once, not twice');
          for (const server of [a, b]) {
            const health = await get(server.origin, '/api/health');
            assert.equal(health.status, 200, health.text);
            assert.deepEqual(JSON.parse(health.text), { status: 'ok', store: 'ok', cache: 'ok' });
          }
        },
      );

      const lb = await startNginx({
        port: portLb,
        upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
        extraServerConfig: '    add_header X-Upstream $upstream_addr always;',
      });
      const upstreamOf = { [`127.0.0.1:${portA}`]: 'a', [`127.0.0.1:${portB}`]: 'b' };

      await check(
        'nginx spreads requests over both instances, / and /about answer 200',
        async () => {
          const seen = new Set();
          for (let i = 0; i < 8; i++) {
            const res = await get(lb.url, i % 2 ? '/' : '/about');
            assert.equal(res.status, 200);
            seen.add(upstreamOf[res.headers.get('x-upstream')]);
          }
          assert.deepEqual([...seen].sort(), ['a', 'b']);
        },
      );

      // The engine is known to every copy of the store's module Next bundles (pages, route handlers).
      await check(
        'search on PostgreSQL: the search page and the API find the same names',
        async () => {
          for (const path of [
            '/api/v1/search?key=nizami',
            '/search?q=nizami',
            '/search?q=zami%20g%C9%99nc',
            '/api/v1/search?key=zami%20g%C9%99nc',
          ]) {
            for (let i = 0; i < 2; i++) {
              const res = await get(lb.url, path);
              assert.equal(res.status, 200, path);
              assert.match(res.text, /Nizami Gəncəvi/, path);
            }
          }
        },
      );

      const [record] = await query(
        'select id, name_en from deceased where genealogy_id is null and category_id = 1 order by position limit 1',
      );
      const page = `/en/category/public-figures/${record.id}`;

      await check(
        'an edit plus one revalidation through nginx is served by both instances',
        async () => {
          for (const server of [a, b, a, b]) {
            const res = await get(server.origin, page);
            assert.equal(res.status, 200);
            assert.equal(heading(res.text), record.name_en);
          }
          const cached = await get(b.origin, page);
          assert.equal(
            (await b.accessLine(cached.headers)).cache,
            'HIT',
            'b serves the page from the shared cache',
          );
          const edited = `${record.name_en} (edited in the cluster test)`;
          await query('update deceased set name_en = $1 where id = $2', [edited, record.id]);
          assert.equal(
            heading((await get(a.origin, page)).text),
            record.name_en,
            'cached until revalidated',
          );
          const res = await fetch(`${lb.url}/api/revalidate`, {
            method: 'POST',
            headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
            body: JSON.stringify({ tags: [`deceased:${record.id}`] }),
          });
          assert.equal(res.status, 200, await res.text());
          for (const server of [a, b]) {
            assert.equal(heading((await get(server.origin, page)).text), edited);
          }
          await query('update deceased set name_en = $1 where id = $2', [
            record.name_en,
            record.id,
          ]);
        },
      );

      await check(
        `the rate limit counts one address across both instances (${RATE_LIMIT} a minute)`,
        async () => {
          const address = '203.0.113.50';
          const sent = [];
          for (let i = 0; i < RATE_LIMIT + 2; i++) sent.push(await sendMessage(lb.url, address));
          const accepted = sent.filter((s) => s.status === 201);
          assert.equal(accepted.length, RATE_LIMIT, JSON.stringify(sent));
          assert.deepEqual(
            sent.slice(RATE_LIMIT).map((s) => s.status),
            [429, 429],
          );
          assert.deepEqual(
            [...new Set(accepted.map((s) => upstreamOf[s.upstream]))].sort(),
            ['a', 'b'],
            'both instances took messages from that address',
          );
          const other = await sendMessage(lb.url, '203.0.113.51');
          assert.equal(other.status, 201, 'another address is not limited');
          const stored = await query(
            'select message, count(*)::int as n from contact_messages group by message',
          );
          for (const s of [...accepted, other]) {
            assert.equal(
              stored.find((r) => r.message === s.marker)?.n,
              1,
              `${s.marker} stored once`,
            );
          }
          assert.equal(stored.length, accepted.length + 1, 'nothing refused was stored');
        },
      );

      await check(
        'one instance killed (SIGKILL) under load: nginx answers from the other',
        async () => {
          const paths = [
            '/',
            '/en',
            '/ru/about',
            '/public-figures',
            page,
            '/api/v1/search?key=nizami',
          ];
          const outcomes = [];
          let killedAt = 0;
          const stopAt = Date.now() + LOAD_MS;
          let n = 0;
          const worker = async (w) => {
            while (Date.now() < stopAt) {
              const i = n++;
              if (i % 5 === 0) {
                const address = `198.51.${Math.floor(i / 250)}.${i % 250}`;
                const started = Date.now();
                const outcome = await sendMessage(lb.url, address, `load ${w}-${i}`).catch(
                  (error) => ({ status: 0, error: String(error) }),
                );
                outcomes.push({ kind: 'post', started, ended: Date.now(), ...outcome });
              } else {
                const path = paths[i % paths.length];
                const started = Date.now();
                const outcome = await get(lb.url, path).catch((error) => ({
                  status: 0,
                  error: String(error?.cause ?? error),
                }));
                outcomes.push({
                  kind: 'get',
                  path,
                  started,
                  ended: Date.now(),
                  status: outcome.status,
                  error: outcome.error,
                  upstream: outcome.headers?.get('x-upstream'),
                });
              }
            }
          };
          const load = Promise.all(Array.from({ length: LOAD_CONNECTIONS }, (_, w) => worker(w)));
          await sleep(LOAD_MS / 3);
          killedAt = Date.now();
          process.kill(b.pid, 'SIGKILL');
          await b.exited;
          await load;

          const gets = outcomes.filter((o) => o.kind === 'get');
          const posts = outcomes.filter((o) => o.kind === 'post');
          // A response the killed instance had begun to send cannot be resent by any proxy: nginx
          // cuts it off. Only such a GET, in flight at the kill, may fail; every other one is a 200.
          const failed = gets.filter((o) => o.status !== 200);
          for (const o of failed) {
            assert.equal(o.status, 0, JSON.stringify(o));
            assert.ok(
              o.started <= killedAt && o.ended >= killedAt,
              `in flight: ${JSON.stringify(o)}`,
            );
          }
          assert.ok(failed.length <= LOAD_CONNECTIONS);
          // nginx resends what the dead instance did not answer, POSTs too (Idempotency-Key).
          assert.deepEqual(
            posts.filter((o) => o.status !== 201),
            [],
            'every message accepted',
          );
          assert.ok(
            gets.some((o) => o.started > killedAt + 1000),
            'load went on after the kill',
          );
          const accepted = posts.map((o) => o.marker);
          const stored = await query(
            "select message, count(*)::int as n from contact_messages where message like 'load %' group by message",
          );
          const counts = new Map(stored.map((r) => [r.message, r.n]));
          for (const marker of accepted)
            assert.equal(counts.get(marker), 1, `${marker} stored once`);
          assert.equal(stored.length, accepted.length, 'nothing stored that was not accepted');
          const resent = lb
            .accessLog()
            .split('\n')
            .filter((line) => /upstream=\S+, /.test(line)).length;
          console.log(
            `       ${gets.length} GETs: ${gets.length - failed.length} answered 200, ${failed.length} cut off in flight at the kill; ${posts.length} messages, all accepted and stored once; nginx resent ${resent} request(s) to the live instance`,
          );
        },
      );

      await check(
        '/api/health says 503 while Redis is away; pages still answer; 200 once it is back',
        async () => {
          const port = redis.port;
          await redis.kill();
          await sleep(300);
          const down = await get(a.origin, '/api/health');
          assert.equal(down.status, 503, down.text);
          assert.equal(JSON.parse(down.text).cache, 'down');
          assert.equal((await get(lb.url, '/about')).status, 200);
          assert.equal(
            (await sendMessage(lb.url, '192.0.2.10')).status,
            201,
            'messages still accepted',
          );
          await startRedis({ port });
          const deadline = Date.now() + 10_000;
          let health;
          do {
            await sleep(250);
            health = await get(a.origin, '/api/health');
          } while (health.status !== 200 && Date.now() < deadline);
          assert.equal(health.status, 200, health.text);
        },
      );

      await check(
        'SIGTERM: the request in flight finishes, then the instance exits 0',
        async () => {
          const pending = get(a.origin, '/ru/category/martyrs?page=2');
          await sleep(20);
          process.kill(a.pid, 'SIGTERM');
          const res = await pending;
          assert.equal(res.status, 200);
          assert.equal(await a.exited, 0);
        },
      );
    }
    if (part !== 'instances') {
      await check(
        `remote mode: messages accepted while the operator's API is down for ${OUTAGE_MS / 1000} s reach it within a minute of its return, each once, from two instances, which walk the operator's lists once between them`,
        async () => {
          const api = await startOperatorApi();
          // A store of its own: the index's first walk replaces the demo content it would hold.
          await query('create database xatire_remote');
          const remoteUrl = new URL(pg.url);
          remoteUrl.pathname = '/xatire_remote';
          const remoteSql = new pgModule.Pool({ connectionString: remoteUrl.toString(), max: 2 });
          remoteSql.on('error', () => {});
          const remoteQuery = async (text, values) => (await remoteSql.query(text, values)).rows;
          const remoteEnv = {
            ...env,
            DATABASE_URL: remoteUrl.toString(),
            API_URL: api.apiUrl,
            ADMIN_URL: api.adminUrl,
          };
          const [portC, portD] = await Promise.all([freePort(), freePort()]);
          let c;
          let d;
          try {
            [c, d] = await Promise.all([
              startServer({ port: portC, env: remoteEnv }),
              startServer({ port: portD, env: remoteEnv }),
            ]);
            api.setMode('POST /v1/contact', 'down');
            const sent = [];
            for (let i = 0; i < 10; i++) {
              const key = crypto.randomUUID();
              const res = await sendMessage(
                (i % 2 ? c : d).origin,
                `192.0.2.${40 + i}`,
                `outage ${i}`,
                key,
              );
              assert.equal(res.status, 201, 'accepted while the API is down');
              sent.push(key);
            }
            await sleep(OUTAGE_MS);
            const attemptsDuringOutage = api.contactPosts.length;
            api.setMode('POST /v1/contact', 'ok');
            const back = Date.now();
            const pending = () =>
              remoteQuery(
                "select count(*)::int as n from contact_messages where request_id = any($1) and delivery <> 'delivered'",
                [sent],
              );
            while ((await pending())[0].n > 0) {
              assert.ok(Date.now() - back < 60_000, 'delivered within a minute of the return');
              await sleep(500);
            }
            const deliveredAfter = Date.now() - back;
            for (const key of sent) {
              const accepted = api.contactPosts.filter(
                (p) => p.idempotencyKey === key && p.status === 201,
              );
              assert.equal(accepted.length, 1, `${key} reached the API once`);
            }
            console.log(
              `       ${attemptsDuringOutage} attempts while down; all 10 delivered ${deliveredAfter} ms after the return, each once`,
            );
            const [index] = await remoteQuery('select walk, completed_at from operator_index');
            assert.equal(index?.walk, 1, 'one walk of the lists');
            assert.ok(index?.completed_at, 'the walk completed');
            const lastList = api.requests.filter((r) => r.route === '/v1/historical-monuments');
            assert.equal(lastList.length, 1, 'the lists walked by one instance, once');
            const indexed = await remoteQuery(
              'select count(*)::int as n from deceased where record_key is null',
            );
            assert.equal(indexed[0].n, 0, 'no demo record left in the index');
          } finally {
            await Promise.allSettled([c?.stop(), d?.stop()]);
            await api.close();
            await remoteSql.end().catch(() => {});
          }
        },
      );
    }
  } finally {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await sql.end().catch(() => {});
    await stopAll();
  }
}

main()
  .then(() => {
    console.log(`test:cluster: ${results.length} checks passed`);
  })
  .catch(() => {
    console.log(
      `test:cluster: FAILED (${results.filter((r) => r.ok).length} of ${results.length} checks passed)`,
    );
    process.exitCode = 1;
  });
