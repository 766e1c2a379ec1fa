import 'server-only';
import { z } from 'zod';
import * as s from './schemas';
import { ContentError, type ContentSource } from './source';
import { FIGURE_CATEGORIES, type SocialMedia } from './types';
import type { RecordRef } from '@/lib/routes';
import { bucketsOf, sliceOf } from './sitemap-buckets';

const WALK_LIMIT = 50;
const MAX_WALK_PAGES = 2000;

type RemoteOptions = { baseUrl: string; timeoutMs: number; fetchImpl?: typeof fetch };

export function remoteSource({
  baseUrl,
  timeoutMs,
  fetchImpl = fetch,
}: RemoteOptions): ContentSource {
  async function call(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl}/api/v1${path}`, {
        ...init,
        headers: { accept: 'application/json', ...init?.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new ContentError(`Content API unreachable: ${path}`, { cause });
    }
    if (res.status === 404) return { status: 404, body: null };
    if (!res.ok) throw new ContentError(`Content API answered ${res.status}: ${path}`);
    try {
      return { status: res.status, body: await res.json() };
    } catch (cause) {
      throw new ContentError(`Content API answered invalid JSON: ${path}`, { cause });
    }
  }

  function parse<T extends z.ZodType>(schema: T, value: unknown, path: string): z.output<T> {
    const result = schema.safeParse(value);
    if (!result.success)
      throw new ContentError(`Content API answered an unexpected shape: ${path}`);
    return result.data;
  }

  async function data<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T> | null> {
    const { status, body } = await call(path);
    if (status === 404) return null;
    const envelope = parse(
      z.object({ success: z.boolean().optional(), data: z.unknown() }),
      body,
      path,
    );
    if (envelope.success === false || envelope.data == null) return null;
    return parse(schema, envelope.data, path);
  }

  async function required<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
    const value = await data(path, schema);
    if (value === null) throw new ContentError(`Content API has no data: ${path}`);
    return value;
  }

  async function figures<T extends z.ZodType>(path: string, item: T): Promise<z.output<T>[]> {
    const { body } = await call(path);
    return parse(z.object({ figures: z.array(item) }), body, path).figures;
  }

  const detail = async (path: string) => {
    const value = await data(path, s.deceasedDetail);
    if (!value) return null;
    const social = value.social_media;
    return {
      ...value,
      social_media: {
        facebook: social.facebook ?? null,
        instagram: social.instagram ?? null,
        twitter: social.twitter ?? null,
        linkedin: social.linkedin ?? null,
        youtube: social.youtube ?? null,
        tiktok: social.tiktok ?? null,
        website: social.website ?? null,
        phoneNumber: social.phoneNumber ?? null,
        whatsapp: social.whatsapp ?? null,
      } satisfies SocialMedia,
    };
  };

  const paging = (page: number, limit: number) => `limit=${limit}&page=${page}`;

  // The operator's API has no sitemap call: walk the lists (bounded), without dates.
  const walkRecordPages = async (): Promise<RecordRef[]> => {
    const pages: RecordRef[] = [];
    const walk = async <T extends { id: number }>(
      load: (page: number) => Promise<T[]>,
      visit: (item: T) => Promise<void> | void,
    ) => {
      for (let page = 1; page <= MAX_WALK_PAGES; page++) {
        const items = await load(page);
        for (const item of items) await visit(item);
        if (items.length < WALK_LIMIT) break;
      }
    };
    for (const category of FIGURE_CATEGORIES) {
      await walk(
        (page) => figures(`/${category}?${paging(page, WALK_LIMIT)}`, s.figureCard),
        (card) => void pages.push({ kind: 'detail', category, id: card.id, lastModified: null }),
      );
    }
    await walk(
      (page) => figures(`/genealogy-all?${paging(page, WALK_LIMIT)}`, s.genealogyCard),
      async (collection) => {
        pages.push({ kind: 'genealogy', id: collection.id, lastModified: null });
        await walk(
          async (page) =>
            (
              await data(
                `/genealogy/${collection.id}?${paging(page, WALK_LIMIT)}`,
                s.genealogyCollection,
              )
            )?.members ?? [],
          (member) =>
            void pages.push({
              kind: 'member',
              genealogyId: collection.id,
              id: member.id,
              lastModified: null,
            }),
        );
      },
    );
    return pages;
  };

  return {
    // The operator's API answers only its own first results: later pages stay empty here.
    search: async (key, window) => {
      const found = await figures(`/search?key=${encodeURIComponent(key)}`, s.searchFigure);
      if (!window) return found;
      const offset = window.offset ?? 0;
      return found.slice(offset, offset + (window.limit ?? found.length));
    },
    contactInfo: () => required('/contact2', s.contactInfo),
    submitContact: async (message, requestId) => {
      await call('/contact', {
        method: 'POST',
        body: JSON.stringify(message),
        headers: {
          'content-type': 'application/json',
          ...(requestId ? { 'idempotency-key': requestId } : {}),
        },
      });
    },
    terms: async (which) => {
      const { body } = await call(`/${which}`);
      // The spec reads `data.terms` or `data.data`.
      const parsed = parse(
        z.object({ terms: s.langMap.optional(), data: s.langMap.optional() }),
        body,
        which,
      );
      return parsed.terms ?? parsed.data ?? { az: '', en: '', ru: '' };
    },
    figures: (category, page, limit) =>
      figures(`/${category}?${paging(page, limit)}`, s.figureCard),
    genealogies: (page, limit) => figures(`/genealogy-all?${paging(page, limit)}`, s.genealogyCard),
    deceased: (id) => detail(`/deceased/${id}/details`),
    genealogyMember: (id) => detail(`/genealogy/deceased/${id}/details`),
    genealogy: (id, page, limit) =>
      data(`/genealogy/${id}?${paging(page, limit)}`, s.genealogyCollection),
    qrRecord: async (uuid) => {
      const record = await data(`/qrcode/${encodeURIComponent(uuid)}`, s.qrRecord);
      if (record) return record;
      // The operator's API may only list QR records: find the one here, never pass the list on.
      const all = await data('/qrcode/', z.array(s.qrRecord).catch([]));
      return all?.find((r) => r.randomUUID.toLowerCase() === uuid.toLowerCase()) ?? null;
    },
    homepage: () => required('/homepage', s.homepage),
    mainContent: () => required('/main/content', s.mainContent),
    about: () => required('/about', s.about),
    photoGallery: () => required('/photo-gallery', s.photoGallery),
    videoGallery: () => required('/video-gallery', s.videoGallery),
    memorial: () => required('/memorial', s.memorial),
    obituary: () => required('/obituary', s.obituary),
    genealogyService: () => required('/genealogy', s.genealogyService),
    virtualCemetery: () => required('/virtual-cemetery', s.virtualCemetery),
    vr: () => required('/vr', s.vr),
    qrBadge: () => required('/qr-code-badge', s.qrBadge),
    sitemapBuckets: async (width) => bucketsOf(await walkRecordPages(), width),
    sitemapSlice: async (kind, bucket, width) =>
      sliceOf(await walkRecordPages(), kind, bucket, width),
    // The operator's API (spec §7) has no call for it: home shows no "remembered today".
    rememberedOn: async () => [],
  };
}
