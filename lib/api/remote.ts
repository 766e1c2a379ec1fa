import 'server-only';
import { z } from 'zod';
import { memberPageAnswers, pageCategoryOf } from '@/lib/memorial/categories';
import { GENEALOGY_PAGE_SIZE, PAGE_SIZE, pageEndsPaging } from '@/lib/paging';
import type { RecordRef } from '@/lib/routes';
import { figureMatches } from '@/lib/search/search-filters';
import {
  countUpstreamCall,
  countUpstreamFailure,
  type UpstreamFailure,
} from '@/lib/runtime/app-metrics.mjs';
import * as s from '@/lib/contract/schemas';
import { bucketsOf, sliceOf } from '@/lib/content/sitemap-buckets';
import { ContentError, type ContentSource } from '@/lib/content/source';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import { type ContactMessage, type QrRecord } from '@/lib/contract/types';
import { findQrRecord } from '@/lib/qr/badge';

// The spec's page sizes: an operator's API may answer no more than these, whatever is asked.
const LIST_LIMIT = PAGE_SIZE;
const GENEALOGY_LIST_LIMIT = GENEALOGY_PAGE_SIZE;
const MAX_WALK_PAGES = 2000;
const WALK_CONCURRENCY = 4;

export async function inBatches<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: WALK_CONCURRENCY }, worker));
}
const WALK_REUSE_MS = 60_000;

export type RemoteOptions = {
  apiUrl: string;
  adminUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
};

export type RemoteAnswer = { url: string; status: number; body: unknown; ms: number };

export type RemoteSource = ContentSource & {
  qrRecords(): Promise<QrRecord[]>;
  /** POST /v1/contact; resolves only on a 2xx (any other answer, a 404 too, is a failure). */
  deliverContact(message: ContactMessage, idempotencyKey: string): Promise<void>;
};

const envelope = z.object({ success: z.unknown().optional(), data: z.unknown().optional() });
export const TERMS_FIELDS = { terms: ['data', 'terms'], terms2: ['terms', 'data'] } as const;
const isFalse = (v: unknown) => v === false || v === 'false' || v === 0;

export function upstreamCallName(url: string, bases: string[]): string {
  const base = bases.find((b) => url.startsWith(`${b}/`));
  if (base === undefined) return 'other';
  return url
    .slice(base.length)
    .replace(/[?#].*$/, '')
    .replace(/\/\d+(?=\/|$)/g, '/{id}');
}

export function remoteSource({
  apiUrl,
  adminUrl,
  timeoutMs,
  fetchImpl = fetch,
}: RemoteOptions): RemoteSource {
  async function call(
    url: string,
    init?: RequestInit,
    { readBody = true } = {},
  ): Promise<RemoteAnswer> {
    const started = Date.now();
    const name = callName(url);
    const ended = (failure?: UpstreamFailure) => {
      countUpstreamCall(name, (Date.now() - started) / 1000);
      if (failure) countUpstreamFailure(name, failure);
    };
    let res: Response;
    try {
      res = await fetchImpl(url, {
        ...init,
        headers: { accept: 'application/json', ...init?.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      ended((cause as Error)?.name === 'TimeoutError' ? 'timeout' : 'unreachable');
      throw new ContentError(`Content API unreachable: ${url}`, { cause });
    }
    if (res.status === 404) {
      await res.body?.cancel();
      ended();
      return { url, status: 404, body: null, ms: Date.now() - started };
    }
    if (!res.ok) {
      await res.body?.cancel();
      ended('status');
      throw new ContentError(`Content API answered ${res.status}: ${url}`);
    }
    if (!readBody) {
      await res.body?.cancel();
      ended();
      return { url, status: res.status, body: null, ms: Date.now() - started };
    }
    try {
      const body: unknown = await res.json();
      ended();
      return { url, status: res.status, body, ms: Date.now() - started };
    } catch (cause) {
      ended(cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'invalid_json');
      throw new ContentError(`Content API answered invalid JSON: ${url}`, { cause });
    }
  }

  const callName = (url: string) => upstreamCallName(url, [apiUrl, adminUrl]);

  const api = (path: string) => `${apiUrl}${path}`;

  function parse<T extends z.ZodType>(schema: T, value: unknown, url: string): z.output<T> {
    const result = schema.safeParse(value);
    if (!result.success) {
      countUpstreamFailure(callName(url), 'shape');
      const issue = result.error.issues[0];
      throw new ContentError(
        `Content API answered an unexpected shape: ${url} (${issue?.path.join('.') || 'body'} ${issue?.message ?? ''})`,
      );
    }
    return result.data;
  }

  async function record<T extends z.ZodType>(
    url: string,
    schema: T,
    id?: number,
  ): Promise<z.output<T> | null> {
    const { status, body } = await call(url);
    if (status === 404) return null;
    const answer = parse(envelope, body, url);
    const data = s.emptyListIsNone(answer.data);
    if (isFalse(answer.success) || data == null) return null;
    const unnamed = typeof data === 'object' && !s.isRecordId((data as { id?: unknown }).id);
    const named = id !== undefined && unnamed ? { ...data, id } : data;
    return parse(schema, named, url);
  }

  async function section<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
    const url = api(path);
    const { status, body } = await call(url);
    if (status === 404) throw new ContentError(`Content API has no such call: ${url}`);
    const answer = parse(envelope, body, url);
    if (isFalse(answer.success))
      throw new ContentError(`Content API answered success false: ${url}`);
    return parse(schema, s.emptyListIsNone(answer.data) ?? {}, url);
  }

  async function figures<T extends z.ZodType>(path: string, item: T): Promise<z.output<T>[]> {
    const url = api(path);
    const { status, body } = await call(url);
    if (status === 404) throw new ContentError(`Content API has no such call: ${url}`);
    const answer = parse(
      z.object({ success: z.unknown().optional(), figures: z.unknown().optional() }),
      body,
      url,
    );
    if (isFalse(answer.success))
      throw new ContentError(`Content API answered success false: ${url}`);
    return parse(s.listOf(path.split('?')[0]!, item, true), answer.figures ?? [], url);
  }

  const paging = (page: number, limit: number) => `limit=${limit}&page=${page}`;

  const deceased = (path: string, id: number) => record(api(path), s.deceasedDetail, id);
  const genealogy = (id: number, page: number, limit: number) =>
    record(`${adminUrl}/api/v1/genealogy/${id}?${paging(page, limit)}`, s.genealogyCollection);

  const qrRecords = async (): Promise<QrRecord[]> => {
    const url = api('/v1/qrcode/');
    const { status, body } = await call(url);
    if (status === 404) throw new ContentError(`Content API has no such call: ${url}`);
    const answer = parse(envelope, body, url);
    if (isFalse(answer.success))
      throw new ContentError(`Content API answered success false: ${url}`);
    return parse(s.listOf('/v1/qrcode/', s.qrRecord, true), answer.data ?? [], url);
  };

  /** Every page of a list, until a short or repeated page (an API may ignore `page`). */
  async function walk<T extends { id: number }>(
    load: (page: number) => Promise<T[]>,
    limit: number,
  ): Promise<T[]> {
    const all: T[] = [];
    const seen = new Set<number>();
    for (let page = 1; page <= MAX_WALK_PAGES; page++) {
      const items = await load(page);
      const fresh = items.filter((item) => !seen.has(item.id));
      for (const item of fresh) seen.add(item.id);
      all.push(...fresh);
      if (pageEndsPaging(s.receivedLength(items), limit) || fresh.length === 0) break;
    }
    return all;
  }

  // No sitemap call in spec §7. A record is listed only under the category its details name.
  async function walkRecordPages(): Promise<RecordRef[]> {
    const ids = new Set<number>();
    for (const category of FIGURE_CATEGORIES) {
      const cards = await walk(
        (page) => figures(`/v1/${category}?${paging(page, LIST_LIMIT)}`, s.figureCard),
        LIST_LIMIT,
      );
      for (const card of cards) ids.add(card.id);
    }
    const pages: RecordRef[] = [];
    // One record that cannot be read is left out (and logged), never the whole sitemap.
    const orNone = async <T>(read: Promise<T | null>, what: string): Promise<T | null> => {
      try {
        return await read;
      } catch (error) {
        console.error(`[content] sitemap leaves out ${what}: ${(error as Error).message}`);
        return null;
      }
    };
    await inBatches([...ids], async (id) => {
      const found = await orNone(deceased(`/v1/deceased/${id}/details`, id), `record ${id}`);
      const category = pageCategoryOf(found);
      if (category) pages.push({ kind: 'detail', category, id, lastModified: null });
    });
    const collections = await walk(
      (page) => figures(`/v1/genealogy-all?${paging(page, GENEALOGY_LIST_LIMIT)}`, s.genealogyCard),
      GENEALOGY_LIST_LIMIT,
    );
    await inBatches(collections, async (collection) => {
      const what = `collection ${collection.id}`;
      const first = await orNone(genealogy(collection.id, 1, LIST_LIMIT), what);
      if (!first) return;
      pages.push({ kind: 'genealogy', id: collection.id, lastModified: null });
      const members = await orNone(
        walk(
          async (page) =>
            page === 1
              ? first.members
              : ((await genealogy(collection.id, page, LIST_LIMIT))?.members ?? []),
          LIST_LIMIT,
        ),
        what,
      );
      await inBatches(members ?? [], async (member) => {
        const found = await orNone(
          deceased(`/v1/genealogy/deceased/${member.id}/details`, member.id),
          `member ${member.id}`,
        );
        if (found && memberPageAnswers({ genealogyId: found.genealogy_id }, collection.id)) {
          pages.push({
            kind: 'member',
            genealogyId: collection.id,
            id: member.id,
            lastModified: null,
          });
        }
      });
    });
    return pages;
  }

  // The buckets and each child of one sitemap refresh share one walk.
  let lastWalk: { at: number; pages: Promise<RecordRef[]> } | undefined;
  const recordPages = () => {
    if (!lastWalk || Date.now() - lastWalk.at > WALK_REUSE_MS) {
      const pages = walkRecordPages();
      lastWalk = { at: Date.now(), pages };
      pages.catch(() => {
        if (lastWalk?.pages === pages) lastWalk = undefined;
      });
    }
    return lastWalk.pages;
  };

  return {
    // The operator's API answers only its own first results: later pages stay empty here.
    searchFigures: async (key, window) => {
      const found = await figures(`/v1/search?key=${encodeURIComponent(key)}`, s.searchFigure);
      if (!window) return found;
      const offset = window.offset ?? 0;
      return found.slice(offset, offset + (window.limit ?? found.length));
    },
    // The operator's search knows no filters: its first results are held to them here.
    searchRecords: async ({ key, filters = {} }, window = {}) => {
      if (key.trim() === '') return { figures: [], total: 0, atLeast: false };
      const found = (
        await figures(`/v1/search?key=${encodeURIComponent(key)}`, s.searchFigure)
      ).filter((figure) => figureMatches(figure, filters));
      const offset = window.offset ?? 0;
      return {
        figures: found.slice(offset, offset + (window.limit ?? found.length)),
        total: found.length,
        atLeast: false,
      };
    },
    getContactInfo: () => section('/v1/contact2', s.contactInfo),
    deliverContact: async (message, idempotencyKey) => {
      const url = api('/v1/contact');
      const { status } = await call(
        url,
        {
          method: 'POST',
          body: JSON.stringify({
            firstName: message.firstName,
            phone: message.phone,
            email: message.email,
            message: message.message,
          }),
          headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
          redirect: 'manual',
        },
        // Spec §7: any 2xx counts, with no JSON too (204, "OK"); not a redirect (followed: a GET).
        { readBody: false },
      );
      if (status === 404) throw new ContentError(`Content API answered 404: ${url}`);
    },
    getTerms: async (which) => {
      const url = api(`/v1/${which}`);
      const { status, body } = await call(url);
      if (status === 404) throw new ContentError(`Content API has no such call: ${url}`);
      const parsed = parse(
        z.object({
          success: z.unknown().optional(),
          terms: z.unknown().optional(),
          data: z.unknown().optional(),
        }),
        body,
        url,
      );
      if (isFalse(parsed.success))
        throw new ContentError(`Content API answered success false: ${url}`);
      const [first, second] = TERMS_FIELDS[which];
      return s.langMap.parse(parsed[first] ?? parsed[second]);
    },
    getFigures: (category, page, limit) =>
      figures(`/v1/${category}?${paging(page, limit)}`, s.figureCard),
    getGenealogies: (page, limit) =>
      figures(`/v1/genealogy-all?${paging(page, limit)}`, s.genealogyCard),
    getDeceased: (id) => deceased(`/v1/deceased/${id}/details`, id),
    getGenealogyMember: (id) => deceased(`/v1/genealogy/deceased/${id}/details`, id),
    getGenealogy: genealogy,
    qrRecords,
    getQrRecord: async (uuid) => findQrRecord(await qrRecords(), uuid),
    getHomepage: () => section('/v1/homepage', s.homepage),
    getMainContent: () => section('/v1/main/content', s.mainContent),
    getAbout: () => section('/v1/about', s.about),
    getPhotoGallery: () => section('/v1/photo-gallery', s.photoGallery),
    getVideoGallery: () => section('/v1/video-gallery', s.videoGallery),
    getMemorialService: () => section('/v1/memorial', s.memorial),
    getObituary: () => section('/v1/obituary', s.obituary),
    getGenealogyService: () => section('/v1/genealogy', s.genealogyService),
    getVirtualCemetery: () => section('/v1/virtual-cemetery', s.virtualCemetery),
    getVr: () => section('/v1/vr', s.vr),
    getQrBadge: () => section('/v1/qr-code-badge', s.qrBadge),
    getSitemapBuckets: async (width) => bucketsOf(await recordPages(), width),
    getSitemapSlice: async (kind, bucket, width) =>
      sliceOf(await recordPages(), kind, bucket, width),
    // The operator's API (spec §7) has no call for it: home shows no "remembered today".
    getRememberedOn: async () => [],
  };
}
