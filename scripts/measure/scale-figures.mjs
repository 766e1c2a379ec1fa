// `npm run figures:scale [-- --records 100000,1000000] [-- --engines sqlite,postgres] [-- --json F]
// [-- --huge-pages off]`:
// docs/performance.md's figures at scale, not part of CI. For each engine and size: seed time
// (`db:seed --scale N`), then the production server on that store and, each cold (first request)
// and cached (median of the next five): the sitemap index, its first and last record child, a
// memorial page near the end of the ids and a listing page deep in the list; search p50/p99 over
// the benchmark's keys, short keys and filtered searches (HTTP, one at a time); the server's
// resident memory at the end.
// PostgreSQL is a throw-away server from scripts/lib/services.mjs, with the `shared_buffers`
// docs/deployment.md advises (near the database's size: 1.46 GB at a million), in huge pages
// where they can be reserved. Needs a build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, seedStore, startServer } from '../lib/prod-server.mjs';
import { FILTERED_SEARCHES, SEARCH_KEYS, SHORT_KEYS } from './lib/search-keys.mjs';
import { freePort, startPostgres, stopAll } from '../lib/services.mjs';
import { percentile } from '../lib/stats.mjs';

function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

const SIZES = option('records', '100000,1000000').split(',').map(Number);
const ENGINES = option('engines', 'sqlite,postgres').split(',');
const JSON_FILE = option('json', '');
const SEARCH_ROUNDS = 5;
const BUFFERS_GB = 2;
const PG_BUFFERS = `shared_buffers=${BUFFERS_GB}GB`;
const HUGE_PAGES = option('huge-pages', 'on');
const NR_HUGEPAGES = '/proc/sys/vm/nr_hugepages';

// PostgreSQL's shared memory in huge pages (docs/deployment.md): the pages it lacks reserved here
// when the kernel lets us (root), PostgreSQL told to use them (`on` fails loudly), given back after.
function hugePages() {
  const none = { setting: 'huge_pages=off', restore: () => {} };
  if (HUGE_PAGES !== 'on') return none;
  try {
    const meminfo = fs.readFileSync('/proc/meminfo', 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(meminfo)?.[1] ?? NaN);
    const want = Math.ceil((BUFFERS_GB * 1.1 * 1024 ** 2) / field('Hugepagesize'));
    const short = want - field('HugePages_Free');
    if (Number.isNaN(short)) throw new Error('no huge pages in /proc/meminfo');
    if (short <= 0) return { ...none, setting: 'huge_pages=on' };
    const had = Number(fs.readFileSync(NR_HUGEPAGES, 'utf8'));
    let given = false;
    const restore = () => {
      if (!given) fs.writeFileSync(NR_HUGEPAGES, String(had));
      given = true;
    };
    process.once('exit', restore);
    fs.writeFileSync(NR_HUGEPAGES, String(had + short));
    if (Number(fs.readFileSync(NR_HUGEPAGES, 'utf8')) >= had + short)
      return { setting: 'huge_pages=on', restore };
    restore();
  } catch {}
  console.log('  (no huge pages to reserve: PostgreSQL in 4 KB pages)');
  return none;
}

const median = (values) => percentile(values, 50);
const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual' });
  const body = await res.text();
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { took, body };
}

// The sitemap index and its first child: the time from the first request until a request answers
// a copy of this store (polled every 20 ms; since nothing is rendered at build, the first one does).
// Kept so the figures stay comparable with those measured when the build prerendered them.
async function refreshedAndCached(url, isFresh) {
  const started = performance.now();
  let body = (await timed(url)).body;
  while (!isFresh(body)) {
    if (performance.now() - started > 120_000) throw new Error(`${url} never refreshed`);
    await new Promise((r) => setTimeout(r, 20));
    body = (await timed(url)).body;
  }
  const cold = performance.now() - started;
  const again = [];
  for (let i = 0; i < 5; i++) again.push((await timed(url)).took);
  return { cold, cached: median(again), body };
}

async function coldAndCached(url) {
  const cold = await timed(url);
  const again = [];
  for (let i = 0; i < 5; i++) again.push((await timed(url)).took);
  return { cold: cold.took, cached: median(again), body: cold.body };
}

function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function measure(engine, records) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-scale-'));
  const huge = engine === 'postgres' ? hugePages() : null;
  let server;
  let pg;
  try {
    pg = huge ? await startPostgres({ settings: [PG_BUFFERS, huge.setting] }) : null;
    const env = pg
      ? { DATABASE_URL: pg.url, DATABASE_PATH: path.join(dir, 'unused.sqlite') }
      : { DATABASE_PATH: path.join(dir, 'content.sqlite') };
    const seeding = performance.now();
    seedStore(env.DATABASE_PATH, records, env);
    const seedSeconds = (performance.now() - seeding) / 1000;
    server = await startServer({
      port: await freePort(),
      databasePath: env.DATABASE_PATH,
      env: { ...env, BENCH_FLOOR: '' },
    });
    const at = (p) => server.origin + p;
    const expected = Math.floor((records + 1000) / 16_666) + 1;
    const childrenOf = (xml) => [
      ...xml.matchAll(/<loc>[^<]*(\/sitemaps\/records-\d+\.xml)<\/loc>/g),
    ];
    const index = await refreshedAndCached(
      at('/sitemap.xml'),
      (xml) => childrenOf(xml).length >= expected,
    );
    const children = childrenOf(index.body);
    const urlsIn = (xml) => (xml.match(/<url>/g) ?? []).length;
    const first = await refreshedAndCached(
      at(children[0][1]),
      (xml) => urlsIn(xml) > Math.min(records, 16_666),
    );
    // A full range the build never rendered: a true first render.
    const last = await coldAndCached(at(children[Math.min(1, children.length - 1)][1]));
    const memorial = /<loc>[^<]*?(\/category\/[a-z-]+\/\d+)<\/loc>/.exec(
      [...last.body.matchAll(/<url>[\s\S]*?<\/url>/g)].at(-1)[0],
    )[1];
    const detail = await coldAndCached(at(memorial));
    const deepPage = Math.max(2, Math.floor(records / 5 / 12 / 2));
    const listing = await coldAndCached(at(`/public-figures?page=${deepPage}`));
    // Each kind of search, its queries × SEARCH_ROUNDS, one at a time over HTTP.
    const samples = [];
    const timesOf = async (queries) => {
      const times = [];
      for (let round = 0; round < SEARCH_ROUNDS; round++) {
        for (const query of queries) {
          const { took } = await timed(at(`/api/v1/search?${query}`));
          times.push(took);
          samples.push({ query, round: round + 1, took });
        }
      }
      return times;
    };
    const keyQuery = (key) => `key=${encodeURIComponent(key)}`;
    const search = await timesOf(SEARCH_KEYS.map(keyQuery));
    const short = await timesOf(SHORT_KEYS.map(keyQuery));
    const filtered = await timesOf(FILTERED_SEARCHES);
    const all = [...search, ...short, ...filtered];
    return {
      engine,
      records,
      seedSeconds,
      sitemapChildren: children.length,
      index,
      first,
      last,
      memorial,
      detail,
      deepPage,
      listing,
      searchP50: percentile(search, 50),
      searchP99: percentile(search, 99),
      shortP50: percentile(short, 50),
      shortP99: percentile(short, 99),
      filteredP50: percentile(filtered, 50),
      filteredP99: percentile(filtered, 99),
      allP50: percentile(all, 50),
      allP99: percentile(all, 99),
      slowest: samples.sort((a, b) => b.took - a.took).slice(0, 6),
      rssMb: residentMb(server.pid),
      hugePages: huge?.setting,
    };
  } finally {
    await server?.stop();
    await pg?.stop();
    huge?.restore();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuild();
  const rows = [];
  for (const records of SIZES) {
    for (const engine of ENGINES) {
      console.log(`${engine}, ${records.toLocaleString('en')} records ...`);
      const r = await measure(engine, records);
      rows.push(r);
      console.log(
        `  seed ${r.seedSeconds.toFixed(1)} s; sitemap index ${ms(r.index.cold)} / ${ms(r.index.cached)} (${r.sitemapChildren} record children); ` +
          `records-0 ${ms(r.first.cold)} / ${ms(r.first.cached)}; records-1 ${ms(r.last.cold)} / ${ms(r.last.cached)}; ` +
          `detail ${ms(r.detail.cold)} / ${ms(r.detail.cached)}; listing ?page=${r.deepPage} ${ms(r.listing.cold)} / ${ms(r.listing.cached)}; ` +
          `search p50 ${ms(r.searchP50)}, p99 ${ms(r.searchP99)}; short keys ${ms(r.shortP50)} / ${ms(r.shortP99)}; ` +
          `filtered ${ms(r.filteredP50)} / ${ms(r.filteredP99)}; all ${ms(r.allP50)} / ${ms(r.allP99)}; RSS ${Math.round(r.rssMb)} MB`,
      );
    }
  }
  console.log(
    '\n| engine | records | seed | sitemap index cold / cached | first child (records-0) | records-1 | detail | listing | search p50 / p99 | server RSS |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.engine} | ${r.records.toLocaleString('en')} | ${r.seedSeconds.toFixed(1)} s | ${ms(r.index.cold)} / ${ms(r.index.cached)} | ` +
        `${ms(r.first.cold)} / ${ms(r.first.cached)} | ${ms(r.last.cold)} / ${ms(r.last.cached)} | ` +
        `${ms(r.detail.cold)} / ${ms(r.detail.cached)} | ${ms(r.listing.cold)} / ${ms(r.listing.cached)} (page ${r.deepPage}) | ` +
        `${ms(r.searchP50)} / ${ms(r.searchP99)} | ${Math.round(r.rssMb)} MB |`,
    );
  }
  console.log(
    `\nSearch over HTTP, p50 / p99 (${SEARCH_ROUNDS} rounds): names (${SEARCH_KEYS.length} keys), ` +
      `short keys (${SHORT_KEYS.length}), filters (${FILTERED_SEARCHES.length}), all together; ` +
      `PostgreSQL with ${PG_BUFFERS}\n`,
  );
  console.log('| engine | records | names | short keys | filters | all |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.engine}${r.hugePages ? ` (${r.hugePages})` : ''} | ${r.records.toLocaleString('en')} | ${ms(r.searchP50)} / ${ms(r.searchP99)} | ` +
        `${ms(r.shortP50)} / ${ms(r.shortP99)} | ${ms(r.filteredP50)} / ${ms(r.filteredP99)} | ${ms(r.allP50)} / ${ms(r.allP99)} |`,
    );
  }
  for (const r of rows) {
    const slowest = r.slowest.map((s) => `${s.query} (round ${s.round}) ${ms(s.took)}`);
    console.log(`\n${r.engine}, ${r.records.toLocaleString('en')}: slowest ${slowest.join(', ')}`);
  }
  if (JSON_FILE) {
    const plain = rows.map(({ index, first, last, detail, listing, ...r }) => ({
      ...r,
      ...Object.fromEntries(
        Object.entries({ index, first, last, detail, listing }).map(([k, v]) => [
          k,
          { cold: v.cold, cached: v.cached },
        ]),
      ),
    }));
    fs.writeFileSync(JSON_FILE, JSON.stringify(plain, null, 2));
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
