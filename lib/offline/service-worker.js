// The offline worker (docs/offline.md), served by app/sw.js/route.ts with CONFIG put before it.
/* global CONFIG, self, caches */
'use strict';

const PAGES = 'xatire-pages';
const MEDIA = 'xatire-media';
const ASSETS_OF = 'xatire-assets-';
const ASSETS = `${ASSETS_OF}${CONFIG.version}`;
const OURS = /^xatire-/;
const LANG = /^\/(en|ru)(?=\/|$)/;
// Never on the device: the badge pages (personal data), every API answer, health and the worker.
const NEVER = /^\/(?:(?:en|ru)\/)?qrcode\/|^\/api\/|^\/(?:livez|readyz|sw\.js)$/;
const KEPT_PAGE = /^\/(?:(?:en|ru)\/)?(?:category\/[a-z-]+\/\d+|genealogy\/\d+(?:\/\d+)?)\/?$/;
const ICONS = /^\/(?:icon\.svg|favicon\.ico|manifest\.webmanifest|app-icon\/.+)$/;
const MEDIA_PATH = /^\/(?:media\/|_next\/image$|poster\/)/;
// Images the site makes (resized photos, video posters): kept as the page shows them.
const SHOWN_IMAGE = /^\/(?:_next\/image$|poster\/)/;
// Files to download (a family archive, a calendar): the browser's own download, never through here.
const DOWNLOADS = /^\/(?:archive|calendar)\//;

const langOf = (path) => LANG.exec(path)?.[1] ?? 'az';
const texts = (path) => CONFIG.texts[langOf(path)];
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const older = await olderAssets();
      // An older build's files stay while a page kept here was saved with them (offline it needs them).
      const builds = CONFIG.enabled ? await buildsOfKeptPages(older) : new Set();
      const stale = names.filter(
        (n) =>
          OURS.test(n) &&
          (!CONFIG.enabled || (older.includes(n) && !builds.has(n.slice(ASSETS_OF.length)))),
      );
      await Promise.all(stale.map((n) => caches.delete(n)));
      if (!CONFIG.enabled) return self.registration.unregister();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (!CONFIG.enabled || request.method !== 'GET') return;
  const url = new URL(request.url);
  // The operator's media host (remote mode): a recording kept from there is answered offline.
  if (url.origin === CONFIG.mediaOrigin) {
    if (request.destination === 'audio') event.respondWith(media(request, url, keepingFor(event)));
    return;
  }
  if (url.origin !== self.location.origin || DOWNLOADS.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event, url));
    return;
  }
  if (NEVER.test(url.pathname) || request.headers.has('rsc')) return;
  if (url.pathname.startsWith('/_next/static/') || ICONS.test(url.pathname))
    event.respondWith(cacheFirst(request));
  else if (MEDIA_PATH.test(url.pathname)) event.respondWith(media(request, url, keepingFor(event)));
});

// A page hands over itself and what it loaded before this worker ran, or a recording played.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!CONFIG.enabled || !data || data.type !== 'keep') return;
  const same = (u) => {
    try {
      const url = new URL(u, self.location.origin);
      const ours = url.origin === self.location.origin || url.origin === CONFIG.mediaOrigin;
      return ours && !NEVER.test(url.pathname) ? url : null;
    } catch {
      return null;
    }
  };
  const work = [];
  const page = data.page && same(data.page);
  if (page && KEPT_PAGE.test(page.pathname)) work.push(fetchPage(page.href, keepingFor(event)));
  for (const asset of data.assets ?? []) {
    const url = same(asset);
    if (url && (url.pathname.startsWith('/_next/static/') || ICONS.test(url.pathname)))
      work.push(cacheFirst(new Request(url.href)));
    else if (url && MEDIA_PATH.test(url.pathname))
      work.push(media(new Request(url.href), url, keepingFor(event)));
  }
  for (const file of data.media ?? []) {
    const url = same(file);
    if (url) work.push(keepWhole(url.href));
  }
  event.waitUntil(Promise.allSettled(work));
});

/** Network first; a kept page from the device when the network fails or is slow. */
async function navigate(event, url) {
  const keep = KEPT_PAGE.test(url.pathname);
  const network = keep ? fetchPage(event.request, keepingFor(event)) : fetch(event.request);
  const saved = keep
    ? await caches.match(url.href, { cacheName: PAGES, ignoreSearch: true })
    : undefined;
  if (!saved) return network.catch(() => offlinePage(url.pathname));
  event.waitUntil(network.catch(() => undefined));
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, CONFIG.timeoutMs, 'late')));
  const answer = await Promise.race([network.catch(() => 'failed'), late]);
  clearTimeout(timer);
  if (answer === 'failed') return withSavedLine(saved, url.pathname, 'saved');
  // The site slow or failing (its outage page, a front whose origin is gone): the kept copy is better.
  if (answer === 'late' || answer.status >= 500)
    return withSavedLine(saved, url.pathname, 'savedSiteDown');
  return answer;
}

/**
 * A page from the network as soon as it answers, kept (after, through `keeping`) when it answered
 * 200 with a whole page's HTML; the oldest go past the limit. A page now gone (404, 410, or sent
 * elsewhere: a removed record) is no longer kept, in any language. Keeping never fails the answer.
 */
async function fetchPage(request, keeping) {
  // Not the browser's cache: offline it answers an old copy as if fresh (docs/offline.md).
  const url = typeof request === 'string' ? request : request.url;
  const headers = typeof request === 'string' ? undefined : request.headers;
  const response = await fetch(url, { cache: 'no-cache', redirect: 'manual', headers });
  const type = response.headers.get('content-type') ?? '';
  const path = new URL(response.url || url).pathname;
  const gone = [404, 410].includes(response.status) || response.type === 'opaqueredirect';
  if (gone) keeping(forgetEverywhere(path));
  if (response.status !== 200 || !type.startsWith('text/html')) return response;
  keeping(keepPage(response.clone(), path, type).catch(() => undefined));
  return response;
}

/** A record gone in one language is gone in all: every copy of its page leaves the device. */
async function forgetEverywhere(path) {
  const cache = await caches.open(PAGES);
  const rest = path.replace(LANG, '');
  const paths = Object.keys(CONFIG.languageNames).map((l) =>
    l === 'az' ? rest || '/' : `/${l}${rest}`,
  );
  await Promise.all(paths.map((p) => cache.delete(p)));
}

async function keepPage(response, path, type) {
  const html = await response.text();
  // A page short of a section (its footer's details, say) never replaces a whole one.
  if (html.includes(CONFIG.incompleteMarker)) return;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const cache = await caches.open(PAGES);
  await cache.delete(path);
  await cache.put(
    path,
    new Response(html, {
      headers: {
        'content-type': type,
        'x-saved-at': new Date().toISOString(),
        'x-saved-build': CONFIG.version,
        'x-saved-title': encodeURIComponent(title),
      },
    }),
  );
  await trim(cache, CONFIG.maxPages, () => 1);
}

async function withSavedLine(saved, path, why) {
  const t = texts(path);
  const at = new Date(saved.headers.get('x-saved-at') ?? Date.now());
  // Azerbaijani and Russian write 29.11.2026 (and browsers lack Azerbaijani month names).
  const two = (n) => String(n).padStart(2, '0');
  const when =
    langOf(path) === 'en'
      ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(at)
      : `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()}, ${two(at.getHours())}:${two(at.getMinutes())}`;
  const text = t[why]
    .replace('{date}', when)
    .replace(/[\\"\n<]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
  // Not an element, which React's hydration would take out (docs/offline.md).
  const line =
    `<style data-offline-copy="">body::before{content:"${text}";display:block;padding:8px 16px;` +
    `background:#f4efe6;color:#1f2328;font:15px/1.5 system-ui,sans-serif;text-align:center;` +
    `border-bottom:1px solid #e6e1da}html [data-as-of]{display:block}</style>`;
  const html = (await saved.text()).replace(/<head[^>]*>/, (head) => head + line);
  return new Response(html, { headers: { 'content-type': saved.headers.get('content-type') } });
}

/**
 * The answer for a page never kept here: it needs the network; what is kept is listed, newest
 * first: this page in another language, then the pages in this one, then those in others.
 */
async function offlinePage(path) {
  const lang = langOf(path);
  const t = texts(path);
  const cache = await caches.open(PAGES);
  const unprefixed = (p) => p.replace(LANG, '') || '/';
  const kept = [];
  for (const request of await cache.keys()) {
    const p = new URL(request.url).pathname;
    const saved = await cache.match(request);
    const title = decodeURIComponent(saved?.headers.get('x-saved-title') ?? '') || p;
    const l = langOf(p);
    const rank = unprefixed(p) === unprefixed(path) ? 0 : l === lang ? 1 : 2;
    const item =
      l === lang
        ? `<li><a href="${escape(p)}">${title}</a></li>`
        : `<li lang="${l}"><a href="${escape(p)}" hreflang="${l}">${title}</a> ` +
          `(${escape(CONFIG.languageNames[l])})</li>`;
    kept.unshift({ rank, item });
  }
  kept.sort((a, b) => a.rank - b.rank);
  const text = kept[0]?.rank === 0 ? t.textOtherLanguage : t.text;
  const list = kept.length
    ? `<h2>${escape(t.keptTitle)}</h2><ul>${kept.map((k) => k.item).join('')}</ul>`
    : '';
  const home = lang === 'az' ? '/' : `/${lang}`;
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(t.title)}</title>` +
    `<style>body{margin:0;background:#faf8f5;color:#1f2328;font:1.0625rem/1.6 system-ui,sans-serif}` +
    `main{max-width:40rem;margin:0 auto;padding:48px 20px}h1{font-family:Georgia,serif;font-weight:600}` +
    `a{color:#1f3d36}li{margin:8px 0}</style></head><body><main><h1>${escape(t.title)}</h1>` +
    `<p>${escape(text)}</p>${list}<p><a href="${home}">${escape(t.home)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' },
  });
}

/** Older builds' caches of files, the oldest first. */
const olderAssets = async () =>
  (await caches.keys()).filter((n) => n.startsWith(ASSETS_OF) && n !== ASSETS);

/**
 * The builds the kept pages were saved with. A page saved before pages said so is given the
 * newest older build (the worker then kept one build's files), so it keeps no more than that.
 */
async function buildsOfKeptPages(older) {
  const cache = await caches.open(PAGES);
  const builds = new Set();
  for (const request of await cache.keys()) {
    const saved = await cache.match(request);
    if (!saved) continue;
    let build = saved.headers.get('x-saved-build');
    if (!build && older.length) {
      build = older[older.length - 1].slice(ASSETS_OF.length);
      const headers = new Headers(saved.headers);
      headers.set('x-saved-build', build);
      await cache.put(request, new Response(saved.body, { headers }));
    }
    if (build) builds.add(build);
  }
  return builds;
}

/**
 * The build's files: their names change with their content, so a copy is good forever. One an
 * older build kept (a kept page's, or a file two builds share) is copied into this build's.
 */
async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  let hit = await cache.match(request);
  if (!hit && new URL(request.url).pathname.startsWith('/_next/static/')) {
    for (const name of await olderAssets()) {
      hit ??= await (await caches.open(name)).match(request);
    }
    if (hit) await cache.put(request, hit.clone());
  }
  if (hit) return hit;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

/**
 * Photos and played recordings: the network first, else the kept copy (a Range from it), also when
 * the network is slower than a page may be (the kept copy is the better answer at a graveside).
 */
async function media(request, url, keeping) {
  const cache = await caches.open(MEDIA);
  const range = request.headers.get('range');
  const network = fetch(request);
  // The optimizer's Vary: Accept is kept with the copy; this lookup has none to match it.
  const saved =
    (await cache.match(url.href, { ignoreVary: true })) ??
    (url.pathname === '/_next/image' ? await otherWidth(cache, url) : undefined);
  if (!saved) return keptIfShown(await network, cache, request, url, keeping);
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, CONFIG.timeoutMs, 'late')));
  const answer = await Promise.race([network.catch(() => 'failed'), late]);
  clearTimeout(timer);
  if (answer === 'failed' || answer === 'late' || answer.status >= 500)
    return range && saved.type !== 'opaque' ? slice(saved, range) : saved;
  return keptIfShown(answer, cache, request, url, keeping);
}

/** Answered at once; a shown image kept after (never failing the answer), as pages are. */
function keptIfShown(response, cache, request, url, keeping) {
  if (response.status === 200 && SHOWN_IMAGE.test(url.pathname)) {
    const copy = response.clone();
    keeping(
      (async () => {
        await cache.put(request, withSize(copy.clone(), await copy.blob()));
        await trim(cache, CONFIG.maxMediaBytes, sizeOf);
      })().catch(() => undefined),
    );
  }
  return response;
}

/** An event's own way to keep the worker alive for what is saved after the answer. */
const keepingFor = (event) => (kept) => event.waitUntil(kept);

/** The same photo at another width: the device kept what its screen asked for. */
async function otherWidth(cache, url) {
  const source = url.searchParams.get('url');
  for (const request of await cache.keys()) {
    if (new URL(request.url).searchParams.get('url') === source) return cache.match(request);
  }
  return undefined;
}

async function keepWhole(href) {
  const cache = await caches.open(MEDIA);
  if (await cache.match(href)) return;
  // Another origin answers without CORS: its file is kept whole but unread (no size, no slices).
  const mode = new URL(href).origin === self.location.origin ? 'same-origin' : 'no-cors';
  let response = await fetch(href, { mode });
  // Firefox answers from its HTTP cache the 206 its player was sent: kept if whole, else refetched.
  if (response.status === 206 && !isWhole(response))
    response = await fetch(href, { mode, cache: 'no-store' });
  if (response.type === 'opaque') await cache.put(href, response);
  else {
    if (response.status !== 200 && !isWhole(response)) return;
    const blob = await response.blob();
    if (blob.size > LARGEST_KEPT) return;
    await cache.put(href, withSize(response, blob));
  }
  await trim(cache, CONFIG.maxMediaBytes, sizeOf);
}

function isWhole(response) {
  const range = /^bytes 0-(\d+)\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  return response.status === 206 && !!range && Number(range[1]) + 1 === Number(range[2]);
}

function withSize(response, blob) {
  const headers = new Headers(response.headers);
  headers.delete('content-range');
  headers.set('x-size', String(blob.size));
  return new Response(blob, { status: 200, headers });
}

const LARGEST_KEPT = CONFIG.maxMediaBytes / 4;
// An opaque copy's size cannot be read: counted as the largest kept, the total stays bounded.
const sizeOf = (response) =>
  response.type === 'opaque' ? LARGEST_KEPT : Number(response.headers.get('x-size') ?? 0);

/** Oldest first (a cache lists in the order it was written) until the total is within `limit`. */
async function trim(cache, limit, measure) {
  const requests = await cache.keys();
  const sizes = await Promise.all(requests.map(async (r) => measure(await cache.match(r))));
  let total = sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; i < requests.length && total > limit; i++) {
    await cache.delete(requests[i]);
    total -= sizes[i];
  }
}

/** A 206 from a whole copy, as the network would answer a media element. */
async function slice(response, range) {
  const blob = await response.blob();
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = match && match[1] !== '' ? Number(match[1]) : 0;
  let end = match && match[2] !== '' ? Number(match[2]) : blob.size - 1;
  if (match && match[1] === '' && match[2] !== '') {
    start = Math.max(0, blob.size - Number(match[2]));
    end = blob.size - 1;
  }
  end = Math.min(end, blob.size - 1);
  if (!match || start > end) {
    return new Response(null, {
      status: 416,
      headers: { 'content-range': `bytes */${blob.size}` },
    });
  }
  return new Response(blob.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
      'content-range': `bytes ${start}-${end}/${blob.size}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
    },
  });
}
