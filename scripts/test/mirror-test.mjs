// npm run test:mirror: the static mirror (docs/mirror.md), served by nginx alone on a free port.
// A small store (two records a category, the richest record, one family tree) is exported with
// `npm run export:mirror`; every URL of the mirror's sitemaps must answer 200 with its content in
// the HTML and no script, and a link checker must find no broken address inside the mirror.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { nginxBinary } from '../lib/front.mjs';
import { freePort } from '../lib/free-port.mjs';
import { ensureBuild, root, seedStore } from '../lib/prod-server.mjs';
import { rewriteHtml } from '../../lib/mirror/mirror.mjs';
import { printQrSvg } from '../../lib/seo/print-qr.mjs';
import { startOperatorApi } from '../../e2e/operator-api/server.mjs';

const MIRROR_ORIGIN = 'https://mirror.example.org';
const LIVE_ONLY = /^\/(?:(?:en|ru)\/)?(?:search(?:\?|$)|contact\/|archive\/|qrcode\/|api\/)/;
const SITE_ORIGIN = 'https://xatire.example.az';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-mirror-'));
const servers = [];

function trimStore(file) {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  const family = db.prepare('SELECT min(id) AS id FROM genealogies').get().id;
  db.prepare('DELETE FROM genealogies WHERE id <> ?').run(family);
  db.prepare(
    `DELETE FROM deceased WHERE genealogy_id IS NULL AND name_az <> 'Nizami Gəncəvi' AND id NOT IN (
       SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY category_id ORDER BY position) AS n
                       FROM deceased WHERE genealogy_id IS NULL) WHERE n <= 2)`,
  ).run();
  const left = db.prepare('SELECT count(*) AS n FROM deceased').get().n;
  db.close();
  return left;
}

function startNginx(port, out, name) {
  const run = path.join(work, `nginx-${name}`);
  fs.mkdirSync(run);
  if (process.getuid?.() === 0) for (const dir of [work, run]) fs.chmodSync(dir, 0o755);
  const config = fs
    .readFileSync(path.join(root, 'front', 'mirror.conf'), 'utf8')
    .replaceAll('{{RUN_DIR}}', run)
    .replaceAll('{{ROOT}}', out)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`);
  fs.writeFileSync(path.join(run, 'nginx.conf'), config);
  const child = spawn(
    nginxBinary(),
    ['-p', run, '-c', path.join(run, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'inherit' },
  );
  servers.push(child);
  return child;
}

/** Exports the site run with `env` into a new folder, serves it with nginx alone, checks it. */
async function exportAndCheck(name, env, records) {
  const out = path.join(work, name);
  const started = Date.now();
  // Not spawnSync: the stand-in of the operator's API answers from this process.
  const child = spawn(
    process.execPath,
    ['scripts/run/export-mirror.mjs', '--out', out, '--origin', MIRROR_ORIGIN],
    {
      cwd: root,
      env: { ...process.env, SITE_URL: SITE_ORIGIN, DATABASE_URL: '', REDIS_URL: '', ...env },
    },
  );
  const exported = { stdout: '', stderr: '', status: null };
  child.stdout.on('data', (chunk) => (exported.stdout += chunk));
  child.stderr.on('data', (chunk) => (exported.stderr += chunk));
  exported.status = await new Promise((resolve) => child.once('exit', resolve));
  assert.equal(exported.status, 0, `export:mirror failed:\n${exported.stdout}${exported.stderr}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${name}: ${exported.stdout.trim()} (${records} records, ${seconds} s)`);
  // Files gone at the source (the stand-in's deleted upload) stay links to the live site.
  const gone = [...exported.stderr.matchAll(/^ {2}(?:404|410) (\S+)$/gm)].map(([, url]) => url);

  const port = await freePort();
  startNginx(port, out, name);
  const base = `http://127.0.0.1:${port}`;
  for (
    let tries = 0;
    !(await fetch(`${base}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    assert.ok(tries < 100, 'nginx did not answer within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const local = (url) => url.replace(MIRROR_ORIGIN, base);

  // robots.txt and the sitemaps name the mirror, never the site it was copied from.
  const robots = await (await fetch(`${base}/robots.txt`)).text();
  assert.match(robots, new RegExp(`Sitemap: ${MIRROR_ORIGIN}/sitemap.xml`));
  const locs = (xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replace(/&amp;/g, '&'));
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const urls = [];
  for (const sitemap of locs(index)) {
    assert.ok(sitemap.startsWith(`${MIRROR_ORIGIN}/`), sitemap);
    const xml = await (await fetch(local(sitemap))).text();
    assert.ok(!xml.includes(SITE_ORIGIN), `${sitemap} still names ${SITE_ORIGIN}`);
    urls.push(...locs(xml));
  }
  assert.ok(urls.length >= records * 3, `${urls.length} sitemap URLs for ${records} records`);

  // Every sitemap URL: 200, HTML with its heading and text, no script to run, canonical on the mirror.
  let players = 0;
  let qrCodes = 0;
  for (const url of urls) {
    assert.ok(url.startsWith(`${MIRROR_ORIGIN}/`), url);
    const res = await fetch(local(url));
    assert.equal(res.status, 200, url);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/, url);
    const html = await res.text();
    assert.match(html, /<h1[\s>]/, `${url} has no heading`);
    assert.ok(html.length > 5_000, `${url} is nearly empty`);
    assert.ok(!/<script(?![^>]*application\/ld\+json)/.test(html), `${url} has a script`);
    // Its recordings play with no script: every tab panel shown, each recording the browser's player.
    assert.ok(!/role="tabpanel"[^>]*\shidden/.test(html), `${url} hides a tab panel`);
    assert.ok(!html.includes('<noscript'), `${url} keeps a <noscript>`);
    players += (html.match(/<audio [^>]*controls/g) ?? []).length;
    // Percent-encoded in a share link or a calendar link's details: the page, so the mirror's.
    assert.ok(!html.includes(encodeURIComponent(SITE_ORIGIN)), `${url} names it percent-encoded`);
    // A QR code printed from the mirror opens the address printed under it: the mirror's.
    for (const [, qr, svg] of html.matchAll(
      /data-print-qr="([^"]+)"[^>]*><div[^>]*>(<svg.*?<\/svg>)/gs,
    )) {
      assert.ok(qr.startsWith(`${MIRROR_ORIGIN}/`) && html.includes(`${qr}</figcaption>`), qr);
      assert.equal(svg.trim(), (await printQrSvg(qr)).trim(), `${url}: the QR code of ${qr}`);
      qrCodes++;
    }
    // The old origin only where the live site alone answers: a search, a form, a download.
    for (const [, rest] of html.matchAll(new RegExp(`${SITE_ORIGIN}([^"'\\s<,]*)`, 'g'))) {
      const known = gone.some((file) => file.endsWith(rest.replace(/&amp;/g, '&')));
      assert.ok(LIVE_ONLY.test(rest) || known, `${url} names ${SITE_ORIGIN}${rest}`);
    }
    assert.ok(
      html.includes(`<link rel="canonical" href="${url}"/>`) || html.includes(`href="${url}"`),
      `${url} canonical`,
    );
  }

  assert.ok(players >= 6, `${players} players in the mirror's pages`);
  assert.ok(qrCodes >= records, `${qrCodes} printable QR codes for ${records} records`);

  // Calendar files name the mirror in every address, their lines folded at 75 octets (RFC 5545).
  const calendars = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ics'));
  assert.ok(calendars.length > 0, 'no calendar file in the mirror');
  for (const file of calendars) {
    const ics = fs.readFileSync(path.join(out, file), 'utf8');
    for (const line of ics.split('\r\n'))
      assert.ok(
        Buffer.byteLength(line) <= 75,
        `${file}: a line of ${Buffer.byteLength(line)} octets`,
      );
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    assert.ok(!unfolded.includes(SITE_ORIGIN), `${file} names ${SITE_ORIGIN}`);
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    assert.ok(events.length, `${file} has no event`);
    for (const event of events)
      assert.ok(String(event.getFirstPropertyValue('url')).startsWith(`${MIRROR_ORIGIN}/`), file);
  }

  // Icons are symbols of a sprite: the reference keeps its fragment.
  const memorial = urls.find((url) => /\/category\/[a-z-]+\/\d+$/.test(url));
  assert.match(
    await (await fetch(local(memorial))).text(),
    /<use href="\/_next\/static\/media\/[^"#]+\.svg#[\w-]+"/,
  );

  // The link checker: every address in every page of the mirror that points inside it answers 200
  // with no help from nginx's error_page (the not-found pages link to each other by their files),
  // so any static host answers it.
  const checked = new Map();
  let links = 0;
  const pages = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'));
  for (const file of pages) {
    const html = fs.readFileSync(path.join(out, file), 'utf8');
    const page = new URL(`/${file.replace(/(?:^|\/)index\.html$/, '')}`, base);
    const refs = [];
    rewriteHtml(html, (value) => {
      refs.push(value);
      return null;
    });
    for (const ref of refs) {
      if (!/^(?:\/(?!\/)|https?:)/.test(ref)) continue;
      const url = new URL(local(ref), page);
      if (url.origin !== base) continue;
      url.hash = '';
      links++;
      if (!checked.has(url.href))
        checked.set(
          url.href,
          fetch(url, { method: 'HEAD' }).then((r) => r.status),
        );
      assert.equal(await checked.get(url.href), 200, `${file}: ${ref}`);
    }
  }
  console.log(
    `${name}: ${urls.length} sitemap URLs answer 200 with their content; ${links} links in ${pages.length} pages, ${checked.size} addresses, none broken; ${qrCodes} QR codes and ${calendars.length} calendar files name the mirror`,
  );
  // The not-found pages' language links are their files, which a plain static server answers.
  const notFound = fs.readFileSync(path.join(out, 'en', '404.html'), 'utf8');
  for (const other of ['/404.html', '/ru/404.html'])
    assert.ok(notFound.includes(`href="${other}"`), `en/404.html does not link ${other}`);
  // A page the mirror never had: the site's own 404 page, in its language.
  const missing = await fetch(`${base}/en/category/martyrs/999999`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /<html lang="en"/);
}

async function main() {
  ensureBuild();
  const store = path.join(work, 'store.sqlite');
  seedStore(store);
  const records = trimStore(store);
  const none = { API_URL: '', ADMIN_URL: '', MEDIA_URL: '' };
  // Remote mode: the operator's API, its stand-in written from SPEC §7 (e2e/operator-api/).
  const api = await startOperatorApi({ prefix: '/api' });
  const remote = { ...none, API_URL: api.apiUrl, ADMIN_URL: api.adminUrl, API_TIMEOUT_MS: '3000' };
  // Side by side: 69 s against 84 one after the other (2026-11-30, 2 cores).
  const done = await Promise.allSettled([
    exportAndCheck('embedded', { ...none, DATABASE_PATH: store }, records),
    exportAndCheck('remote', remote, Object.keys(api.data.people).length),
  ]).finally(() => api.close());
  const failed = done.filter((result) => result.status === 'rejected');
  for (const { reason } of failed.slice(1)) console.error(reason);
  if (failed.length) throw failed[0].reason;
  console.log(
    'test:mirror: both mirrors served by nginx alone, every sitemap URL and link answering',
  );
}

try {
  await main();
} finally {
  for (const child of servers) child.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
