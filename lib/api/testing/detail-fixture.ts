import type { MemorialRecord } from '@/lib/api/models';
import { toMemorialRecord } from '@/lib/api/reshape';
import { noMedia } from '@/lib/contract/schemas';
import type { DeceasedDetail, DetailMedia } from '@/lib/contract/types';

export const emptyMedia: () => DetailMedia = noMedia;

export function detailFixture(
  over: Partial<DeceasedDetail> = {},
  media: Partial<DetailMedia> = {},
): DeceasedDetail {
  return {
    id: 1,
    name: { az: 'Ad', en: 'Name', ru: 'Имя' },
    text: { az: '', en: '', ru: '' },
    date: '1900 – 1980',
    category: { id: 1, title: { az: '', en: 'Public figures', ru: '' } },
    genealogy_id: null,
    status: { share: true },
    social_media: {
      facebook: null,
      instagram: null,
      twitter: null,
      linkedin: null,
      youtube: null,
      tiktok: null,
      website: null,
      phoneNumber: null,
      whatsapp: null,
    },
    location: null,
    media: { ...emptyMedia(), ...media },
    updated_at: '2025-01-01',
    ...over,
  };
}

/** The same record as the pages see it, after the reshape step. */
export const recordFixture = (
  over: Partial<DeceasedDetail> = {},
  media: Partial<DetailMedia> = {},
): MemorialRecord => toMemorialRecord(detailFixture(over, media), '/media');
