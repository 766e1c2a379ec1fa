import type { MemorialRecord } from '@/lib/api/models';
import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { stripTags } from '@/lib/html';
import { youtubeId } from '@/lib/memorial/youtube';

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

export function hasDetails(record: MemorialRecord): boolean {
  const text = LOCALES.some((l) => stripTags(record.text[l] ?? '') !== '');
  return (
    text ||
    Boolean(record.portrait.photo || record.portrait.video) ||
    hasImages(record) ||
    hasVideos(record) ||
    voiceLanguages(record).length > 0 ||
    hasAudioSection(record) ||
    Boolean(record.location) ||
    Object.values(record.social).some(Boolean)
  );
}

export function plainExcerpt(html: string, max = 160): string {
  const text = stripTags(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
