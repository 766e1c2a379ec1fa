// npm run export:mirror -- --out DIR --origin URL [--from URL]
// A static copy of the whole public site (docs/mirror.md) that nginx or any static host serves with
// no Node: every page of the sitemaps and the pages they link to, their photos, recordings, share
// images and styles, robots.txt and the sitemaps, every address rewritten for the mirror's origin.
// Without --from it starts this build on a free port with the settings it is given (the embedded
// store, or the operator's API), and stops it after.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/free-port.mjs';
import { distDir, root } from '../lib/prod-server.mjs';
import {
  cssUrls,
  fileHref,
  kindOf,
  pageFile,
  pageHref,
  redrawPrintQr,
  rewriteCalendar,
  rewriteHtml,
  swapOrigin,
} from '../../lib/mirror/mirror.mjs';
import { mediaOrigin, readSettings } from '../../lib/runtime/settings.mjs';

const { values } = parseArgs({
  options: { out: { type: 'string' }, origin: { type: 'string' }, from: { type: 'string' } },
});
const fail = (message) => {
  console.error(`export:mirror: ${message}`);
  process.exit(2);
};
const originOf = (value, name) => {
  try {
    const url = new URL(value ?? '');
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) throw new Error();
    return url.origin;
  } catch {
    return fail(
      `${name} must be an origin such as https://mirror.example.org, not "${value ?? ''}"`,
    );
  }
};
if (!values.out) fail('--out DIR is required (the folder the mirror is written to)');
const target = originOf(values.origin, '--origin');
const out = path.resolve(values.out);
const settings = readSettings();
const media = mediaOrigin(settings);
const CONCURRENCY = 4;
const LIVE = '\u0000live\u0000';

async function startSite() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    fail('no production build: run `npm run build` first');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['server/main.mjs', '-p', String(port), '-H', 'localhost'],
    {
      cwd: root,
      env: { ...process.env, SERVICE_WORKER: 'off' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://localhost:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) fail(`the site exited (${child.exitCode}) before answering`);
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      fail('the site did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // Kept-alive connections hold a graceful stop: a copy that is done needs none of them.
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  };
  return { origin, stop };
}

const site = values.from
  ? { origin: originOf(values.from, '--from'), stop: async () => {} }
  : await startSite();
// A page in a minute; a file (a long video from the media host) in ten, the whole night's work.
const get = (url, init = {}, ms = 60_000) =>
  fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(ms),
    ...init,
    headers: { accept: 'text/html,image/webp,*/*', ...init.headers },
  });
const locs = (xml) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replace(/&amp;/g, '&'));

const decodedPath = (href) => {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
};

function write(file, body) {
  const where = path.join(out, file);
  if (!where.startsWith(out + path.sep))
    throw new Error(`refused to write outside the mirror: ${file}`);
  fs.mkdirSync(path.dirname(where), { recursive: true });
  fs.writeFileSync(where, body);
  if (where.endsWith('.html')) written.push(where);
}

// The sitemaps name the site's public origin (SITE_URL): every copy of it becomes the mirror's.
const indexXml = await (await get(`${site.origin}/sitemap.xml`)).text();
const sitemaps = locs(indexXml);
if (sitemaps.length === 0) fail(`${site.origin}/sitemap.xml lists no sitemaps`);
const publicOrigin = new URL(sitemaps[0]).origin;
const local = (url) => new URL(url.replace(publicOrigin, site.origin));
const retarget = (text) => swapOrigin(text, publicOrigin, target).split(LIVE).join(publicOrigin);

const pages = new Set(); // mirror hrefs of the pages queued or copied
const files = new Map(); // site URL -> its mirror href, once fetched (null when it failed)
const problems = [];
const gone = [];
const goneLinks = new Map(); // mirror href -> the live address
const listed = new Set(); // what the sitemaps list: each must answer
const written = [];
const queue = [];
const enqueue = (url) => {
  const href = pageHref(url);
  if (!pages.has(href)) {
    pages.add(href);
    queue.push(url);
  }
  return href;
};

/** Fetches a file once and answers its mirror address. */
async function keepFile(url) {
  if (files.has(url.href)) return files.get(url.href);
  const pending = (async () => {
    const res = await get(url.href, {}, 600_000).catch((error) => error);
    if (res instanceof Error) {
      problems.push(`${res.message} ${url.href}`); // named, as an answer that is not 200 is
      return null;
    }
    if (!res.ok) {
      // Gone at the source (a deleted upload) stays a link to the live site; anything else fails.
      (res.status === 404 || res.status === 410 ? gone : problems).push(
        `${res.status} ${url.href}`,
      );
      return null;
    }
    const href = fileHref(url, res.headers.get('content-type'), media);
    const bytes = await res.arrayBuffer().catch((error) => error);
    if (bytes instanceof Error) {
      problems.push(`${bytes.message} ${url.href}`);
      return null;
    }
    let body = Buffer.from(bytes);
    if (/\.css$/.test(href)) {
      let css = body.toString('utf8');
      for (const ref of cssUrls(css)) {
        const kept = await keepFile(new URL(ref, url));
        if (kept) css = css.split(ref).join(kept);
      }
      body = Buffer.from(css);
    } else if (/\.(?:webmanifest|xml|txt)$/.test(href))
      body = Buffer.from(retarget(body.toString('utf8')));
    else if (/\.ics$/.test(href))
      body = Buffer.from(rewriteCalendar(body.toString('utf8'), retarget));
    // On the disk by its decoded name: the static host decodes the address before looking.
    write(decodedPath(href).slice(1), body);
    return href;
  })();
  files.set(url.href, pending);
  return pending;
}

/** What an address in a page is to the mirror, and where it points from `base`. */
function resolve(value, use, base) {
  if (!/^(?:\/(?!\/)|https?:)/.test(value)) return null;
  const ref = new URL(value, base);
  const ours = ref.origin === site.origin || ref.origin === publicOrigin;
  if (!ours && !(media && ref.origin === media)) return null;
  const at = ours ? local(ref.href) : ref;
  // A fragment stays on the reference (an icon's #id in a sprite), never on what is fetched.
  const hash = at.hash;
  at.hash = '';
  return { at, hash, kind: ours ? kindOf(at, use) : 'file', absolute: /^https?:/.test(value) };
}

/** A page saved as `file`; `status` is what it must answer (the not-found pages answer 404). */
async function copyPage(url, file = pageFile(url), status = 200) {
  const res = await get(url.href);
  if (res.status >= 300 && res.status < 400) {
    const to = new URL(res.headers.get('location') ?? '/', url);
    const href = kindOf(to, 'page') === 'page' ? enqueue(to) : `${LIVE}${to.pathname}${to.search}`;
    const meta = `<meta http-equiv="refresh" content="0; url=${href}">`;
    write(
      file,
      retarget(`<!doctype html><meta charset="utf-8">${meta}<a href="${href}">${href}</a>\n`),
    );
    return;
  }
  if (res.status === 404 && status === 200 && !listed.has(pageHref(url))) {
    // A link of the site to a page it does not have (the operator's data): the live site's, too.
    goneLinks.set(pageHref(url), `${publicOrigin}${url.pathname}${url.search}`);
    gone.push(`404 ${url.href}`);
    return;
  }
  if (res.status !== status || !(res.headers.get('content-type') ?? '').startsWith('text/html')) {
    problems.push(`${res.status} ${url.pathname}${url.search}`);
    return;
  }
  const html = await res.text();
  const wanted = new Set();
  rewriteHtml(html, (value, use) => {
    const found = resolve(value, use, url);
    if (found?.kind === 'file') wanted.add(found.at.href);
    return null;
  });
  const kept = new Map();
  for (const href of wanted) kept.set(href, await keepFile(new URL(href)));
  const body = rewriteHtml(html, (value, use) => {
    const found = resolve(value, use, url);
    if (!found) return null;
    const { at, hash, kind, absolute } = found;
    const live = `${LIVE}${at.pathname}${at.search}${hash}`;
    if (kind === 'live') return live;
    const href = kind === 'page' ? enqueue(at) : kept.get(at.href);
    if (!href) return live;
    return `${absolute && !href.startsWith('/_media/') ? publicOrigin : ''}${href}${hash}`;
  });
  write(decodedPath(file), await redrawPrintQr(retarget(body)));
}

async function drain() {
  // Pages found while copying join the queue: go on until no worker has anything left.
  while (queue.length) {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) await copyPage(url);
      }),
    );
  }
}

try {
  for (const sitemap of sitemaps) {
    const xml = await (await get(local(sitemap).href)).text();
    for (const loc of locs(xml)) listed.add(enqueue(local(loc)));
    write(local(sitemap).pathname.slice(1), retarget(xml));
  }
  write('sitemap.xml', retarget(indexXml));
  write('robots.txt', retarget(await (await get(`${site.origin}/robots.txt`)).text()));
  // The not-found page in each language, for the static host's own 404s and a link to it (its
  // language links): 404.html, en/404.html, ru/404.html.
  const notFound = ['', '/en', '/ru'].map((prefix) => new URL(`${site.origin}${prefix}/404`));
  for (const url of notFound) pages.add(pageHref(url));
  for (const url of notFound) await copyPage(url, pageFile(url), 404);
  await drain();
  for (const file of goneLinks.size ? written : []) {
    let html = fs.readFileSync(file, 'utf8');
    for (const [href, live] of goneLinks)
      html = html.split(`href="${href}"`).join(`href="${live}"`);
    fs.writeFileSync(file, html);
  }
} finally {
  await site.stop();
}
console.log(`export:mirror: ${pages.size} pages and ${files.size} files in ${out}, for ${target}`);
if (gone.length)
  console.warn(
    `export:mirror: ${gone.length} files are gone at the source, linked to the live site:\n  ${gone.join('\n  ')}`,
  );
if (problems.length) {
  console.error(
    `export:mirror: ${problems.length} addresses did not answer 200:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
