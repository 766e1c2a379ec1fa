// Contract reads (spec §7), sanitized and cached: what /api/v1 answers and index.ts reshapes.
import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { GENEALOGY_PAGE_SIZE, MEMBER_PAGE_SIZE, PAGE_SIZE } from '@/lib/paging';
import { cachedRead } from './cache-policy';
import { embeddedSource } from './embedded';
import { remoteSource } from './remote';
import { safeHttpUrl, sanitizeLangMap, sanitizeMapEmbed } from './sanitize';
import type { SitemapKind } from './sitemap-buckets';
import type { ContentSource, SearchWindow } from './source';
import type {
  ContactMessage,
  DeceasedDetail,
  LangMap,
  FigureCategory,
  GenealogyCard,
  SocialMedia,
} from './types';

let source: ContentSource | undefined;

export function contentSource(): ContentSource {
  source ??= env.API_URL
    ? remoteSource({ baseUrl: env.API_URL, timeoutMs: env.API_TIMEOUT_MS })
    : embeddedSource(undefined, { heroType: env.HERO_TYPE });
  return source;
}

/** For tests: read from another source (a temporary SQLite file). */
export function setContentSource(next: ContentSource | undefined): void {
  source = next;
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

export const submitContactMessage = (message: ContactMessage, requestId?: string) =>
  contentSource().submitContact(message, requestId);

// Every read below: React's per-request dedupe over Next's data cache (cache-policy.ts), which
// keeps the sanitized result, so sanitizing runs once per refresh, not once per request.

export const readContactInfo = cache(
  cachedRead('contact-info', () => contentSource().contactInfo()),
);

export const readTerms = cache(
  cachedRead('terms', async (which: 'terms' | 'terms2') =>
    sanitizeLangMap(await contentSource().terms(which)),
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

const readQrRecordExact = cache(
  cachedRead('qr-record', (uuid: string) => contentSource().qrRecord(uuid), {
    tags: (uuid) => [`qr:${uuid}`],
  }),
);

export const readQrRecord = (uuid: string) => readQrRecordExact(uuid.toLowerCase());

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
