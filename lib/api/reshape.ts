// types.ts records to models.ts. Pure, so client islands reshape their /api/v1 pages with it too.
import { LOCALES } from '@/lib/i18n/locale';
import { mediaSrc } from '@/lib/media/paths';
import type * as Contract from '@/lib/contract/types';
import { CONTACT_SOCIALS } from '@/lib/contract/keys';
import { type ContactSocial, type LangMap } from '@/lib/contract/types';
import type * as Site from './models';
import { mapEmbedSrc } from '@/lib/memorial/map-embed';
import { safeEmail } from '@/lib/safe-url';

const filesOf = (
  list: { id: number; url: string; original_name: string }[],
  base: string,
): Site.MediaFile[] =>
  list.flatMap((item) => {
    const src = mediaSrc(item.url, base);
    return src ? [{ id: item.id, src, name: item.original_name }] : [];
  });

const picturesOf = (list: { id: number; path: string }[], base: string): Site.Picture[] =>
  list.flatMap(({ id, path }) => {
    const src = mediaSrc(path, base);
    return src ? [{ id, src }] : [];
  });

const portrait = (photo: string | null, video: string | null, base: string): Site.Portrait => ({
  photo: mediaSrc(photo, base),
  video: mediaSrc(video, base),
});

export const toMemorialCard = (card: Contract.FigureCard, base: string): Site.MemorialCard => ({
  id: card.id,
  name: card.name,
  date: card.date,
  portrait: portrait(card.photo_title, card.photo_title_cdn, base),
});

export const toGenealogyCollection = (
  collection: Contract.GenealogyCollection,
  base: string,
): Site.GenealogyCollection => ({
  title: collection.title,
  members: collection.members.map((m) => toMemorialCard(m, base)),
});

export function toMemorialRecord(
  detail: Contract.DeceasedDetail,
  base: string,
): Site.MemorialRecord {
  const { media } = detail;
  return {
    id: detail.id,
    name: detail.name,
    text: detail.text,
    date: detail.date,
    category: detail.category,
    genealogyId: detail.genealogy_id,
    shareable: detail.status.share,
    social: detail.social_media,
    mapUrl: mapEmbedSrc(detail.location),
    portrait: portrait(media.profile_photo, media.profile_photo_cdn, base),
    images: filesOf(media.images, base),
    videos: filesOf(media.videos, base),
    youtube: media.youtube,
    voices: {
      az: mediaSrc(media.voice.az, base),
      en: mediaSrc(media.voice.en, base),
      ru: mediaSrc(media.voice.ru, base),
    },
    audio: filesOf(media.audio, base),
    quran: filesOf(media.quran, base),
    updatedAt: detail.updated_at,
  };
}

export const toSearchHit = (item: Contract.SearchFigure, base: string): Site.SearchHit => ({
  id: item.id,
  name: item.name,
  date: item.date,
  thumb: mediaSrc(item.photo_title, base),
  genealogyId: item.genealogy_id,
  category: item.category,
});

export const toContacts = (info: Contract.ContactInfo): Site.Contacts => ({
  phone: info.contact_phone,
  email: Object.fromEntries(LOCALES.map((l) => [l, safeEmail(info.contact_email[l])])) as LangMap,
  ...(Object.fromEntries(CONTACT_SOCIALS.map((key) => [key, info[key]])) as Record<
    ContactSocial,
    LangMap
  >),
});

export const toQrCard = (record: Contract.QrRecord, base: string): Site.QrCard => ({
  uuid: record.randomUUID,
  photo: mediaSrc(record.photo, base),
  name: record.name,
  birthday: record.birthday,
  bloodGroup: record.qanqrupu,
  phone: record.number,
});

export const toHomeHero = (home: Contract.Homepage, base: string): Site.HomeHero => ({
  kind: home.type,
  name: home.tamAd,
  deathDate: home.olumTarixi,
  description: home.olumDesc,
  photo: mediaSrc(home.photo, base),
  video: mediaSrc(home.video, base),
});

export const toAboutTeaser = (main: Contract.MainContent, base: string): Site.AboutTeaser => ({
  text: main.text,
  image: mediaSrc(main.image.url, base),
});

export const toAboutContent = (about: Contract.About, base: string): Site.AboutContent => ({
  text1: about.aboutText1,
  text2: about.aboutText2,
  image: mediaSrc(about.aboutMedia, base),
  partners: about.partners.flatMap((p) => {
    const logo = mediaSrc(p.logo, base);
    return logo && p.link ? [{ id: p.id, link: p.link, logo }] : [];
  }),
  samples: picturesOf(
    about.samples.map((s) => ({ id: s.id, path: s.media })),
    base,
  ),
});

export const toGallery = (items: Contract.MediaItem[], base: string): Site.Picture[] =>
  picturesOf(
    items.map((item) => ({ id: item.id, path: item.media })),
    base,
  );

export const toMemorialService = (
  memorial: Contract.Memorial,
  base: string,
): Site.MemorialService => ({
  text1: memorial.qrText1,
  text2: memorial.qrText2,
  products: memorial.products.map((p) => ({ ...p, image: mediaSrc(p.image, base) })),
});

export const toBadgeService = (badge: Contract.QrBadge, base: string): Site.BadgeService => ({
  text1: badge.qrBadgeText1,
  text2: badge.qrBadgeText2,
  badges: picturesOf(
    badge.badges.map((b) => ({ id: b.id, path: b.image })),
    base,
  ),
});

// The islands' answers come from the network: each item is checked before it is reshaped.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isLangMap = (v: unknown): v is Contract.LangMap =>
  isObject(v) && LOCALES.every((l) => typeof v[l] === 'string');
const isOptionalText = (v: unknown): v is string | null | undefined =>
  v === null || v === undefined || typeof v === 'string';

const isNamedCard = (v: unknown): v is Record<string, unknown> =>
  isObject(v) &&
  typeof v.id === 'number' &&
  isLangMap(v.name) &&
  typeof v.date === 'string' &&
  isOptionalText(v.photo_title);

const isFigureCard = (v: unknown): v is Contract.FigureCard =>
  isNamedCard(v) && isOptionalText(v.photo_title_cdn);

const isSearchFigure = (v: unknown): v is Contract.SearchFigure =>
  isNamedCard(v) &&
  (v.genealogy_id === null || typeof v.genealogy_id === 'number') &&
  isObject(v.category) &&
  typeof v.category.id === 'number' &&
  isLangMap(v.category.title);

const isGenealogyCard = (v: unknown): v is Contract.GenealogyCard =>
  isObject(v) &&
  typeof v.id === 'number' &&
  isLangMap(v.title) &&
  isLangMap(v.head) &&
  typeof v.date === 'string';

function listOf<T>(list: unknown, guard: (v: unknown) => v is T): T[] {
  if (!Array.isArray(list)) throw new Error('Unexpected answer: no list');
  if (!list.every(guard)) throw new Error('Unexpected answer: an item of another shape');
  return list;
}

const field = (body: unknown, key: string): unknown => (isObject(body) ? body[key] : undefined);

/** The `received` /api/v1 sends beside the list (dropped items too), else the list's length. */
export function receivedFromEnvelope(body: unknown, ...list: [string, ...string[]]): number {
  const holder = list.slice(0, -1).reduce<unknown>(field, body);
  const said = field(holder, 'received');
  if (typeof said === 'number' && Number.isInteger(said) && said >= 0) return said;
  const items = field(holder, list.at(-1)!);
  return Array.isArray(items) ? items.length : 0;
}

export const figuresFromEnvelope = (body: unknown, base: string): Site.MemorialCard[] =>
  listOf(field(body, 'figures'), isFigureCard).map((card) => toMemorialCard(card, base));

export const membersFromEnvelope = (body: unknown, base: string): Site.MemorialCard[] =>
  listOf(field(field(body, 'data'), 'members'), isFigureCard).map((card) =>
    toMemorialCard(card, base),
  );

export const genealogiesFromEnvelope = (body: unknown): Contract.GenealogyCard[] =>
  listOf(field(body, 'figures'), isGenealogyCard);

export const searchHitsFromEnvelope = (body: unknown, base: string): Site.SearchHit[] =>
  listOf(field(body, 'figures'), isSearchFigure).map((item) => toSearchHit(item, base));
