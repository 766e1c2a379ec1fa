import type { MemorialRecord } from '@/lib/api/models';
import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { stripTags } from '@/lib/html';
import { decodedSegment } from '@/lib/media/paths';
import { socialLinks } from '@/lib/memorial/social-links';
import { youtubeId } from '@/lib/memorial/youtube';
import type { RecordSource } from '@/lib/routes';

export type AudioTab = 'recording' | 'quran';

export function defaultAudioTab(media: { audio: unknown[]; quran: unknown[] }): AudioTab {
  return media.quran.length > 0 && media.audio.length === 0 ? 'quran' : 'recording';
}

export const hasAudioSection = (media: { audio: unknown[]; quran: unknown[] }) =>
  media.audio.length > 0 || media.quran.length > 0;

export const hasImages = (record: Pick<MemorialRecord, 'images'>) => record.images.length > 0;

// Only valid YouTube ids count: a record whose links are all broken would open an empty viewer.
export const hasVideos = (record: Pick<MemorialRecord, 'videos' | 'youtube'>) =>
  record.videos.length > 0 || record.youtube.some((y) => youtubeId(y.link) !== null);

export const voiceLanguages = (record: Pick<MemorialRecord, 'voices'>): Locale[] =>
  LOCALES.filter((l) => record.voices[l] !== null);

export function hasDetails(record: MemorialRecord, variant: RecordSource): boolean {
  const text = LOCALES.some((l) => stripTags(record.text[l] ?? '') !== '');
  return (
    text ||
    Boolean(record.portrait.photo || record.portrait.video) ||
    hasImages(record) ||
    hasVideos(record) ||
    voiceLanguages(record).length > 0 ||
    hasAudioSection(record) ||
    Boolean(record.mapUrl) ||
    socialLinks(record.social, variant).length > 0 // only the links its card shows
  );
}

export function plainExcerpt(html: string, max = 160): string {
  const text = stripTags(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const DEVICE_NAME =
  /^(img|dsc|dscn|dscf|pxl|mvimg|photo|image|screenshot|whatsapp image|scan)(?!\p{L})/iu;

/** Null when the name says nothing (a camera's "IMG_2041.JPG", "pf-01-2.webp"): then a number. */
export function describeFileName(name: string | null | undefined): string | null {
  const text = (name ?? '')
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (DEVICE_NAME.test(text)) return null;
  if (!/\p{L}{3,}/u.test(text)) return null;
  return text;
}

export function describeMediaPath(src: string): string | null {
  return describeFileName(decodedSegment(src.split(/[?#]/)[0]!.split('/').pop() ?? ''));
}

/** As sent (spec §2: a short sura's "يس", a date), but blank, a device's name or a bare track number. */
export function recordingName(name: string | null | undefined, numbered: () => string): string {
  const text = (name ?? '').trim();
  const stem = text.replace(/\.[a-z0-9]{2,5}$/i, '');
  return /\p{L}|\d{3}/u.test(stem) && !DEVICE_NAME.test(stem) ? text : numbered();
}
