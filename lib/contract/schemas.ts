// The contract of spec §3 and §7, once (types.ts derives from it); how lenient: docs/remote-mode.md.
import { z } from 'zod';
import { withPlus } from '@/lib/safe-url';
import { MAX_RECORD_ID } from '@/lib/site.mjs';
import { CONTACT_SOCIALS, SOCIAL_KEYS } from './keys';

/** Text, also when the operator's database sent a number (a phone, a size, a year). */
const text = (fromNumber: (n: number) => string) =>
  z
    .union([z.string(), z.number().transform(fromNumber)])
    .nullish()
    .transform((v) => v ?? '')
    .catch('');
const str = text(String);
const nullableStr = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .transform((v) => (v ? v : null))
  .catch(null);
/** An id: a whole number, also written as text ("17"); never null, "", true or [7] read as one. */
const id = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
const optionalId = id
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);
const recordId = id.pipe(z.number().min(1).max(MAX_RECORD_ID));
export const isRecordId = (v: unknown) => recordId.safeParse(v).success;
const optionalRecordId = recordId
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);
/** A flag as set only when it says so: true, 1, "1" or "true" (a "0" or "false" is not set). */
const flag = z
  .unknown()
  .transform(
    (v) => v === true || v === 1 || (typeof v === 'string' && /^(1|true)$/i.test(v.trim())),
  );
const required = z.string().trim().min(1);
/** PHP's json_encode writes an empty object as `[]`: where an object is expected, that is none. */
export const emptyListIsNone = (v: unknown) => (Array.isArray(v) && v.length === 0 ? null : v);

const isMediaPath = (v: string) => /\.[A-Za-z0-9]{2,5}$/.test(v.split(/[?#]/)[0]!);
let refusedMedia: string[] = [];
/** A media file's path (its name has an extension); any other value is absent, logged by `noted`. */
const mediaPath = z
  .unknown()
  .optional()
  .transform((v): string | null => {
    if (v === null || v === undefined || v === '') return null;
    if (typeof v === 'string' && isMediaPath(v.trim())) return v.trim();
    refusedMedia.push(JSON.stringify(v).slice(0, 80));
    return null;
  });
const requiredMediaPath = required.refine(isMediaPath, { message: 'is not a file path' });
export const langMap = z
  .preprocess(
    (v) => (typeof v === 'string' ? { az: v } : v),
    z.object({ az: str, en: str, ru: str }).partial().nullish(),
  )
  .transform((m) => ({ az: m?.az ?? '', en: m?.en ?? '', ru: m?.ru ?? '' }))
  .catch({ az: '', en: '', ru: '' });

export type DroppedItem = { list: string; index: number; id: string | null; problems: string[] };

let droppedItemListener: ((item: DroppedItem) => void) | null = null;

/** While `listener` is set, every dropped item is told to it (npm run check:api collects them). */
export function onDroppedItem(listener: ((item: DroppedItem) => void) | null): void {
  droppedItemListener = listener;
}

// On globalThis: Next bundles this module into several route chunks of one process.
const LOGGED_DROPS = Symbol.for('xatire.logged-drops');
const loggedDrops = ((globalThis as { [LOGGED_DROPS]?: Set<string> })[LOGGED_DROPS] ??= new Set());

/** A problem in the operator's content, said once per key (a record, an item) per process. */
export function noteOnce(key: string, message: string): void {
  if (loggedDrops.has(key)) return;
  if (loggedDrops.size > 1000) loggedDrops.clear();
  loggedDrops.add(key);
  console.error(`[content] ${message}`);
}

function reportDropped(item: DroppedItem): void {
  if (droppedItemListener) return droppedItemListener(item);
  noteOnce(
    `${item.list}#${item.index}#${item.id}`,
    `dropped item ${item.index + 1} (id ${item.id ?? 'none'}) of ${item.list}: ${item.problems.join('; ')}`,
  );
}

const noted = <S extends z.ZodType<{ id?: number; randomUUID?: string }>>(
  what: string,
  record: S,
) =>
  z
    .preprocess((v) => ((refusedMedia = []), v), record)
    .transform((r) => {
      const key = `${what} ${r.id ?? r.randomUUID ?? ''}`;
      if (refusedMedia.length > 0)
        noteOnce(key, `${key}: media ${refusedMedia.join(', ')} not a file path, left out`);
      refusedMedia = [];
      return r;
    });

function itemId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const found = record.id ?? record.randomUUID;
  return typeof found === 'string' || typeof found === 'number' ? String(found) : null;
}

const received = new WeakMap<readonly unknown[], number>();

/** How many items the operator sent, malformed ones included: only a short page ends a list. */
export const receivedLength = (list: readonly unknown[]): number =>
  received.get(list) ?? list.length;

export const narrowedList = <T>(list: readonly T[], kept: T[]): T[] => {
  received.set(kept, receivedLength(list));
  return kept;
};

/** Malformed items dropped one by one; not a list: empty in a record, unreadable as the answer. */
export const listOf = <T extends z.ZodType>(name: string, item: T, whole = false) =>
  z
    .preprocess((v) => (whole || Array.isArray(v) ? v : null), z.array(z.unknown()).nullish())
    .transform((items) => {
      const kept: z.output<T>[] = [];
      (items ?? []).forEach((value, index) => {
        const parsed = item.safeParse(value);
        if (parsed.success) return void kept.push(parsed.data);
        reportDropped({
          list: name,
          index,
          id: itemId(value),
          problems: parsed.error.issues.map(
            (issue) => `${issue.path.join('.') || 'item'} ${issue.message}`,
          ),
        });
      });
      received.set(kept, items?.length ?? 0);
      return kept;
    });

const category = z.object({ id, title: langMap });
const detailCategory = z.preprocess(
  emptyListIsNone,
  z
    .object({ id: optionalId, title: langMap })
    .nullish()
    .transform((c) => c ?? { id: null, title: { az: '', en: '', ru: '' } })
    .catch({ id: null, title: { az: '', en: '', ru: '' } }),
);

const card = { id: recordId, name: langMap, date: str, photo_title: mediaPath };

export const searchFigure = noted(
  'record',
  z.object({ ...card, genealogy_id: optionalRecordId, category }),
);

export const figureCard = noted('record', z.object({ ...card, photo_title_cdn: mediaPath }));

export const genealogyCard = z.object({ id: recordId, title: langMap, head: langMap, date: str });

export const genealogyCollection = z.object({
  title: langMap,
  members: listOf('members', figureCard, true),
});

const socialMedia = z
  .object(
    Object.fromEntries(SOCIAL_KEYS.map((key) => [key, nullableStr])) as {
      [K in (typeof SOCIAL_KEYS)[number]]: typeof nullableStr;
    },
  )
  .partial()
  .nullish()
  .catch(null)
  .transform(
    (s) =>
      Object.fromEntries(SOCIAL_KEYS.map((key) => [key, s?.[key] ?? null])) as {
        [K in (typeof SOCIAL_KEYS)[number]]: string | null;
      },
  );

const mediaFile = z.object({ id, url: requiredMediaPath, original_name: str });
export const noMedia = () => ({
  profile_photo: null,
  profile_photo_cdn: null,
  images: [],
  videos: [],
  youtube: [],
  voice: { az: null, en: null, ru: null },
  audio: [],
  quran: [],
});

export const deceasedDetail = noted(
  'record',
  z.object({
    id: recordId,
    name: langMap,
    text: langMap,
    date: str,
    category: detailCategory,
    genealogy_id: optionalRecordId,
    status: z
      .object({ share: flag })
      .nullish()
      .transform((s) => ({ share: s?.share ?? false }))
      .catch({ share: false }),
    social_media: socialMedia,
    location: nullableStr,
    media: z
      .preprocess(
        emptyListIsNone,
        z
          .object({
            profile_photo: mediaPath,
            profile_photo_cdn: mediaPath,
            images: listOf('media.images', mediaFile),
            videos: listOf(
              'media.videos',
              z.object({
                id,
                url: requiredMediaPath,
                original_name: str,
                file_size: z.coerce.number().catch(0),
                file_type: str,
                upload_date: str,
              }),
            ),
            youtube: listOf('media.youtube', z.object({ id, link: required })),
            voice: z
              .object({ az: mediaPath, en: mediaPath, ru: mediaPath })
              .partial()
              .nullish()
              .transform((m) => ({ az: m?.az ?? null, en: m?.en ?? null, ru: m?.ru ?? null }))
              .catch({ az: null, en: null, ru: null }),
            audio: listOf('media.audio', mediaFile),
            // The spec allows Quran items as {url, original_name} or {audio, title}.
            quran: listOf(
              'media.quran',
              z
                .object({ id, url: mediaPath, audio: mediaPath, original_name: str, title: str })
                .refine((q) => q.url ?? q.audio, { message: 'has neither url nor audio file' })
                .transform((q) => ({
                  id: q.id,
                  url: (q.url ?? q.audio)!,
                  original_name: q.original_name || q.title,
                })),
            ),
          })
          .nullish()
          .transform((m) => m ?? noMedia()),
      )
      .catch(({ input }) => {
        refusedMedia.push(JSON.stringify(input).slice(0, 80));
        return noMedia();
      }),
    updated_at: str,
  }),
);

export const qrRecord = noted(
  'QR record',
  z.object({
    randomUUID: required,
    photo: mediaPath,
    name: str,
    birthday: str,
    qanqrupu: str,
    number: text((n) => withPlus(String(n))),
  }),
);

export const contactInfo = z.object({
  contact_phone: langMap,
  contact_email: langMap,
  ...(Object.fromEntries(CONTACT_SOCIALS.map((key) => [key, langMap])) as {
    [K in (typeof CONTACT_SOCIALS)[number]]: typeof langMap;
  }),
});

const mediaItem = z.object({ id, media: required });

export const homepage = z.object({
  type: z
    .unknown()
    .optional()
    .transform((t) => (t === 'video' ? ('video' as const) : ('deceased' as const))),
  tamAd: langMap,
  olumTarixi: str,
  olumDesc: langMap,
  photo: nullableStr,
  video: nullableStr,
});
export const mainContent = z.object({
  text: langMap,
  image: z
    .object({ url: str })
    .nullish()
    .transform((i) => ({ url: i?.url ?? '' }))
    .catch({ url: '' }),
});
export const about = z.object({
  aboutText1: langMap,
  aboutText2: langMap,
  aboutMedia: str,
  partners: listOf('partners', z.object({ id, link: str, logo: required })),
  samples: listOf('samples', mediaItem),
});
export const photoGallery = z.object({ photos: listOf('photos', mediaItem) });
export const videoGallery = z.object({ videos: listOf('videos', mediaItem) });
export const memorial = z.object({
  qrText1: langMap,
  qrText2: langMap,
  products: listOf(
    'products',
    z.object({ id, image: str, title: langMap, size: str, unit: langMap, cost: langMap }),
  ),
});
export const obituary = z.object({ obituaryText1: langMap, obituaryText2: langMap });
export const genealogyService = z.object({ genealogyText1: langMap, genealogyText2: langMap });
export const virtualCemetery = z.object({
  virtualCemeteryText1: langMap,
  virtualCemeteryText2: langMap,
});
export const vr = z.object({
  vr: z
    .object({ media: str })
    .nullish()
    .catch(null)
    .transform((v) => ({ media: v?.media ?? '' })),
});
export const qrBadge = z.object({
  qrBadgeText1: langMap,
  qrBadgeText2: langMap,
  badges: listOf('badges', z.object({ id, image: required })),
});
