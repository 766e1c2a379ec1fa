import type { DeceasedDetail, DetailMedia } from '@/lib/api/types';
import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { stripTags } from '@/lib/html';
import { youtubeId } from '@/lib/memorial/youtube';

/** Which list the detail card's bottom section opens on (spec §2). */
export type AudioTab = 'recording' | 'quran';

/** Quran only when Quran items exist and no audio does; otherwise the recordings. */
export function defaultAudioTab(media: { audio: unknown[]; quran: unknown[] }): AudioTab {
  return media.quran.length > 0 && media.audio.length === 0 ? 'quran' : 'recording';
}

export const hasAudioSection = (media: { audio: unknown[]; quran: unknown[] }) =>
  media.audio.length > 0 || media.quran.length > 0;

export const hasImages = (media: Pick<DetailMedia, 'images'>) => media.images.length > 0;

/**
 * The Video button shows when there is something to play: an uploaded video or a YouTube link
 * with a valid id (a record whose only links are broken would open an empty viewer).
 */
export const hasVideos = (media: Pick<DetailMedia, 'videos' | 'youtube'>) =>
  media.videos.length > 0 || media.youtube.some((y) => youtubeId(y.link) !== null);

/** The languages that have a voice recording, in the order az, en, ru. */
export const voiceLanguages = (media: Pick<DetailMedia, 'voice'>): Locale[] =>
  LOCALES.filter((l) => Boolean(media.voice[l]?.trim()));

/**
 * 'No details available': the record exists but has nothing to show beyond its name and date:
 * no description in any language and no media, voice, audio, map or links at all.
 */
export function hasDetails(record: DeceasedDetail): boolean {
  const { media } = record;
  const text = LOCALES.some((l) => stripTags(record.text[l] ?? '') !== '');
  return (
    text ||
    Boolean(media.profile_photo || media.profile_photo_cdn) ||
    hasImages(media) ||
    hasVideos(media) ||
    voiceLanguages(media).length > 0 ||
    hasAudioSection(media) ||
    Boolean(record.location) ||
    Object.values(record.social_media).some(Boolean)
  );
}

/** A meta description from rich text: plain, at most `max` characters, cut at a word. */
export function plainExcerpt(html: string, max = 160): string {
  const text = stripTags(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
