import type { DeceasedDetail, DetailMedia } from '@/lib/api/types';
import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { stripTags } from '@/lib/html';
import { youtubeId } from '@/lib/memorial/youtube';

export type AudioTab = 'recording' | 'quran';

export function defaultAudioTab(media: { audio: unknown[]; quran: unknown[] }): AudioTab {
  return media.quran.length > 0 && media.audio.length === 0 ? 'quran' : 'recording';
}

export const hasAudioSection = (media: { audio: unknown[]; quran: unknown[] }) =>
  media.audio.length > 0 || media.quran.length > 0;

export const hasImages = (media: Pick<DetailMedia, 'images'>) => media.images.length > 0;

// Only valid YouTube ids count: a record whose links are all broken would open an empty viewer.
export const hasVideos = (media: Pick<DetailMedia, 'videos' | 'youtube'>) =>
  media.videos.length > 0 || media.youtube.some((y) => youtubeId(y.link) !== null);

export const voiceLanguages = (media: Pick<DetailMedia, 'voice'>): Locale[] =>
  LOCALES.filter((l) => Boolean(media.voice[l]?.trim()));

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

export function plainExcerpt(html: string, max = 160): string {
  const text = stripTags(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
