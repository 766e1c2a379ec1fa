// `npm run check:api`: reads the operator's API as remote.ts does and says what will not display.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { mediaSrc } from '@/lib/media/paths';
import { CATEGORY_INFO, categoryOfTitle, recordBelongsTo } from '@/lib/memorial/categories';
import { GENEALOGY_PAGE_SIZE, PAGE_SIZE } from '@/lib/paging';
import { remoteSource, TERMS_FIELDS, type RemoteSource } from './remote';
import { onDroppedItem, type DroppedItem } from '@/lib/contract/schemas';
import { FIGURE_CATEGORIES, LOCALES as LANGS } from '@/lib/site.mjs';
import { type DeceasedDetail, type FigureCategory } from '@/lib/contract/types';
import { isUuid, uuidKey } from '@/lib/qr/uuid';

export type Level = 'fail' | 'warn' | 'ok';
export type Finding = {
  level: Level;
  call: string;
  record?: string;
  field?: string;
  message: string;
};
export type CallRecord = { url: string; status: number; ms: number };
export type Report = {
  findings: Finding[];
  calls: CallRecord[];
  media: { checked: number; skipped: number };
};
export type CheckOptions = {
  apiUrl: string;
  adminUrl: string;
  /** Where stored media paths are appended (the site's MEDIA_URL); default: adminUrl. */
  mediaBase?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** POST one labelled test message to /v1/contact (never by default: it reaches the operator). */
  sendTestMessage?: boolean;
};

const LIST_LIMIT = PAGE_SIZE;
const GENEALOGY_LIMIT = GENEALOGY_PAGE_SIZE;
const MAX_PAGES = 200;
const CONCURRENCY = 4;
const MAX_MEDIA = 500;
const SLOW_MS = 1000;
const PLACES_PER_PATH = 5;
const PAGES = { az: 'the Azerbaijani pages', en: '/en pages', ru: '/ru pages' };

type Call = CallRecord & { body?: unknown; timedOut?: boolean; error?: string };
type Scope = { calls: Call[]; dropped: DroppedItem[] };
type Observed<T> = Scope & ({ ok: true; value: T } | { ok: false; error: unknown });
type At = { record?: string; field?: string };
type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {};
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('.');
const isLangMap = (v: unknown) =>
  !!v && typeof v === 'object' && Object.keys(v).sort().join() === 'az,en,ru';
const idOf = (v: unknown) => {
  const id = obj(v).id ?? obj(v).randomUUID;
  return typeof id === 'string' || typeof id === 'number' ? ` (id ${id})` : '';
};

function kind(v: unknown): string {
  if (v === undefined || v === null) return String(v).replace('undefined', 'missing');
  if (typeof v === 'string') return v.trim() ? 'text' : 'empty';
  return Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** A zod issue ("media Invalid input: expected string, received undefined") in plain words. */
function issue(problem: string): { field: string; what: string } {
  const [field = '', ...rest] = problem.split(' ');
  const message = rest.join(' ');
  const types = /expected (\w+), received (\w+)/.exec(message);
  const what = /received (undefined|null)/.test(message)
    ? kind(message.includes('null') ? null : undefined)
    : /received NaN/.test(message)
      ? 'missing or not a number'
      : /Too small: expected string/.test(message)
        ? 'empty'
        : types
          ? `a ${types[2]} where a ${types[1]} is expected`
          : message;
  return { field: field === 'item' ? '' : field, what };
}
const problemsOf = (d: DroppedItem) => {
  const all = d.problems.map(issue);
  return {
    field:
      all
        .map((p) => p.field)
        .filter(Boolean)
        .join(', ') || undefined,
    what: all.map((p) => (p.field ? `${p.field} ${p.what}` : p.what)).join('; '),
  };
};

function keptIndices(length: number, dropped: DroppedItem[], list: string): number[] {
  const gone = new Set(dropped.filter((d) => d.list === list).map((d) => d.index));
  return Array.from({ length }, (_, i) => i).filter((i) => !gone.has(i));
}

async function pool<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

export async function checkApi(options: CheckOptions): Promise<Report> {
  const { apiUrl, adminUrl, timeoutMs, fetchImpl = fetch } = options;
  const mediaBase = options.mediaBase ?? adminUrl;
  const findings: Finding[] = [];
  const calls: Call[] = [];
  const scope = new AsyncLocalStorage<Scope>();
  const add = (level: Level, call: string, message: string, at: At = {}) =>
    void findings.push({ level, call, ...at, message });

  // Every call remote.ts makes, with its answer as received, told to the check that made it.
  const recording: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const call: Call = { url, status: 0, ms: 0 };
    calls.push(call);
    scope.getStore()?.calls.push(call);
    const started = performance.now();
    try {
      const res = await fetchImpl(input, init);
      call.status = res.status;
      const text = await res.clone().text();
      try {
        call.body = JSON.parse(text);
      } catch {} // remote.ts reports invalid JSON itself
      return res;
    } catch (error) {
      call.timedOut = error instanceof Error && error.name === 'TimeoutError';
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      call.error = cause?.code ?? cause?.message ?? String(error);
      throw error;
    } finally {
      call.ms = Math.round(performance.now() - started);
    }
  };
  const source = remoteSource({ apiUrl, adminUrl, timeoutMs, fetchImpl: recording });

  async function observe<T>(read: (s: RemoteSource) => Promise<T>): Promise<Observed<T>> {
    const at: Scope = { calls: [], dropped: [] };
    return scope.run(at, async () => {
      try {
        return { ...at, ok: true as const, value: await read(source) };
      } catch (error) {
        return { ...at, ok: false as const, error };
      }
    });
  }

  function label(url: string | undefined, fallback: string): string {
    if (!url) return fallback;
    const collection = /^\/api\/v1\/genealogy\/[^/?]+(\?|$)/.test(url.slice(adminUrl.length));
    const path =
      url.startsWith(`${apiUrl}/`) && !(url.startsWith(`${adminUrl}/`) && collection)
        ? url.slice(apiUrl.length)
        : `${new URL(url).pathname} (admin host)`;
    return path
      .split('?')[0]!
      .replace(/\/deceased\/[^/]+\/details/, '/deceased/{id}/details')
      .replace(/^\/api\/v1\/genealogy\/[^/ ]+/, '/api/v1/genealogy/{id}');
  }
  const callOf = (obs: Observed<unknown>, fallback: string) => label(obs.calls[0]?.url, fallback);
  const bodyOf = (obs: Observed<unknown>) => obj(obs.calls.at(-1)?.body);

  function why(obs: Observed<unknown>): string {
    const last = obs.calls.at(-1);
    if (last?.timedOut) return `no answer within ${timeoutMs} ms`;
    if (last && last.status === 0) return `unreachable (${last.error})`;
    if (last?.status === 404) return 'answered 404 (no such call)';
    const message = obs.ok
      ? ''
      : obs.error instanceof Error
        ? obs.error.message
        : String(obs.error);
    return message.replace(/^Content API /, '').replace(/: https?:\/\/\S+/, '');
  }

  /** Raw data against what the schema read: what was missing, null or of another type reads empty. */
  function compare(call: string, parsed: unknown, raw: unknown, at: At, dropped: DroppedItem[]) {
    const field = at.field ?? '';
    const warn = (f: string, message: string) =>
      add('warn', call, message, { record: at.record, field: f || 'data' });
    if (isLangMap(parsed)) {
      if (typeof raw === 'string')
        return warn(
          field,
          'one text instead of one per language: read as the Azerbaijani, shown in every language',
        );
      if (raw == null || typeof raw !== 'object' || Array.isArray(raw))
        return warn(field, `${kind(raw)}: shows empty in every language`);
      for (const lang of LANGS) {
        const v = obj(raw)[lang];
        if (typeof v === 'number') warn(join(field, lang), 'a number, read as text');
        else if (typeof v !== 'string' || !v.trim())
          warn(join(field, lang), `${kind(v)}: shows empty on ${PAGES[lang]}`);
      }
    } else if (Array.isArray(parsed)) {
      if (!Array.isArray(raw)) return warn(field, `${kind(raw)}: read as an empty list`);
      keptIndices(raw.length, dropped, field).forEach((index, i) => {
        const record = `${join(at.record, field)} item ${index + 1}${idOf(raw[index])}`.trim();
        compare(call, parsed[i], raw[index], { record }, []);
      });
    } else if (parsed !== null && typeof parsed === 'object') {
      if (raw == null || typeof raw !== 'object') return warn(field, `${kind(raw)}: read as empty`);
      for (const [key, value] of Object.entries(parsed)) {
        compare(call, value, obj(raw)[key], { ...at, field: join(field, key) }, dropped);
      }
    } else if (typeof parsed === 'string' || parsed === null) {
      if (typeof raw === 'number') warn(field, 'a number, read as text');
      else if (typeof raw !== 'string') warn(field, `${kind(raw)}: read as empty`);
    }
  }

  const failDropped = (call: string, d: DroppedItem, record: string, effect: string) => {
    const { field, what } = problemsOf(d);
    add('fail', call, `dropped (${what}): ${effect}`, { record, field });
  };

  type Place = { call: string; record?: string; field: string };
  const media = new Map<string, Place[]>();
  const noteMedia = (path: string | null | undefined, place: Place) => {
    if (!path?.trim()) return;
    const places = media.get(path) ?? [];
    media.set(path, places);
    const known = places.some(
      (p) => p.call === place.call && p.record === place.record && p.field === place.field,
    );
    if (!known && places.length < PLACES_PER_PATH) places.push(place);
  };

  type Paths<T> = (value: T) => [string | null | undefined, string, string?][];
  const section =
    <T>(
      read: (s: RemoteSource) => Promise<T>,
      fallback: string,
      effect: string,
      paths?: Paths<T>,
      rawOf?: (body: Obj) => [string, unknown],
    ) =>
    async () => {
      const obs = await observe(read);
      const call = callOf(obs, fallback);
      if (!obs.ok) return add('fail', call, `${why(obs)}: ${effect}`);
      const body = bodyOf(obs);
      const [root, raw] = rawOf?.(body) ?? ['', body.data];
      for (const d of obs.dropped)
        failDropped(
          call,
          d,
          `${d.list} item ${d.index + 1}${d.id ? ` (id ${d.id})` : ''}`,
          'will not display',
        );
      if (raw == null)
        add('warn', call, `${kind(raw)}: everything in it shows empty`, { field: root || 'data' });
      else compare(call, obs.value, raw, { field: root }, obs.dropped);
      for (const [path, field, record] of paths?.(obs.value) ?? [])
        noteMedia(path, { call, record, field });
      add('ok', call, `answered ${obs.calls.at(-1)?.status} in ${obs.calls.at(-1)?.ms} ms`);
    };
  const items = <T extends { id: number }>(
    list: string,
    all: T[],
    field: (t: T) => string | null | undefined,
    name = 'media',
  ) =>
    all.map(
      (t) => [field(t), name, `${list}, id ${t.id}`] as [string | null | undefined, string, string],
    );
  const termsRaw =
    (which: keyof typeof TERMS_FIELDS) =>
    (body: Obj): [string, unknown] => {
      const [first, second] = TERMS_FIELDS[which];
      return body[first] != null ? [first, body[first]] : [second, body[second]];
    };

  const sections = [
    section(
      (s) => s.getContactInfo(),
      '/v1/contact2',
      'the footer and the contact page show no contact details',
    ),
    section(
      (s) => s.getTerms('terms'),
      '/v1/terms',
      'the contact form and /general-rules show no terms',
      undefined,
      termsRaw('terms'),
    ),
    section(
      (s) => s.getTerms('terms2'),
      '/v1/terms2',
      '/user-agreement shows no text',
      undefined,
      termsRaw('terms2'),
    ),
    section(
      (s) => s.getHomepage(),
      '/v1/homepage',
      'the home page hero shows nothing',
      (v) => [
        [v.photo, 'photo'],
        [v.video, 'video'],
      ],
    ),
    section(
      (s) => s.getMainContent(),
      '/v1/main/content',
      "the home page's main text stays empty",
      (v) => [[v.image.url, 'image.url']],
    ),
    section(
      (s) => s.getAbout(),
      '/v1/about',
      '/about stays empty',
      (v) => [
        [v.aboutMedia, 'aboutMedia'],
        ...items('partners', v.partners, (p) => p.logo, 'logo'),
        ...items('samples', v.samples, (p) => p.media),
      ],
    ),
    section(
      (s) => s.getPhotoGallery(),
      '/v1/photo-gallery',
      'the photo gallery stays empty',
      (v) => items('photos', v.photos, (p) => p.media),
    ),
    section(
      (s) => s.getVideoGallery(),
      '/v1/video-gallery',
      'the video gallery stays empty',
      (v) => items('videos', v.videos, (p) => p.media),
    ),
    section(
      (s) => s.getMemorialService(),
      '/v1/memorial',
      'the memorial service page stays empty',
      (v) => items('products', v.products, (p) => p.image, 'image'),
    ),
    section((s) => s.getObituary(), '/v1/obituary', 'the obituary service page stays empty'),
    section(
      (s) => s.getGenealogyService(),
      '/v1/genealogy',
      'the genealogy service page stays empty',
    ),
    section(
      (s) => s.getVirtualCemetery(),
      '/v1/virtual-cemetery',
      'the virtual cemetery page stays empty',
    ),
    section(
      (s) => s.getVr(),
      '/v1/vr',
      'the virtual tour shows nothing',
      (v) => [[v.vr.media, 'vr.media']],
    ),
    section(
      (s) => s.getQrBadge(),
      '/v1/qr-code-badge',
      'the QR badge page stays empty',
      (v) => items('badges', v.badges, (b) => b.image, 'image'),
    ),
  ];

  async function checkQr() {
    const obs = await observe((s) => s.qrRecords());
    const call = callOf(obs, '/v1/qrcode/');
    if (!obs.ok)
      return add('fail', call, `${why(obs)}: every /qrcode/{uuid} page will say No data found`);
    const raw = Array.isArray(bodyOf(obs).data) ? (bodyOf(obs).data as unknown[]) : [];
    for (const d of obs.dropped) {
      const name = obj(raw[d.index]).name;
      const record = `item ${d.index + 1}${d.id ? ` (id ${d.id})` : typeof name === 'string' && name ? ` ("${name}")` : ''}`;
      failDropped(call, d, record, "this badge's page will say No data found");
    }
    const seen = new Map<string, number>();
    for (const r of obs.value)
      seen.set(uuidKey(r.randomUUID), (seen.get(uuidKey(r.randomUUID)) ?? 0) + 1);
    for (const [uuid, count] of seen) {
      if (count > 1)
        add('fail', call, `appears ${count} times: /qrcode/${uuid} shows only the first`, {
          record: `randomUUID ${uuid}`,
          field: 'randomUUID',
        });
    }
    const kept = keptIndices(raw.length, obs.dropped, '/v1/qrcode/');
    obs.value.forEach((r, i) => {
      const record = `item ${kept[i]! + 1} (randomUUID ${r.randomUUID})`;
      compare(call, r, raw[kept[i]!], { record }, []);
      if (!isUuid(r.randomUUID))
        add('fail', call, 'is not a UUID: no /qrcode/ address reaches this badge', {
          record,
          field: 'randomUUID',
        });
      noteMedia(r.photo, { call, record, field: 'photo' });
    });
    add('ok', call, `${obs.value.length} QR records read`);
  }

  type Listed<T> = { item: T; record: string; raw: unknown };
  async function walk<T extends { id: number }>(
    fallback: string,
    limit: number,
    load: (s: RemoteSource, page: number) => Promise<T[] | null>,
    rawList: (body: Obj) => unknown,
    where = '',
  ): Promise<{ call: string; listed: Listed<T>[]; missing?: string; failed?: boolean }> {
    const listed: Listed<T>[] = [];
    const seen = new Set<number>();
    let call = fallback;
    for (let page = 1; ; page++) {
      if (page > MAX_PAGES) {
        add('warn', call, `stopped after ${MAX_PAGES} pages: later pages were not checked`, {
          record: where || undefined,
        });
        break;
      }
      const obs = await observe((s) => load(s, page));
      call = callOf(obs, fallback);
      const pageAt = [where, `page ${page}`].filter(Boolean).join(', ');
      if (!obs.ok) {
        add(
          'fail',
          call,
          `${why(obs)}: ${page === 1 ? 'the list shows nothing' : `the list stops before page ${page}`}`,
          { record: pageAt },
        );
        return { call, listed, failed: true };
      }
      if (obs.value === null) {
        const status = obs.calls.at(-1)?.status === 404 ? '404' : 'success false';
        return { call, listed, missing: page === 1 ? status : undefined };
      }
      const raw = rawList(bodyOf(obs));
      const rawItems = Array.isArray(raw) ? raw : [];
      for (const d of obs.dropped) {
        failDropped(
          call,
          d,
          `${pageAt}, item ${d.index + 1}${d.id ? `, id ${d.id}` : ', no id'}`,
          'its card is not shown',
        );
      }
      const kept = keptIndices(rawItems.length, obs.dropped, obs.dropped[0]?.list ?? '');
      const fresh = obs.value.filter((item, i) => {
        if (seen.has(item.id)) return false;
        seen.add(item.id);
        listed.push({
          item,
          record: `id ${item.id} (${pageAt}, item ${kept[i]! + 1})`,
          raw: rawItems[kept[i]!],
        });
        return true;
      });
      if (rawItems.length < limit) break;
      if (obs.value.length > 0 && fresh.length === 0) {
        add(
          'warn',
          call,
          'repeats earlier items: the API may ignore page, so later pages were not read',
          { record: pageAt },
        );
        break;
      }
    }
    return { call, listed };
  }

  type Person = {
    call: string;
    id: number;
    detail: DeceasedDetail;
    raw: unknown;
    dropped: DroppedItem[];
  };
  async function person(
    read: (s: RemoteSource) => Promise<DeceasedDetail | null>,
    fallback: string,
    id: number,
    listedIn: string,
  ): Promise<Person | null> {
    const obs = await observe(read);
    const call = callOf(obs, fallback);
    if (!obs.ok) {
      add(
        'fail',
        call,
        `its details ${why(obs)}: the card in ${listedIn} links to a page that fails`,
        { record: `id ${id}` },
      );
      return null;
    }
    if (!obs.value) {
      const answer = obs.calls.at(-1)?.status === 404 ? '404' : 'success false';
      add(
        'fail',
        call,
        `listed in ${listedIn} but its details answer ${answer}: its card links to a 404`,
        { record: `id ${id}` },
      );
      return null;
    }
    return { call, id, detail: obs.value, raw: bodyOf(obs).data, dropped: obs.dropped };
  }

  function checkPerson({ call, id, detail, raw, dropped }: Person) {
    const record = `id ${id}`;
    for (const d of dropped)
      failDropped(
        call,
        d,
        `${record}, ${d.list} item ${d.index + 1}${d.id ? ` (id ${d.id})` : ''}`,
        'will not display',
      );
    if (LANGS.every((lang) => !detail.name[lang].trim())) {
      add('fail', call, 'no name in any language: its page and its card show no name', {
        record,
        field: 'name',
      });
    } else compare(call, detail.name, obj(raw).name, { record, field: 'name' }, []);
    compare(call, detail.text, obj(raw).text, { record, field: 'text' }, []);
    const m = detail.media;
    const place = (field: string) => ({ call, record, field });
    noteMedia(m.profile_photo, place('media.profile_photo'));
    noteMedia(m.profile_photo_cdn, place('media.profile_photo_cdn'));
    for (const list of ['images', 'videos', 'audio', 'quran'] as const) {
      for (const f of m[list]) noteMedia(f.url, place(`media.${list} (id ${f.id})`));
    }
    for (const lang of LANGS) noteMedia(m.voice[lang], place(`media.voice.${lang}`));
  }

  async function checkLists(): Promise<string | null> {
    const byId = new Map<number, { category: FigureCategory; call: string; record: string }[]>();
    let knownName: string | null = null;
    await pool([...FIGURE_CATEGORIES], async (category) => {
      const { call, listed, failed } = await walk(
        `/v1/${category}`,
        LIST_LIMIT,
        (s, page) => s.getFigures(category, page, LIST_LIMIT),
        (b) => b.figures,
      );
      for (const { item, record } of listed) {
        byId.set(item.id, [...(byId.get(item.id) ?? []), { category, call, record }]);
        noteMedia(item.photo_title, { call, record, field: 'photo_title' });
        noteMedia(item.photo_title_cdn, { call, record, field: 'photo_title_cdn' });
        knownName ??= item.name.en.trim() || item.name.az.trim() || item.name.ru.trim() || null;
      }
      if (!failed) add('ok', call, `${listed.length} cards read`);
    });
    let opened = 0;
    await pool([...byId], async ([id, places]) => {
      const lists = [...new Set(places.map((p) => p.call))].join(' and ');
      const found = await person((s) => s.getDeceased(id), '/v1/deceased/{id}/details', id, lists);
      if (!found) return;
      opened++;
      checkPerson(found);
      for (const { category, call, record } of places) {
        if (recordBelongsTo(found.detail, category)) continue;
        const title = found.detail.category.title.en;
        const home = categoryOfTitle(title);
        add(
          'fail',
          call,
          `its details name the category "${title}", not "${CATEGORY_INFO[category].title}": its card here links to a 404 (SPEC §5)` +
            (home ? `; it shows under /category/${home}/${id} instead` : ''),
          { record, field: 'category.title.en' },
        );
      }
    });
    if (opened) add('ok', '/v1/deceased/{id}/details', `${opened} records opened`);
    return knownName;
  }

  async function checkGenealogies() {
    const { call, listed, failed } = await walk(
      '/v1/genealogy-all',
      GENEALOGY_LIMIT,
      (s, page) => s.getGenealogies(page, GENEALOGY_LIMIT),
      (b) => b.figures,
    );
    for (const { item, raw } of listed) {
      compare(call, item.title, obj(raw).title, { record: `id ${item.id}`, field: 'title' }, []);
      compare(call, item.head, obj(raw).head, { record: `id ${item.id}`, field: 'head' }, []);
    }
    const members = new Map<number, number[]>();
    let collectionCall = '';
    await pool(listed, async ({ item }) => {
      const collection = await walk(
        `/api/v1/genealogy/{id} (admin host)`,
        LIST_LIMIT,
        async (s, page) => (await s.getGenealogy(item.id, page, LIST_LIMIT))?.members ?? null,
        (b) => obj(b.data).members,
        `collection ${item.id}`,
      );
      collectionCall = collection.call;
      if (collection.missing) {
        add(
          'fail',
          collection.call,
          `listed in /v1/genealogy-all but answers ${collection.missing}: its page will be not found`,
          { record: `collection ${item.id}` },
        );
      }
      for (const { item: member, record } of collection.listed) {
        members.set(member.id, [...(members.get(member.id) ?? []), item.id]);
        noteMedia(member.photo_title, { call: collection.call, record, field: 'photo_title' });
        noteMedia(member.photo_title_cdn, {
          call: collection.call,
          record,
          field: 'photo_title_cdn',
        });
      }
    });
    if (!failed) add('ok', call, `${listed.length} genealogies read`);
    if (collectionCall)
      add('ok', collectionCall, `${members.size} members in ${listed.length} collections read`);
    let opened = 0;
    await pool([...members], async ([id, collections]) => {
      const found = await person(
        (s) => s.getGenealogyMember(id),
        '/v1/genealogy/deceased/{id}/details',
        id,
        `collection ${collections.join(', ')}`,
      );
      if (found) {
        opened++;
        checkPerson(found);
      }
    });
    if (opened) add('ok', '/v1/genealogy/deceased/{id}/details', `${opened} members opened`);
  }

  async function checkSearch(name: string | null) {
    const key = [...(name ?? 'a')][0]!.toLowerCase();
    const obs = await observe((s) => s.searchFigures(key));
    const call = callOf(obs, '/v1/search');
    if (!obs.ok)
      return add('fail', call, `${why(obs)}: the search box finds nothing`, {
        record: `key=${key}`,
      });
    for (const d of obs.dropped)
      failDropped(
        call,
        d,
        `key=${key}, item ${d.index + 1}${d.id ? ` (id ${d.id})` : ''}`,
        'not shown in the search results',
      );
    if (!obs.value.length && !obs.dropped.length && name) {
      add('warn', call, `found nothing for "${key}" although "${name}" is listed`, {
        record: `key=${key}`,
      });
    }
    for (const f of obs.value)
      noteMedia(f.photo_title, { call, record: `id ${f.id}`, field: 'photo_title' });
    add('ok', call, `${obs.value.length} results for "${key}"`);
  }

  async function checkContact() {
    if (!options.sendTestMessage) {
      return add(
        'warn',
        'POST /v1/contact',
        'not checked: it would send a real message to you. Run with --send-test-message to post one labelled test message',
      );
    }
    const message = {
      firstName: 'npm run check:api (test)',
      phone: '+000 00 000 00 00',
      email: 'check-api@example.invalid',
      message:
        'A test message sent by npm run check:api to check that contact messages reach you. Please ignore it.',
    };
    const obs = await observe((s) => s.deliverContact(message, `check-api-${randomUUID()}`));
    const call = `POST ${callOf(obs, '/v1/contact')}`;
    if (!obs.ok)
      return add(
        'fail',
        call,
        `${why(obs)}: messages sent from the contact form would not be delivered`,
      );
    add(
      'ok',
      call,
      `accepted the test message (${obs.calls.at(-1)?.status}): look for "npm run check:api (test)"`,
    );
  }

  async function probe(url: string): Promise<string | null> {
    const ask = (init: RequestInit) =>
      fetchImpl(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    try {
      let res = await ask({ method: 'HEAD' });
      if (res.status === 405 || res.status === 501) {
        await res.body?.cancel();
        res = await ask({ headers: { range: 'bytes=0-0' } });
      }
      await res.body?.cancel();
      return res.status >= 200 && res.status < 400 ? null : `answers ${res.status}`;
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError'
        ? `gave no answer within ${timeoutMs} ms`
        : 'could not be fetched';
    }
  }

  async function checkMedia() {
    const paths = [...media.keys()];
    const checked = paths.slice(0, MAX_MEDIA);
    let missing = 0;
    await pool(checked, async (path) => {
      const url = mediaSrc(path, mediaBase);
      const problem = url ? await probe(url) : null;
      if (url && !problem) return;
      missing++;
      const message = url
        ? `${path} ${problem} on the media host: will not display`
        : `${path} is refused as a media path (not a plain path under the media host): will not display`;
      for (const place of media.get(path)!)
        add('fail', place.call, message, { record: place.record, field: place.field });
    });
    if (paths.length > checked.length) {
      add(
        'warn',
        'media',
        `${paths.length - checked.length} more media paths were not checked (the first ${MAX_MEDIA} were)`,
      );
    }
    if (checked.length)
      add(
        'ok',
        'media',
        `${checked.length - missing} of ${checked.length} media files found on ${mediaBase}`,
      );
    return { checked: checked.length, skipped: paths.length - checked.length };
  }

  onDroppedItem((item) => scope.getStore()?.dropped.push(item));
  try {
    await pool(sections, (run) => run());
    await checkQr();
    const name = await checkLists();
    await checkGenealogies();
    await checkSearch(name);
    await checkContact();
    const mediaCount = await checkMedia();
    for (const c of calls) {
      if (c.timedOut || c.ms <= SLOW_MS) continue;
      const u = new URL(c.url);
      add(
        'warn',
        label(c.url, u.pathname),
        `took ${(c.ms / 1000).toFixed(1)} s: pages wait for it`,
        {
          record: `${u.pathname}${u.search}`,
        },
      );
    }
    return {
      findings,
      calls: calls.map(({ url, status, ms }) => ({ url, status, ms })),
      media: mediaCount,
    };
  } finally {
    onDroppedItem(null);
  }
}
