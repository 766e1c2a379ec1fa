// Lighthouse and axe against the production build (`next build` first). Not part of CI.
// Starts the production server behind the shipped front (npm run serve's) with a temporary content store, then for every page
// type runs axe at a 375 px viewport and Lighthouse (default config: mobile, simulated throttling)
// three times, with Debian's Chromium and nothing outside loopback. Prints one table of the medians.
//
//   npm run audit                          AUDIT_PORT (3410), AUDIT_RUNS (3), CHROMIUM_PATH
//   npm run audit -- /about /en/contact    these paths only
//
// Full Lighthouse reports (the median run per page) and axe results land in test-results/audit/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageTypes } from '../../e2e/page-types.mjs';
import { buildDir } from '../../lib/runtime/settings.mjs';
import { freePort } from '../lib/free-port.mjs';
import { startFront, temporaryRunDir } from '../lib/front.mjs';

const distDir = buildDir();
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const outDir = path.join('test-results', 'audit');

// SITE_URL is the server's own origin (read at start, nothing baked into the build).
const port = process.env.AUDIT_PORT ?? '3410';
const base = `http://localhost:${port}`;

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
// An Azerbaijani visitor: `/` follows the browser language (proxy.ts), and would redirect another
// to /en or /ru, which Lighthouse would then audit as a redirect.
const ACCEPT_LANGUAGE = 'az-AZ,az;q=0.9';
// Chromium 156 preloads its own omnibox pop-up (a WebUI of about 400 chrome:// files) in a
// renderer while the audited page loads: on 2 cores Lighthouse's CPU index fell from about 2,700
// to 1,600 (docs/audit.md). Off, with chrome-launcher's own list kept (a second
// --disable-features would replace it).
const DISABLED_FEATURES = [
  'PreloadTopChromeWebUI',
  'PrewarmWebUIContents',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];
const LAUNCHER_FLAGS = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${DISABLED_FEATURES.join(',')}` : flag,
);
const CHROME_FLAGS = [
  ...LAUNCHER_FLAGS,
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-domain-reliability',
  '--lang=az-AZ',
  `--accept-lang=${ACCEPT_LANGUAGE}`,
];

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`audit: no production build in ${distDir}; run \`next build\` first`);
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(`audit: no Chromium at ${chromePath}; set CHROMIUM_PATH`);
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-audit-'));
const dbPath = path.join(dir, 'content.sqlite');
const env = { DATABASE_PATH: dbPath, SITE_URL: base, NEXT_TELEMETRY_DISABLED: '1' };
for (const name of ['API_URL', 'ADMIN_URL', 'MEDIA_URL']) delete process.env[name];

let front;
// nginx's workers (nobody, as root) must reach it: not inside the store's private folder.
const runDir = temporaryRunDir();
let stopping = false;
async function stopServer() {
  if (stopping) return;
  stopping = true;
  await front?.stop();
  for (const folder of [dir, runDir]) fs.rmSync(folder, { recursive: true, force: true });
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => void stopServer().finally(() => process.exit(code)));
}

// As a visitor meets it: the site behind the shipped front (front/nginx.conf), which compresses.
async function waitForServer() {
  front = await startFront({
    port: await freePort('localhost'),
    frontPort: Number(port),
    runDir,
    distDir: path.resolve(distDir),
    siteEnv: env,
    stdio: 'ignore',
    log: () => {},
  });
}

/**
 * Every page type (e2e/page-types.mjs: one page of each shape the sitemap lists, the viewers, search,
 * a second listing page, a badge's page and the 404 page), in Azerbaijani, with the real ids of the
 * store the server just seeded. A page that says noindex (a badge, search, a viewer, the 404) is
 * not counted against its SEO score.
 */
async function everyPageType() {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const qr = db
    .prepare(
      'SELECT random_uuid AS uuid FROM qr_codes ORDER BY (photo IS NULL), random_uuid LIMIT 1',
    )
    .get();
  db.close();
  if (!qr) throw new Error('no QR record in the store');
  const types = (await pageTypes(base, { qrUuid: qr.uuid })).filter(
    // One 404 page is enough: the other unknown paths render the same page.
    (t) => t.status === 200 || t.name === '/404',
  );
  return Promise.all(types.map((t) => describePage(t.path, t.status)));
}

/** A page to audit: its file name, whether it says noindex, and whether Lighthouse can load it. */
async function describePage(pagePath, status = 200) {
  const html = await (await fetch(base + pagePath)).text();
  return {
    name: pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home',
    path: pagePath,
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    // Lighthouse refuses a page answering 404 (ERRORED_DOCUMENT_REQUEST): axe only.
    axeOnly: status !== 200,
  };
}

// Loaded, then quiet for 500 ms, or 5 s at most: Chromium can leave a prefetch of the router's
// open after its response arrived (the second of two identical `/?_rsc` segment prefetches on
// /search after another search page, 2026-11-25), which a bare networkidle waits on for ever.
async function settle(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
}

async function runAxe(pages) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.slice(LAUNCHER_FLAGS.length + 1),
  });
  const context = await browser.newContext({
    locale: 'az-AZ',
    viewport: { width: 375, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'Accept-Language': ACCEPT_LANGUAGE },
  });
  const results = {};
  for (const p of pages) {
    const page = await context.newPage();
    await settle(page, base + p.path);
    const axe = await new AxeBuilder({ page }).analyze();
    const byImpact = { minor: 0, moderate: 0, serious: 0, critical: 0 };
    for (const v of axe.violations) byImpact[v.impact ?? 'minor'] += v.nodes.length;
    results[p.name] = { byImpact, violations: axe.violations };
    fs.writeFileSync(
      path.join(outDir, `${p.name}-axe.json`),
      JSON.stringify(axe.violations, null, 2),
    );
    await page.close();
  }
  // Then each page once at Lighthouse's own screen (Moto G Power, 412 px at 1.75x): the image
  // variants it asks for are encoded here, as a site's first visitor would have, not in run 1.
  const phone = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    extraHTTPHeaders: { 'Accept-Language': ACCEPT_LANGUAGE },
  });
  for (const p of pages) {
    const page = await phone.newPage();
    await settle(page, base + p.path);
    await page.close();
  }
  await browser.close();
  return results;
}

/**
 * The SEO score of a page that must say noindex: 0 when it does not (or an audit errored), else the
 * score of every other SEO audit (100 when they all pass). Other pages: Lighthouse's own.
 */
function seoScore(lhr, noindex) {
  const score = Math.round((lhr.categories.seo.score ?? 0) * 100);
  if (!noindex) return score;
  if (lhr.audits['is-crawlable']?.score !== 0) return 0;
  const refs = lhr.categories.seo.auditRefs.filter(
    (ref) => ref.weight > 0 && ref.id !== 'is-crawlable',
  );
  if (refs.some((ref) => lhr.audits[ref.id].score === null)) return 0;
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const sum = refs.reduce((acc, ref) => acc + ref.weight * lhr.audits[ref.id].score, 0);
  return Math.round((sum / total) * 100);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function runLighthouse(p) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: no warm caches or leftover state between the runs.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      ignoreDefaultFlags: true,
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(base + p.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = result.lhr;
      if (lhr.runtimeError)
        throw new Error(`${p.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(base + p.path).pathname) {
        console.warn(`audit: ${p.path} ended at ${lhr.finalDisplayedUrl}`);
      }
      lhrs.push(lhr);
      const s = CATEGORIES.map((c) => Math.round(lhr.categories[c].score * 100)).join('/');
      const m = lhr.audits.metrics.details?.items[0] ?? {};
      console.error(
        `  ${p.name} run ${i + 1}: ${s}  (FCP ${m.firstContentfulPaint} LCP ${m.largestContentfulPaint} TBT ${m.totalBlockingTime} ms;` +
          ` observed FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} ms)`,
      );
    } finally {
      await chrome.kill();
    }
  }
  const score = (l, c) =>
    c === 'seo' ? seoScore(l, p.noindex) : Math.round(l.categories[c].score * 100);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(lhrs.map((l) => score(l, c)))]),
  );
  // Keep the run whose performance is the median, for reading what held a score down.
  const kept = lhrs.find(
    (l) => Math.round(l.categories.performance.score * 100) === scores.performance,
  );
  fs.writeFileSync(path.join(outDir, `${p.name}-lighthouse.json`), JSON.stringify(kept, null, 2));
  const rawSeo = median(lhrs.map((l) => Math.round((l.categories.seo.score ?? 0) * 100)));
  return { scores, rawSeo, lhr: kept };
}

/** Audits that cost points in the kept run: failed binary audits, and metrics below 0.9. */
function shortfalls(lhr, noindex) {
  const out = [];
  if (noindex && lhr.audits['is-crawlable']?.score !== 0)
    out.push('seo: the page lost its noindex');
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight === 0 || a.score === null || a.score >= (c === 'performance' ? 0.9 : 1))
        continue;
      if (noindex && ref.id === 'is-crawlable') continue;
      out.push(`${c}: ${ref.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
    }
  }
  return out;
}

function table(rows) {
  const head = ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'axe ser./crit.', 'result'];
  const body = rows.map((r) => [
    r.name,
    r.path,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    r.noindex ? `${r.scores.seo} (${r.rawSeo} with noindex)` : String(r.scores.seo),
    `${r.axe.serious}/${r.axe.critical}`,
    r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

let exitCode = 0;
try {
  fs.mkdirSync(outDir, { recursive: true });
  await waitForServer();
  const requested = process.argv.slice(2);
  const pages = requested.length
    ? await Promise.all(requested.map((p) => describePage(p)))
    : await everyPageType();

  // axe first: it also warms the server (rendered pages, optimized images) the way visits would.
  console.error(`audit: axe on ${pages.length} pages at 375 px`);
  const axe = await runAxe(pages);

  console.error(`audit: Lighthouse, mobile, ${runs} runs per page (${os.cpus().length} cores)`);
  const rows = [];
  for (const p of pages.filter((page) => page.axeOnly)) {
    const a = axe[p.name].byImpact;
    console.error(`  ${p.name}: axe only, ${a.serious} serious / ${a.critical} critical`);
    if (a.serious > 0 || a.critical > 0) exitCode = 1;
  }
  for (const p of pages.filter((page) => !page.axeOnly)) {
    const { scores, rawSeo, lhr } = await runLighthouse(p);
    const a = axe[p.name].byImpact;
    const pass =
      CATEGORIES.every((c) => scores[c] >= TARGETS[c]) && a.serious === 0 && a.critical === 0;
    rows.push({ ...p, scores, rawSeo, axe: a, pass, lhr });
  }

  console.log(
    `\nLighthouse ${rows[0]?.lhr.lighthouseVersion} (mobile, simulated throttling, median of ${runs}) and axe (375 px)` +
      ` on ${rows[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'},` +
      ` ${os.cpus().length} cores, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(
    `targets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO 100, axe 0 serious/critical\n`,
  );
  console.log(table(rows));

  for (const r of rows) {
    const notes = shortfalls(r.lhr, r.noindex);
    const axeNotes = axe[r.name].violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `axe ${v.impact}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    const warnings = r.lhr.runWarnings ?? [];
    if (notes.length || axeNotes.length || warnings.length) {
      console.log(`\n${r.name} ${r.path}`);
      for (const n of [...notes, ...axeNotes, ...warnings.map((w) => `warning: ${w}`)])
        console.log(`  - ${n}`);
    }
  }
  if (!rows.every((r) => r.pass)) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  await stopServer();
}
process.exit(exitCode);
