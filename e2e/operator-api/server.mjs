// A stand-in of the operator's backend for tests, written from SPEC.md §3 and §7 only (never from the
// site's own API code), so that it catches the site's wrong assumptions. Two loopback HTTP servers:
//  - the API host answers `{prefix}/v1/...`;
//  - the admin host serves media at the stored paths, the genealogy member call
//    `/api/v1/genealogy/{id}`, and `/__standin` (the switches, for tests in another process).
// Run directly for trying the site by hand:
//   node e2e/operator-api/server.mjs [--port N] [--admin-port N] [--prefix /api]
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { categories, createData, mediaFiles } from './data.mjs';

/** @typedef {import('./server.d.mts').Mode} Mode */
/** @typedef {import('./server.d.mts').LoggedRequest} LoggedRequest */
/** @typedef {import('./server.d.mts').ContactPost} ContactPost */
/** @typedef {{ status: number, headers: Record<string, string>, body: Buffer }} Answer */

const MODES = ['ok', 'error', 'not-found', 'invalid-json', 'hang', 'down', 'absent'];
const LISTS = ['public-figures', 'historical-figures', 'martyrs', 'dear-memories', 'historical-monuments'];
const TYPES = /** @type {Record<string, string>} */ ({
  '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.mp3': 'audio/mpeg', '.mp4': 'video/mp4',
});
// What nginx answers for a route the operator never had ('absent' mode, unknown media).
const NGINX_404 = '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n' +
  '<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Accept, Accept-Language, Idempotency-Key',
};
// Started from the repository's root, as every npm script and test runner is (no import.meta:
// Playwright loads this file through its CommonJS transform).
const REPO = process.cwd();

/** @param {number} status @param {unknown} value @returns {Answer} */
const json = (status, value) => ({
  status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from(JSON.stringify(value)),
});
/** @param {Record<string, unknown>} fields */
const ok = (fields) => json(200, { success: true, ...fields });
const notFound = () => json(404, { success: false, message: 'Not found' });
/** @param {string} s Decodes once; undefined when the escapes are malformed. */
const decodeOnce = (s) => { try { return decodeURIComponent(s); } catch { return undefined; } };

/** Media bytes keyed by the decoded stored path, read once per process (the JPEGs made with sharp,
 * as public/media has none: a .jpg path must serve real JPEG bytes). */
/** @type {Map<string, Promise<Map<string, { bytes: Buffer, type: string }>>>} */
const mediaCache = new Map();
/** @param {string} root */
function loadMedia(root) {
  let pending = mediaCache.get(root);
  if (!pending) {
    pending = (async () => {
      const sharp = (await import('sharp')).default;
      const files = new Map();
      for (const [stored, source] of Object.entries(mediaFiles)) {
        const bytes = typeof source === 'string'
          ? await readFile(path.join(root, source))
          : await sharp(path.join(root, source.jpegFrom)).jpeg({ quality: 80 }).toBuffer();
        files.set(decodeOnce(stored) ?? stored, { bytes, type: TYPES[path.extname(stored).toLowerCase()] ?? 'application/octet-stream' });
      }
      return files;
    })();
    mediaCache.set(root, pending);
  }
  return pending;
}

/** @param {string | null} value @param {number} fallback @param {number} max */
function intParam(value, fallback, max) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}
/** One page of a list, as `limit` and `page` (from 1) ask. @template T @param {T[]} items
 * @param {URLSearchParams} query @param {number} defaultLimit */
function paged(items, query, defaultLimit) {
  const limit = intParam(query.get('limit'), defaultLimit, 100);
  const page = intParam(query.get('page'), 1, 1_000_000);
  return items.slice((page - 1) * limit, page * limit);
}

/** Case-insensitive, also under the Turkic rules (İ/ı), so "ilahə" finds "İlahə". @param {unknown} s */
const folds = (s) => (typeof s === 'string' ? [s.normalize('NFC').toLowerCase(), s.normalize('NFC').toLocaleLowerCase('tr')] : []);

/** @param {ReturnType<typeof createData>} data @param {string} key */
function search(data, key) {
  const term = key.trim();
  if (!term) return [];
  const [plain = '', turkic = ''] = folds(term);
  /** @param {Record<string, unknown> | undefined} name */
  const matches = (name) => Object.values(name ?? {}).some((v) => folds(v).some((f) => f.includes(plain) || f.includes(turkic)));
  /** @param {any} p */
  const item = (p) => ({
    id: p.id, name: p.name, date: p.date, photo_title: p.media?.profile_photo ?? null,
    genealogy_id: p.genealogy_id ?? null, category: p.category,
  });
  const genealogies = data.genealogyCards.map((g) => ({
    id: g.id, name: data.collections[String(g.id)]?.title ?? g.head, date: g.date, photo_title: null,
    genealogy_id: null, category: categories.genealogy,
  }));
  return [...Object.values(data.people).map(item), ...genealogies, ...Object.values(data.members).map(item)]
    .filter((f) => matches(f.name));
}

/** @param {Record<string, unknown>} table @param {string} id */
function detail(table, id) {
  const record = Object.hasOwn(table, id) ? table[id] : undefined;
  if (record) return ok({ data: record });
  // Unknown ids: the operator answers both ways, so the site must read `success` and the status.
  return Number(id) > 9000 ? json(200, { success: false, message: 'Not found' }) : notFound();
}

/** @param {string | undefined} raw @returns {{ answer: Answer, parsed: unknown }} */
function contact(raw) {
  let body;
  try { body = JSON.parse(raw ?? ''); } catch { return { answer: json(400, { success: false, message: 'Invalid JSON' }), parsed: raw }; }
  /** @type {Record<string, string[]>} */
  const errors = {};
  for (const field of ['firstName', 'phone', 'email', 'message']) {
    const value = body?.[field];
    if (typeof value !== 'string' || !value.trim()) errors[field] = [`The ${field} field is required.`];
  }
  const answer = Object.keys(errors).length
    ? json(422, { success: false, message: 'The given data was invalid.', errors })
    : json(201, { success: true });
  return { answer, parsed: body };
}

/** The API host's calls (SPEC §7). @param {ReturnType<typeof createData>} data @param {string} method
 * @param {string} route path after the prefix @param {URLSearchParams} query */
function apiAnswer(data, method, route, query) {
  if (method !== 'GET' && method !== 'HEAD') return json(405, { success: false, message: 'Method not allowed' });
  if (route === '/v1/search') return ok({ figures: search(data, query.get('key') ?? '') });
  if (route === '/v1/contact2') return ok({ data: data.contact });
  if (route === '/v1/terms') return ok({ data: data.terms });
  if (route === '/v1/terms2') return ok({ terms: data.terms2 });
  if (route === '/v1/qrcode' || route === '/v1/qrcode/') return ok({ data: data.qrcodes });
  if (route === '/v1/genealogy-all') return ok({ figures: paged(data.genealogyCards, query, 9) });
  const name = route.slice('/v1/'.length);
  if (LISTS.includes(name)) return ok({ figures: paged(data.lists[/** @type {'martyrs'} */ (name)], query, 12) });
  if (route.startsWith('/v1/') && Object.hasOwn(data.pages, name)) return ok({ data: data.pages[/** @type {'vr'} */ (name)] });
  let m = /^\/v1\/deceased\/([^/]+)\/details$/.exec(route);
  if (m) return detail(data.people, decodeOnce(m[1] ?? '') ?? '');
  m = /^\/v1\/genealogy\/deceased\/([^/]+)\/details$/.exec(route);
  if (m) return detail(data.members, decodeOnce(m[1] ?? '') ?? '');
  return notFound();
}

/** Media with byte ranges (browsers ask ranges for audio and video). @param {{ bytes: Buffer, type: string }} file
 * @param {string | undefined} range @returns {Answer} */
function mediaAnswer(file, range) {
  const headers = { 'content-type': file.type, 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=60' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
  if (!m || (!m[1] && !m[2])) return { status: 200, headers, body: file.bytes };
  const size = file.bytes.length;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start >= size || start > end) return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` }, body: Buffer.alloc(0) };
  return { status: 206, headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}` }, body: file.bytes.subarray(start, end + 1) };
}

/** Whether a switch pattern ("[METHOD ]/path/prefix" or "*") applies; prefixes match whole segments,
 * so '/v1/contact' is not '/v1/contact2' and '/v1/genealogy' is not '/v1/genealogy-all'.
 * @param {string} pattern @param {'api' | 'admin'} host @param {string} method @param {string | null} route */
function applies(pattern, host, method, route) {
  const m = /^([A-Z]+)\s+(.+)$/.exec(pattern);
  if (m && m[1] !== method) return false;
  const p = m?.[2] ?? pattern;
  if (p === '*') return host === 'api';
  return route !== null && (route === p || route.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/** @param {{ prefix?: string, port?: number, adminPort?: number, host?: string, latency?: number, mediaRoot?: string }} [options] */
export async function startOperatorApi(options = {}) {
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  if (prefix && !prefix.startsWith('/')) throw new Error(`prefix must start with "/": ${prefix}`);
  const listenHost = options.host ?? 'localhost';
  const media = await loadMedia(options.mediaRoot ?? path.join(REPO, 'public/media'));
  const state = { data: createData(), latency: options.latency ?? 0, modes: /** @type {Map<string, Mode>} */ (new Map()) };
  /** @type {LoggedRequest[]} */ const requests = [];
  /** @type {ContactPost[]} */ const contactPosts = [];
  const timers = new Set();

  /** The mode of the longest matching pattern. @param {'api' | 'admin'} host @param {string} method @param {string | null} route */
  function modeFor(host, method, route) {
    let best = { length: -1, mode: /** @type {Mode} */ ('ok') };
    for (const [pattern, mode] of state.modes) {
      if (pattern.length > best.length && applies(pattern, host, method, route)) best = { length: pattern.length, mode };
    }
    return best.mode;
  }

  /** @param {Mode} mode @param {Answer} answer @returns {Answer} */
  function forMode(mode, answer) {
    if (mode === 'error') return json(500, { success: false, message: 'Server Error' });
    if (mode === 'not-found') return notFound();
    if (mode === 'absent') return { status: 404, headers: { 'content-type': 'text/html' }, body: Buffer.from(NGINX_404) };
    if (mode === 'invalid-json') {
      return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: answer.body.subarray(0, Math.max(1, answer.body.length >> 1)) };
    }
    return answer;
  }

  /** @param {'api' | 'admin'} host @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(host, req, res) {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
    if (host === 'admin' && url.pathname === '/__standin') return send(res, control(method, raw));

    const route = host === 'admin' ? url.pathname
      : !prefix ? url.pathname
        : url.pathname === prefix || url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) || '/' : null;
    const key = req.headers['idempotency-key'];
    /** @type {LoggedRequest} */
    const entry = { host, method, path: url.pathname, route, query: Object.fromEntries(url.searchParams), at: Date.now(), status: null };
    if (typeof key === 'string') entry.idempotencyKey = key;
    requests.push(entry);

    let answer;
    /** @type {ContactPost | undefined} */ let post;
    if (method === 'OPTIONS') answer = { status: 204, headers: {}, body: Buffer.alloc(0) };
    else if (host === 'api' && route === '/v1/contact') {
      if (method === 'POST') {
        const result = contact(raw);
        post = { at: entry.at, body: result.parsed, status: null };
        if (typeof key === 'string') post.idempotencyKey = key;
        contactPosts.push(post);
        answer = result.answer;
      } else answer = json(405, { success: false, message: 'Method not allowed' });
    } else if (host === 'api') answer = route === null ? notFound() : apiAnswer(state.data, method, route, url.searchParams);
    else answer = adminAnswer(method, url, req.headers.range);

    const mode = modeFor(host, method, route);
    if (mode === 'down') return void req.socket.destroy();
    if (mode === 'hang') return; // close() ends the connection
    answer = forMode(mode, answer);
    entry.status = answer.status;
    if (post) post.status = answer.status;
    if (state.latency > 0) {
      await new Promise((resolve) => { const t = setTimeout(() => { timers.delete(t); resolve(null); }, state.latency); timers.add(t); });
    }
    send(res, answer);
  }

  /** @param {http.ServerResponse} res @param {Answer} answer */
  function send(res, answer) {
    if (res.destroyed) return;
    res.writeHead(answer.status, { ...CORS, ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
  }

  /** Admin host: the genealogy member list, else a media file. @param {string} method @param {URL} url @param {string | undefined} range */
  function adminAnswer(method, url, range) {
    const g = /^\/api\/v1\/genealogy\/([^/]+)$/.exec(url.pathname);
    if (g && (method === 'GET' || method === 'HEAD')) {
      const id = decodeOnce(g[1] ?? '') ?? '';
      const collection = Object.hasOwn(state.data.collections, id) ? state.data.collections[id] : undefined;
      if (!collection) return json(404, { success: false });
      return ok({ data: { title: collection.title, members: paged(collection.members, url.searchParams, 12) } });
    }
    // The request path is decoded once, then looked up by the decoded stored path.
    const file = method === 'GET' || method === 'HEAD' ? media.get(decodeOnce(url.pathname.slice(1)) ?? '') : undefined;
    return file ? mediaAnswer(file, range) : { status: 404, headers: { 'content-type': 'text/html' }, body: Buffer.from(NGINX_404) };
  }

  /** Switches over HTTP: POST a JSON action (or a list of them); GET reads the logs.
   * @param {string} method @param {string | undefined} raw @returns {Answer} */
  function control(method, raw) {
    try {
      if (method === 'POST') {
        const body = JSON.parse(raw ?? '{}');
        for (const action of Array.isArray(body) ? body : [body]) {
          if (action.action === 'setMode') api.setMode(action.pattern, action.mode);
          else if (action.action === 'setLatency') api.setLatency(action.ms);
          else if (action.action === 'reset') api.reset();
          else if (action.action === 'setHeroType') api.setHeroType(action.type);
          else if (action.action === 'set') setAt(state.data, action.path, action.value);
          else if (action.action !== 'state') throw new Error(`unknown action ${JSON.stringify(action.action)}`);
        }
      } else if (method !== 'GET') throw new Error('use GET or POST');
      return ok({ apiUrl: api.apiUrl, adminUrl: api.adminUrl, latency: state.latency, modes: Object.fromEntries(state.modes), requests, contactPosts });
    } catch (error) {
      return json(400, { success: false, message: String(error instanceof Error ? error.message : error) });
    }
  }

  /** @param {'api' | 'admin'} host */
  const listen = async (host, port = 0) => {
    const server = http.createServer((req, res) => {
      handle(host, req, res).catch((error) => {
        if (!req.destroyed) console.error('operator stand-in:', error); // an aborted request is no failure
        if (!res.headersSent) send(res, json(500, { success: false, message: 'Stand-in failure' }));
      });
    });
    await new Promise((resolve, reject) => { server.once('error', reject); server.listen(port, listenHost, () => resolve(null)); });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { server, origin: `http://${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${address.port}` };
  };
  const apiHost = await listen('api', options.port);
  const adminHost = await listen('admin', options.adminPort).catch(async (error) => {
    apiHost.server.close();
    throw error;
  });

  const api = {
    apiUrl: apiHost.origin + prefix,
    adminUrl: adminHost.origin,
    prefix,
    requests,
    contactPosts,
    get data() { return state.data; },
    /** @param {string} pattern @param {Mode} mode */
    setMode(pattern, mode) {
      if (!MODES.includes(mode)) throw new Error(`unknown mode ${JSON.stringify(mode)}`);
      if (typeof pattern !== 'string' || !pattern) throw new Error('pattern must be a non-empty string');
      state.modes.set(pattern, mode);
    },
    /** @param {number} ms */
    setLatency(ms) {
      if (!(Number.isFinite(ms) && ms >= 0)) throw new Error(`bad latency ${ms}`);
      state.latency = ms;
    },
    reset() {
      state.modes.clear();
      state.latency = options.latency ?? 0;
      state.data = createData();
      requests.length = 0;
      contactPosts.length = 0;
    },
    /** @param {string} type */
    setHeroType(type) { state.data.pages.homepage.type = type; },
    /** @param {(data: ReturnType<typeof createData>) => void} fn */
    edit(fn) { fn(state.data); },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([apiHost.server, adminHost.server].map((server) => new Promise((resolve) => {
        server.close(() => resolve(null));
        server.closeAllConnections(); // also ends 'hang' requests and keep-alive sockets
      })));
    },
  };
  return api;
}

/** Sets a value at a dotted path ("pages.homepage.type") or a key list. @param {any} target
 * @param {string | string[]} at @param {unknown} value */
function setAt(target, at, value) {
  const keys = Array.isArray(at) ? at : String(at).split('.');
  const last = keys.pop();
  let node = target;
  for (const k of keys) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, k)) throw new Error(`no such path ${JSON.stringify(at)}`);
    node = node[k];
  }
  if (last === undefined || node === null || typeof node !== 'object' || ['__proto__', 'constructor', 'prototype'].includes(last)) {
    throw new Error(`bad path ${JSON.stringify(at)}`);
  }
  node[last] = value;
}
