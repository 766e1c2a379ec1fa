// Self-check of the operator stand-in: starts it, calls every endpoint and every switch, exits 0 or 1.
//   node e2e/operator-api/selfcheck.mjs
import { startOperatorApi } from './server.mjs';
import { expected, mediaFiles } from './data.mjs';

let failures = 0;
/** @param {string} name @param {() => unknown} fn */
async function check(name, fn) {
  try {
    await fn();
    console.log(`ok   ${name}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
/** @param {unknown} cond @param {string} [message] */
function assert(cond, message = 'assertion failed') {
  if (!cond) throw new Error(message);
}
/** @param {string} url @param {RequestInit} [init] */
async function get(url, init) {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000), ...init });
  const text = await res.text();
  let body;
  try { body = JSON.parse(text); } catch { body = undefined; }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, body };
}
/** @param {string} url @param {number} [status] */
async function getJson(url, status = 200) {
  const r = await get(url);
  assert(r.status === status, `${url}: status ${r.status}, wanted ${status}`);
  assert(r.body !== undefined, `${url}: not JSON`);
  return r.body;
}

const api = await startOperatorApi({ prefix: '/api' });
const A = api.apiUrl;
console.log(`API ${A}  admin ${api.adminUrl}`);

await check('search: Azerbaijani letters, any language, Turkic İ, empty key', async () => {
  const ids = async (/** @type {string} */ key) =>
    (await getJson(`${A}/v1/search?key=${encodeURIComponent(key)}`)).figures.map((/** @type {any} */ f) => String(f.id));
  assert((await ids('şükür')).includes('101'), 'şükür');
  assert((await ids('SHUKUROV')).includes('101'), 'SHUKUROV');
  assert((await ids('шукуров')).includes('101'), 'шукуров');
  assert((await ids('ilahə')).includes('2103'), 'ilahə');
  const mammadov = await getJson(`${A}/v1/search?key=Mammadov`);
  assert(mammadov.figures.some((/** @type {any} */ f) => f.category.id === 9 && f.id === 41), 'collection 41');
  assert(mammadov.figures.some((/** @type {any} */ f) => f.category.id === 10 && f.genealogy_id === 41), 'member of 41');
  const empty = await getJson(`${A}/v1/search?key=%20`);
  assert(empty.success === true && empty.figures.length === 0, 'empty key');
});
await check('contact2, terms, terms2', async () => {
  const c = await getJson(`${A}/v1/contact2`);
  assert(c.data.contact_email.en === expected.contact.email.en, 'contact email');
  assert((await getJson(`${A}/v1/terms`)).data.az.includes(expected.terms.az), 'terms');
  assert((await getJson(`${A}/v1/terms2`)).terms.en.includes(expected.terms2.en), 'terms2');
});
await check('five lists: pages of 12, page 2 of public figures, odd cards', async () => {
  for (const list of expected.listPaths) assert((await getJson(`${A}/v1/${list}?limit=12&page=1`)).figures.length > 0, list);
  const p1 = (await getJson(`${A}/v1/public-figures?limit=12&page=1`)).figures;
  const p2 = (await getJson(`${A}/v1/public-figures?limit=12&page=2`)).figures;
  assert(p1.length === 12 && p2.length === 1 && p2[0].id === expected.publicFigurePage2.id, `pages ${p1.length}/${p2.length}`);
  assert(p1.some((/** @type {any} */ f) => f.id === expected.martyr.id), 'martyr in public list');
  assert(p1.some((/** @type {any} */ f) => f.id === '17'), 'string id');
  const dear = (await getJson(`${A}/v1/dear-memories`)).figures;
  assert(dear.some((/** @type {any} */ f) => !('id' in f)) && dear.some((/** @type {any} */ f) => !('photo_title_cdn' in f)), 'dear oddities');
  assert((await getJson(`${A}/v1/martyrs?limit=12&page=3`)).figures.length === 0, 'past the end');
});
await check('genealogy-all (limit 9)', async () => {
  const g = await getJson(`${A}/v1/genealogy-all?limit=9&page=1`);
  assert(g.figures.length === 2 && g.figures[0].title.en.includes('Mammadov'), 'cards');
});
await check('deceased details: found, string id, wrong category, unknown ids', async () => {
  const d = await getJson(`${A}/v1/deceased/101/details`);
  assert(d.success && d.data.name.en === expected.publicFigure.name.en && d.data.category.title.en === 'Public figures', '101');
  assert((await getJson(`${A}/v1/deceased/17/details`)).data.id === '17', '17');
  assert((await getJson(`${A}/v1/deceased/701/details`)).data.category.title.en === 'Martyrs', '701');
  assert((await getJson(`${A}/v1/deceased/301/details`)).data.category.title.en === '  historical  Figures', '301');
  assert((await getJson(`${A}/v1/deceased/8888/details`, 404)).success === false, '8888');
  const soft = await getJson(`${A}/v1/deceased/9001/details`, 200);
  assert(soft.success === false && soft.message === 'Not found', '9001');
});
await check('genealogy member details, overlapping id 102', async () => {
  const m = await getJson(`${A}/v1/genealogy/deceased/4101/details`);
  assert(m.data.social_media.phoneNumber === '+994 50 123 45 67' && m.data.category.id === 10, '4101');
  const overlap = await getJson(`${A}/v1/genealogy/deceased/102/details`);
  assert(overlap.data.name.en === expected.genealogySmall.overlappingMemberName.en && overlap.data.genealogy_id === '42', '102');
  await getJson(`${A}/v1/genealogy/deceased/777/details`, 404);
});
await check('qrcode list, with and without the slash', async () => {
  for (const path of ['/v1/qrcode/', '/v1/qrcode']) {
    const q = await getJson(A + path);
    assert(q.data.length === 4 && q.data.some((/** @type {any} */ r) => !r.randomUUID), path);
  }
  await getJson(`${A}/v1/qrcode/${expected.qr.valid.uuid}`, 404);
});
await check('content calls read data', async () => {
  const pages = ['homepage', 'main/content', 'about', 'photo-gallery', 'video-gallery', 'memorial', 'obituary', 'genealogy', 'vr',
    'virtual-cemetery', 'qr-code-badge'];
  for (const page of pages) assert((await getJson(`${A}/v1/${page}`)).data, page);
  const home = await getJson(`${A}/v1/homepage`);
  assert(home.data.type === 'deceased' && home.data.tamAd.en === expected.homeHeroName.en, 'homepage');
  assert((await getJson(`${A}/v1/vr`)).data.vr.media, 'vr.media');
});
await check('POST contact: 201, Idempotency-Key and body recorded, 422 on a missing field', async () => {
  const body = { firstName: 'Aysel Məmmədova', phone: '+994 50 000 00 00', email: 'a@example.az', message: 'Salam' };
  const post = (/** @type {unknown} */ b) => get(`${A}/v1/contact`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' }, body: JSON.stringify(b),
  });
  const r = await post(body);
  assert(r.status === 201 && r.body.success === true, `status ${r.status}`);
  assert((await post({ ...body, firstName: ' ' })).status === 422, '422');
  const [first, second] = api.contactPosts;
  assert(api.contactPosts.length === 2 && first?.idempotencyKey === 'k-1' && first.status === 201 && second?.status === 422, 'log');
  assert(JSON.stringify(first?.body) === JSON.stringify(body), 'body');
  assert((await get(`${A}/v1/contact`)).status === 405, 'GET contact');
});
await check('unknown paths and paths outside the prefix: 404 JSON', async () => {
  assert((await getJson(`${A}/v1/nothing`, 404)).message === 'Not found', 'unknown');
  assert((await getJson(`${A.replace(/\/api$/, '')}/v1/terms`, 404)).success === false, 'outside the prefix');
});
await check('admin genealogy: pages of 12, string id, unknown id', async () => {
  const p1 = await getJson(`${api.adminUrl}/api/v1/genealogy/41?limit=12&page=1`);
  const p2 = await getJson(`${api.adminUrl}/api/v1/genealogy/41?limit=12&page=2`);
  assert(p1.data.title.en === expected.genealogy.title.en && p1.data.members.length === 12 && p2.data.members.length === 1, 'pages');
  assert((await getJson(`${api.adminUrl}/api/v1/genealogy/42?limit=12&page=1`)).data.members.length === 3, '42');
  assert((await getJson(`${api.adminUrl}/api/v1/genealogy/999`, 404)).success === false, '999');
});
await check(`admin media: all ${Object.keys(mediaFiles).length} stored paths, types, JPEG bytes, ranges, encodings`, async () => {
  for (const stored of Object.keys(mediaFiles)) {
    const res = await fetch(new URL(stored, `${api.adminUrl}/`)); // appended as a browser would
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert(res.status === 200 && bytes.length > 100, `${stored}: ${res.status}`);
    const ext = stored.slice(stored.lastIndexOf('.') + 1).toLowerCase();
    const type = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png', mp3: 'audio/mpeg', mp4: 'video/mp4' }[ext];
    assert(res.headers.get('content-type') === type, `${stored}: ${res.headers.get('content-type')}`);
    if (ext === 'jpg') assert(bytes[0] === 0xff && bytes[1] === 0xd8, `${stored}: not JPEG`);
  }
  assert((await get(`${api.adminUrl}/uploads/Bak%C4%B1%20bulvar.jpg`)).status === 200, 'pre-encoded as-is');
  assert((await get(`${api.adminUrl}/uploads/Bak%25C4%25B1%2520bulvar.jpg`)).status === 404, 'pre-encoded encoded twice');
  const missing = await get(`${api.adminUrl}/${expected.media.missing}`);
  assert(missing.status === 404 && missing.type.startsWith('text/html'), 'missing');
  const range = await fetch(new URL(expected.media.audio, `${api.adminUrl}/`), { headers: { range: 'bytes=0-99' } });
  assert(range.status === 206 && (await range.arrayBuffer()).byteLength === 100, 'range');
  const head = await fetch(new URL(expected.media.video, `${api.adminUrl}/`), { method: 'HEAD' });
  assert(head.status === 200 && Number(head.headers.get('content-length')) > 0, 'HEAD');
});
await check('request log: host, route, query, idempotency key', async () => {
  const e = api.requests.find((r) => r.route === '/v1/public-figures' && r.query.page === '2');
  assert(e && e.host === 'api' && e.path === '/api/v1/public-figures' && e.status === 200, 'api entry');
  assert(api.requests.some((r) => r.host === 'admin' && r.route === '/api/v1/genealogy/41'), 'admin entry');
  assert(api.requests.some((r) => r.idempotencyKey === 'k-1'), 'key');
});
await check('modes: error, not-found, invalid-json, absent, hang, down on /v1/homepage', async () => {
  const url = `${A}/v1/homepage`;
  api.setMode('/v1/homepage', 'error');
  assert((await get(url)).status === 500, 'error');
  api.setMode('/v1/homepage', 'not-found');
  assert((await getJson(url, 404)).success === false, 'not-found');
  api.setMode('/v1/homepage', 'invalid-json');
  const bad = await get(url);
  assert(bad.status === 200 && bad.body === undefined && bad.type.startsWith('application/json'), 'invalid-json');
  api.setMode('/v1/homepage', 'absent');
  const absent = await get(url);
  assert(absent.status === 404 && absent.text.includes('nginx'), 'absent');
  api.setMode('/v1/homepage', 'hang');
  const hung = await get(url, { signal: AbortSignal.timeout(300) }).then(() => 'answered', (e) => e.name);
  assert(hung === 'TimeoutError', `hang: ${hung}`);
  api.setMode('/v1/homepage', 'down');
  const down = await get(url).then(() => 'answered', () => 'failed');
  assert(down === 'failed', 'down');
  api.setMode('/v1/homepage', 'ok');
  await getJson(url);
});
await check('patterns: "*", longest wins, whole segments, method, admin genealogy', async () => {
  api.reset();
  api.setMode('*', 'error');
  api.setMode('/v1/terms', 'ok');
  assert((await get(`${A}/v1/homepage`)).status === 500 && (await get(`${A}/v1/terms`)).status === 200, '* and override');
  assert((await get(`${api.adminUrl}/api/v1/genealogy/41`)).status === 200, '* is the API host only');
  api.reset();
  api.setMode('POST /v1/contact', 'error');
  api.setMode('/v1/genealogy', 'error');
  assert((await get(`${A}/v1/contact2`)).status === 200, 'contact2 untouched');
  assert((await get(`${A}/v1/contact`, { method: 'POST', body: '{}' })).status === 500, 'POST contact');
  assert((await get(`${A}/v1/genealogy-all`)).status === 200 && (await get(`${A}/v1/genealogy/deceased/4101/details`)).status === 500, 'segments');
  api.setMode('/api/v1/genealogy', 'not-found');
  assert((await get(`${api.adminUrl}/api/v1/genealogy/41`)).status === 404, 'admin genealogy');
  assert(api.contactPosts[0]?.status === 500, 'contact post status under a mode');
});
await check('latency, setHeroType, edit, reset', async () => {
  api.reset();
  api.setLatency(250);
  const t0 = Date.now();
  await Promise.all([getJson(`${A}/v1/about`), get(`${api.adminUrl}/${expected.media.portrait}`)]);
  assert(Date.now() - t0 >= 240, 'latency');
  api.setLatency(0);
  api.setHeroType('video');
  assert((await getJson(`${A}/v1/homepage`)).data.type === 'video', 'hero type');
  api.edit((d) => { const p = d.people['101']; if (p) p.name.en = 'Edited Name'; });
  assert((await getJson(`${A}/v1/deceased/101/details`)).data.name.en === 'Edited Name', 'edit');
  api.setMode('*', 'error');
  api.reset();
  assert(api.requests.length === 0 && api.contactPosts.length === 0, 'logs cleared');
  assert((await getJson(`${A}/v1/deceased/101/details`)).data.name.en === expected.publicFigure.name.en, 'data back');
  assert((await getJson(`${A}/v1/homepage`)).data.type === 'deceased', 'hero back');
});
await check('switches over HTTP: POST /__standin and GET state', async () => {
  const control = (/** @type {unknown} */ body) => get(`${api.adminUrl}/__standin`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  assert((await control({ action: 'setMode', pattern: '/v1/about', mode: 'error' })).status === 200, 'setMode');
  assert((await get(`${A}/v1/about`)).status === 500, 'mode applied');
  await control([{ action: 'setHeroType', type: 'video' }, { action: 'set', path: 'pages.about.aboutText1.en', value: 'Via HTTP' }]);
  assert((await getJson(`${A}/v1/homepage`)).data.type === 'video', 'hero over HTTP');
  assert(api.data.pages.about.aboutText1.en === 'Via HTTP', 'set over HTTP');
  assert((await control({ action: 'nope' })).status === 400, 'unknown action');
  const state = await getJson(`${api.adminUrl}/__standin`);
  assert(state.modes['/v1/about'] === 'error' && state.requests.some((/** @type {any} */ r) => r.route === '/v1/about'), 'state');
  await control({ action: 'reset' });
  assert((await get(`${A}/v1/about`)).status === 200 && api.requests.length === 1, 'reset over HTTP');
});
await check('close() ends a hanging request', async () => {
  api.setMode('*', 'hang');
  const pending = get(`${A}/v1/terms`, { signal: AbortSignal.timeout(5000) }).then(() => 'answered', () => 'ended');
  await new Promise((r) => setTimeout(r, 100));
  const t0 = Date.now();
  await api.close();
  assert((await pending) === 'ended' && Date.now() - t0 < 1000, 'close');
});
await check('prefix "": /v1/terms answers, /api/v1/terms does not', async () => {
  const plain = await startOperatorApi();
  try {
    assert(!plain.apiUrl.endsWith('/api'), plain.apiUrl);
    assert((await getJson(`${plain.apiUrl}/v1/terms`)).success === true, '/v1/terms');
    await getJson(`${plain.apiUrl}/api/v1/terms`, 404);
  } finally {
    await plain.close();
  }
});

console.log(failures ? `${failures} check(s) failed` : 'all checks passed');
process.exit(failures ? 1 : 0);
