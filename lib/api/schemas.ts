// Lenient where the spec lets fields be missing (they become empty); strict on the envelope.
import { z } from 'zod';

const str = z.string().catch('');
const nullableStr = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .catch(null);
const id = z.coerce.number().int().nonnegative();

export const langMap = z
  .object({ az: str, en: str, ru: str })
  .partial()
  .transform((m) => ({ az: m.az ?? '', en: m.en ?? '', ru: m.ru ?? '' }))
  .catch({ az: '', en: '', ru: '' });

const optionalLangMap = z
  .object({ az: nullableStr, en: nullableStr, ru: nullableStr })
  .partial()
  .transform((m) => ({ az: m.az ?? null, en: m.en ?? null, ru: m.ru ?? null }))
  .catch({ az: null, en: null, ru: null });

const category = z.object({ id, title: langMap });

export const searchFigure = z.object({
  id,
  name: langMap,
  date: str,
  photo_title: nullableStr,
  genealogy_id: z.coerce.number().int().nullish().transform((v) => v ?? null).catch(null),
  category,
});

export const figureCard = z.object({
  id,
  name: langMap,
  date: str,
  photo_title: nullableStr,
  photo_title_cdn: nullableStr,
});

export const genealogyCard = z.object({ id, title: langMap, head: langMap, date: str });

export const genealogyCollection = z.object({
  title: langMap,
  members: z.array(figureCard).catch([]),
});

const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

export const deceasedDetail = z.object({
  id,
  name: langMap,
  text: langMap,
  date: str,
  category,
  genealogy_id: z.coerce.number().int().nullish().transform((v) => v ?? null).catch(null),
  status: z.object({ share: z.coerce.boolean().catch(false) }).catch({ share: false }),
  social_media: z
    .object({
      facebook: nullableStr,
      instagram: nullableStr,
      twitter: nullableStr,
      linkedin: nullableStr,
      youtube: nullableStr,
      tiktok: nullableStr,
      website: nullableStr,
      phoneNumber: nullableStr,
      whatsapp: nullableStr,
    })
    .partial()
    .catch({}),
  location: nullableStr,
  media: z.object({
    profile_photo: nullableStr,
    profile_photo_cdn: nullableStr,
    images: list(z.object({ id, url: z.string(), original_name: str })),
    videos: list(
      z.object({
        id,
        url: z.string(),
        original_name: str,
        file_size: z.coerce.number().catch(0),
        file_type: str,
        upload_date: str,
      }),
    ),
    youtube: list(z.object({ id, link: z.string() })),
    voice: optionalLangMap,
    audio: list(z.object({ id, url: z.string(), original_name: str })),
    // The spec allows Quran items as {url, original_name} or {audio, title}.
    quran: list(
      z
        .object({
          id,
          url: z.string().optional(),
          audio: z.string().optional(),
          original_name: z.string().optional(),
          title: z.string().optional(),
        })
        .transform((q) => ({
          id: q.id,
          url: q.url ?? q.audio ?? '',
          original_name: q.original_name ?? q.title ?? '',
        })),
    ),
  }),
  updated_at: str,
});

export const qrRecord = z.object({
  randomUUID: z.string(),
  photo: nullableStr,
  name: str,
  birthday: str,
  qanqrupu: str,
  number: str,
});

export const contactInfo = z.object({
  contact_phone: langMap,
  contact_email: langMap,
  instagram: langMap,
  facebook: langMap,
  tiktok: langMap,
  youtube: langMap,
  whatsapp: langMap,
});

const mediaItem = z.object({ id, media: z.string() });

export const homepage = z.object({
  type: z.string().transform((t) => (t === 'video' ? ('video' as const) : ('deceased' as const))),
  tamAd: langMap,
  olumTarixi: str,
  olumDesc: langMap,
  photo: nullableStr,
  video: nullableStr,
});
export const mainContent = z.object({
  text: langMap,
  image: z.object({ url: str }).catch({ url: '' }),
});
export const about = z.object({
  aboutText1: langMap,
  aboutText2: langMap,
  aboutMedia: str,
  partners: list(z.object({ id, link: str, logo: z.string() })),
  samples: list(mediaItem),
});
export const photoGallery = z.object({ photos: list(mediaItem) });
export const videoGallery = z.object({ videos: list(mediaItem) });
export const memorial = z.object({
  qrText1: langMap,
  qrText2: langMap,
  products: list(
    z.object({ id, image: str, title: langMap, size: str, unit: langMap, cost: langMap }),
  ),
});
export const obituary = z.object({ obituaryText1: langMap, obituaryText2: langMap });
export const genealogyService = z.object({ genealogyText1: langMap, genealogyText2: langMap });
export const virtualCemetery = z.object({
  virtualCemeteryText1: langMap,
  virtualCemeteryText2: langMap,
});
export const vr = z.object({ vr: z.object({ media: str }) });
export const qrBadge = z.object({
  qrBadgeText1: langMap,
  qrBadgeText2: langMap,
  badges: list(z.object({ id, image: z.string() })),
});
