import type {
  About,
  ContactInfo,
  GenealogyService,
  Homepage,
  LangMap,
  MainContent,
  MediaItem,
  Memorial,
  Obituary,
  PhotoGallery,
  QrBadge,
  VideoGallery,
  VirtualCemetery,
  Vr,
} from '@/lib/contract/types';
import { CONTACT_SOCIALS } from '@/lib/contract/keys';
import { langOf, type ContentDb } from '../db';
import type { SiteMediaTable } from '../schema';

const EMPTY: LangMap = { az: '', en: '', ru: '' };

async function texts(db: ContentDb, prefix: string): Promise<Record<string, LangMap>> {
  const rows = await db
    .selectFrom('site_texts')
    .selectAll()
    .where('key', 'like', `${prefix}%`)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, { az: r.az, en: r.en, ru: r.ru }]));
}

async function settings(db: ContentDb, prefix: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('site_settings')
    .selectAll()
    .where('key', 'like', `${prefix}%`)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

async function mediaList(db: ContentDb, list: SiteMediaTable['list']) {
  return db
    .selectFrom('site_media')
    .select(['id', 'media', 'link'])
    .where('list', '=', list)
    .orderBy('position')
    .execute();
}

const items = (rows: { id: number; media: string }[]): MediaItem[] =>
  rows.map((r) => ({ id: r.id, media: r.media }));

export async function getHomepage(db: ContentDb, heroType?: Homepage['type']): Promise<Homepage> {
  const [t, s] = await Promise.all([texts(db, 'homepage.'), settings(db, 'homepage.')]);
  return {
    type: heroType ?? (s['homepage.type'] === 'video' ? 'video' : 'deceased'),
    tamAd: t['homepage.tamAd'] ?? EMPTY,
    olumTarixi: s['homepage.olumTarixi'] ?? '',
    olumDesc: t['homepage.olumDesc'] ?? EMPTY,
    photo: s['homepage.photo'] ?? null,
    video: s['homepage.video'] ?? null,
  };
}

export async function getMainContent(db: ContentDb): Promise<MainContent> {
  const [t, s] = await Promise.all([texts(db, 'main.'), settings(db, 'main.')]);
  return { text: t['main.text'] ?? EMPTY, image: { url: s['main.image'] ?? '' } };
}

export async function getAbout(db: ContentDb): Promise<About> {
  const [t, s, partners, samples] = await Promise.all([
    texts(db, 'about.'),
    settings(db, 'about.'),
    mediaList(db, 'partner'),
    mediaList(db, 'sample'),
  ]);
  return {
    aboutText1: t['about.aboutText1'] ?? EMPTY,
    aboutText2: t['about.aboutText2'] ?? EMPTY,
    aboutMedia: s['about.aboutMedia'] ?? '',
    partners: partners.map((p) => ({ id: p.id, link: p.link ?? '', logo: p.media })),
    samples: items(samples),
  };
}

export async function getPhotoGallery(db: ContentDb): Promise<PhotoGallery> {
  return { photos: items(await mediaList(db, 'gallery_photo')) };
}

export async function getVideoGallery(db: ContentDb): Promise<VideoGallery> {
  return { videos: items(await mediaList(db, 'gallery_video')) };
}

export async function getMemorialService(db: ContentDb): Promise<Memorial> {
  const [t, products] = await Promise.all([
    texts(db, 'memorial.'),
    db.selectFrom('products').selectAll().orderBy('position').execute(),
  ]);
  return {
    qrText1: t['memorial.qrText1'] ?? EMPTY,
    qrText2: t['memorial.qrText2'] ?? EMPTY,
    products: products.map((p) => ({
      id: p.id,
      image: p.image,
      title: langOf(p, 'title'),
      size: p.size,
      unit: langOf(p, 'unit'),
      cost: langOf(p, 'cost'),
    })),
  };
}

export async function getObituary(db: ContentDb): Promise<Obituary> {
  const t = await texts(db, 'obituary.');
  return {
    obituaryText1: t['obituary.obituaryText1'] ?? EMPTY,
    obituaryText2: t['obituary.obituaryText2'] ?? EMPTY,
  };
}

export async function getGenealogyService(db: ContentDb): Promise<GenealogyService> {
  const t = await texts(db, 'genealogy.');
  return {
    genealogyText1: t['genealogy.genealogyText1'] ?? EMPTY,
    genealogyText2: t['genealogy.genealogyText2'] ?? EMPTY,
  };
}

export async function getVirtualCemetery(db: ContentDb): Promise<VirtualCemetery> {
  const t = await texts(db, 'virtualCemetery.');
  return {
    virtualCemeteryText1: t['virtualCemetery.virtualCemeteryText1'] ?? EMPTY,
    virtualCemeteryText2: t['virtualCemetery.virtualCemeteryText2'] ?? EMPTY,
  };
}

export async function getVr(db: ContentDb): Promise<Vr> {
  const s = await settings(db, 'vr.');
  return { vr: { media: s['vr.media'] ?? '' } };
}

export async function getQrBadge(db: ContentDb): Promise<QrBadge> {
  const [t, badges] = await Promise.all([texts(db, 'qrBadge.'), mediaList(db, 'badge')]);
  return {
    qrBadgeText1: t['qrBadge.qrBadgeText1'] ?? EMPTY,
    qrBadgeText2: t['qrBadge.qrBadgeText2'] ?? EMPTY,
    badges: badges.map((b) => ({ id: b.id, image: b.media })),
  };
}

export async function getTerms(db: ContentDb, key: 'terms' | 'terms2'): Promise<LangMap> {
  const row = await db
    .selectFrom('site_texts')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { az: row.az, en: row.en, ru: row.ru } : EMPTY;
}

const CONTACT_KEYS = [
  'contact_phone',
  'contact_email',
  ...CONTACT_SOCIALS,
] as const satisfies readonly (keyof ContactInfo)[];

export async function getContactInfo(db: ContentDb): Promise<ContactInfo> {
  const t = await texts(db, 'contact.');
  return Object.fromEntries(
    CONTACT_KEYS.map((k) => [k, t[`contact.${k}`] ?? EMPTY]),
  ) as ContactInfo;
}
