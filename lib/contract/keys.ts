// The contract's keys and ids, for the store, the schemas and the browser alike (no zod here).
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';

export type FigureCategory = (typeof FIGURE_CATEGORIES)[number];

// The store's ids; the operator's category is read by English title (spec §5). 9, 10: spec §9.
export const CATEGORY_IDS: Record<FigureCategory, number> = {
  'public-figures': 1,
  'historical-figures': 2,
  martyrs: 3,
  'dear-memories': 4,
  'historical-monuments': 5,
};
export const GENEALOGY_CATEGORY_ID = 9;
export const GENEALOGY_MEMBER_CATEGORY_ID = 10;

/** The detail card's social links (spec §2), in its order; schemas.ts reads them by these keys. */
export const SOCIAL_KEYS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'website',
  'phoneNumber',
  'whatsapp',
] as const;

export const CONTACT_SOCIALS = ['instagram', 'facebook', 'tiktok', 'youtube', 'whatsapp'] as const;
export type ContactSocial = (typeof CONTACT_SOCIALS)[number];
