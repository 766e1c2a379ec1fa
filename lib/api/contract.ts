// Contract reads (spec §7), sanitized and cached: what /api/v1 answers and index.ts reshapes.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { contactOutbox } from '@/lib/contact/outbox';
import { getDb } from '@/lib/content/db';
import {
  insertContactMessage,
  requestIdUse,
  type RequestIdUse,
} from '@/lib/content/queries/contact';
import { env } from '@/lib/env';
import { GENEALOGY_PAGE_SIZE, MEMBER_PAGE_SIZE, PAGE_SIZE } from '@/lib/paging';
import { countContactStored } from '@/server/metrics-hooks.mjs';
import { cachedRead, QR_LIST_REVALIDATE_SECONDS } from './cache-policy';
import { embeddedSource } from './embedded';
import { indexedSource } from './indexed';
import { operatorIndexWalker, refreshIndexedRecord } from './operator-index';
import { findQrBadge, remoteSource, type QrList, type RemoteSource } from './remote';
import { safeHttpUrl, sanitizeDocument, sanitizeLangMap, sanitizeMapEmbed } from './sanitize';
import type { SitemapKind } from './sitemap-buckets';
import type { ContentSource, SearchQuery, SearchWindow } from './source';
import type {
  ContactMessage,
  DeceasedDetail,
  LangMap,
  FigureCategory,
  GenealogyCard,
  SocialMedia,
} from './types';
import { uuidKey } from '@/lib/qr/uuid';

let source: ContentSource | undefined;
let remote: RemoteSource | undefined;

/** The operator's API (SPEC §7) when API_URL is set, else the embedded store. */
function operatorApi(): RemoteSource | undefined {
  if (!env.API_URL || !env.ADMIN_URL) return undefined;
  remote ??= remoteSource({
    apiUrl: env.API_URL,
    adminUrl: env.ADMIN_URL,
    timeoutMs: env.API_TIMEOUT_MS,
  });
  return remote;
}

export function contentSource(): ContentSource {
  const api = operatorApi();
  source ??= api
    ? indexedSource(api, getDb)
    : embeddedSource(undefined, { heroType: env.HERO_TYPE });
  return source;
}

/** For tests: read from another source (a temporary SQLite file). */
export function setContentSource(next: ContentSource | undefined): void {
  source = next;
}

/** Starts forwarding stored messages to the operator's API (remote mode only; once a process). */
export function startContactOutbox() {
  const api = operatorApi();
  if (!api) return undefined;
  return contactOutbox(getDb, api.deliverContact, env.API_TIMEOUT_MS + 10_000);
}

// Long enough for a page of collections with their members; renewed after each.
const INDEX_LEASE_MS = 10 * 60_000;

/** Starts walking the operator's lists into the site's own index (remote mode only; once a process). */
export function startOperatorIndex() {
  const api = operatorApi();
  if (!api) return undefined;
  return operatorIndexWalker(getDb, api, {
    everyMs: env.INDEX_WALK_MINUTES * 60_000,
    leaseMs: INDEX_LEASE_MS,
  });
}

/**
 * `POST /api/revalidate`: the records its `deceased:ID` and `genealogy:ID` tags name, read again
 * into the index (remote mode), before their cached reads are marked stale. A failure is logged:
 * the next walk brings the record in.
 */
export async function refreshIndexedRecords(tags: readonly string[] = []): Promise<string[]> {
  const api = operatorApi();
  if (!api) return [];
  const db = await getDb();
  const refreshed: string[] = [];
  for (const tag of tags) {
    try {
      if (await refreshIndexedRecord(db, api, tag)) refreshed.push(tag);
    } catch (error) {
      console.error(
        `[index] ${tag} not read again:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return refreshed;
}

/** What the sender's Idempotency-Key was used for already (the site's own store, in either mode). */
export async function contactRequestIdUse(
  message: ContactMessage,
  requestId: string,
): Promise<RequestIdUse> {
  return requestIdUse(await getDb(), requestId, message);
}

/**
 * Stores the message in the site's own store (the visitor is told it was sent only after this);
 * in remote mode it is then forwarded by the outbox, under `requestId` or a key made for it.
 * Under a `requestId` used before, nothing is stored: the answer says for which message it was.
 */
export async function storeContactMessage(
  message: ContactMessage,
  requestId?: string,
): Promise<RequestIdUse> {
  const forwarded = Boolean(operatorApi());
  const { use } = await insertContactMessage(await getDb(), message, {
    requestId: requestId ?? (forwarded ? randomUUID() : null),
    delivery: forwarded ? 'pending' : 'kept',
  });
  if (use === 'unused') {
    countContactStored();
    startContactOutbox()?.kick();
  }
  return use;
}

function safePhone(value: string | null | undefined): string | null {
  const phone = value?.trim();
  return phone && /^[\d+() .-]+$/.test(phone) && /\d/.test(phone) ? phone : null;
}

function sanitizeDetail(detail: DeceasedDetail | null): DeceasedDetail | null {
  if (!detail) return null;
  const social = Object.fromEntries(
    Object.entries(detail.social_media).map(([k, v]) => [
      k,
      k === 'phoneNumber' ? safePhone(v) : safeHttpUrl(v),
    ]),
  ) as SocialMedia;
  return {
    ...detail,
    text: sanitizeLangMap(detail.text),
    location: sanitizeMapEmbed(detail.location),
    social_media: social,
  };
}

const sanitizeGenealogyCard = (card: GenealogyCard): GenealogyCard => ({
  ...card,
  title: sanitizeLangMap(card.title),
});

/** `value` with the named HTML texts sanitized, the rest as it is. */
type HtmlKey<T> = { [P in keyof T]: T[P] extends LangMap ? P : never }[keyof T];

function withSanitized<T, K extends HtmlKey<T>>(value: T, ...keys: K[]): T {
  const copy = { ...value };
  for (const key of keys) copy[key] = sanitizeLangMap(value[key] as LangMap) as T[K];
  return copy;
}

/** Search is a live query over unbounded keys (the header's and the search page's): never cached. */
export const searchFigures = (key: string, window?: SearchWindow) =>
  contentSource().search(key, window);

export const searchRecords = (query: SearchQuery, window?: SearchWindow) =>
  contentSource().searchRecords(query, window);

// Every read below: React's per-request dedupe over Next's data cache (cache-policy.ts), which
// keeps the sanitized result, so sanitizing runs once per refresh, not once per request.

export const readContactInfo = cache(
  cachedRead('contact-info', () => contentSource().contactInfo()),
);

export const readTerms = cache(
  cachedRead('terms', async (which: 'terms' | 'terms2') =>
    sanitizeLangMap(await contentSource().terms(which), sanitizeDocument),
  ),
);

export const readFigures = cache(
  cachedRead(
    'figures',
    (category: FigureCategory, page: number, limit: number) =>
      contentSource().figures(category, page, limit),
    {
      tags: (category) => [`figures:${category}`],
      cacheable: (_category, _page, limit) => limit === PAGE_SIZE,
    },
  ),
);

export const readGenealogies = cache(
  cachedRead(
    'genealogies',
    async (page: number, limit: number) =>
      (await contentSource().genealogies(page, limit)).map(sanitizeGenealogyCard),
    { cacheable: (_page, limit) => limit === GENEALOGY_PAGE_SIZE },
  ),
);

/** Keyed by the day (`yyyy-mm-dd`): one entry, one scan of the dates, a day. */
export const readRememberedOn = cache(
  cachedRead(
    'remembered-on',
    (iso: string) => {
      const [year, month, day] = iso.split('-').map(Number);
      return contentSource().rememberedOn({ year: year!, month: month!, day: day! });
    },
    { revalidate: 86_400 },
  ),
);

export const readDeceased = cache(
  cachedRead('deceased', async (id: number) => sanitizeDetail(await contentSource().deceased(id)), {
    tags: (id) => [`deceased:${id}`],
  }),
);

export const readGenealogyMember = cache(
  cachedRead(
    'genealogy-member',
    async (id: number) => sanitizeDetail(await contentSource().genealogyMember(id)),
    { tags: (id) => [`deceased:${id}`] },
  ),
);

export const readGenealogy = cache(
  cachedRead(
    'genealogy',
    async (id: number, page: number, limit: number) => {
      const collection = await contentSource().genealogy(id, page, limit);
      return collection && { ...collection, title: sanitizeLangMap(collection.title) };
    },
    {
      tags: (id) => [`genealogy:${id}`],
      cacheable: (_id, _page, limit) => limit === MEMBER_PAGE_SIZE,
    },
  ),
);

/** The operator's whole QR list: kept briefly, never sent on. */
const readQrList = cachedRead(
  'qr-list',
  async (): Promise<QrList> => ({ records: await operatorApi()!.qrRecords(), readAt: Date.now() }),
  { revalidate: QR_LIST_REVALIDATE_SECONDS, asCopy: (list) => ({ ...list, readAt: null }) },
);

const readQrRecordExact = cache(
  cachedRead(
    'qr-record',
    async (uuid: string) => {
      const api = operatorApi();
      if (!api) return contentSource().qrRecord(uuid);
      return findQrBadge(await readQrList(), uuid, {
        now: Date.now(),
        freshMs: QR_LIST_REVALIDATE_SECONDS * 1000,
        readList: api.qrRecords,
      });
    },
    { tags: (uuid) => [`qr:${uuid}`] },
  ),
);

export const readQrRecord = (uuid: string) => readQrRecordExact(uuidKey(uuid));

export const readHomepage = cache(
  cachedRead('homepage', async () => withSanitized(await contentSource().homepage(), 'olumDesc')),
);

export const readMainContent = cache(
  cachedRead('main-content', async () =>
    withSanitized(await contentSource().mainContent(), 'text'),
  ),
);

export const readAbout = cache(
  cachedRead('about', async () => {
    const about = await contentSource().about();
    return {
      ...withSanitized(about, 'aboutText1', 'aboutText2'),
      partners: about.partners.map((p) => ({ ...p, link: safeHttpUrl(p.link) ?? '' })),
    };
  }),
);

export const readPhotoGallery = cache(
  cachedRead('photo-gallery', () => contentSource().photoGallery()),
);
export const readVideoGallery = cache(
  cachedRead('video-gallery', () => contentSource().videoGallery()),
);

export const readMemorial = cache(
  cachedRead('memorial', async () =>
    withSanitized(await contentSource().memorial(), 'qrText1', 'qrText2'),
  ),
);

export const readObituary = cache(
  cachedRead('obituary', async () =>
    withSanitized(await contentSource().obituary(), 'obituaryText1', 'obituaryText2'),
  ),
);

export const readGenealogyService = cache(
  cachedRead('genealogy-service', async () =>
    withSanitized(await contentSource().genealogyService(), 'genealogyText1', 'genealogyText2'),
  ),
);

export const readVirtualCemetery = cache(
  cachedRead('virtual-cemetery', async () =>
    withSanitized(
      await contentSource().virtualCemetery(),
      'virtualCemeteryText1',
      'virtualCemeteryText2',
    ),
  ),
);

export const readVr = cache(cachedRead('vr', () => contentSource().vr()));

export const readSitemapBuckets = cache(
  cachedRead('sitemap-buckets', (width: number) => contentSource().sitemapBuckets(width)),
);

export const readSitemapSlice = cache(
  cachedRead('sitemap-slice', (kind: SitemapKind, bucket: number, width: number) =>
    contentSource().sitemapSlice(kind, bucket, width),
  ),
);

export const readQrBadge = cache(
  cachedRead('qr-badge', async () =>
    withSanitized(await contentSource().qrBadge(), 'qrBadgeText1', 'qrBadgeText2'),
  ),
);
