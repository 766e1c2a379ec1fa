import { SOCIAL_KEYS } from '@/lib/contract/keys';
import { type SocialMedia } from '@/lib/contract/types';
import { socialHref } from '@/lib/safe-url';
import type { RecordSource } from '@/lib/routes';

// Spec §2 order; a category record's card has no phone or WhatsApp.
const MEMBER_KEYS = SOCIAL_KEYS;
const CARD_KEYS = SOCIAL_KEYS.filter((key) => key !== 'phoneNumber' && key !== 'whatsapp');

export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialLink = { key: SocialKey; href: string };

export function socialLinks(social: SocialMedia, variant: RecordSource): SocialLink[] {
  const keys = variant === 'genealogy' ? MEMBER_KEYS : CARD_KEYS;
  return keys.flatMap((key) => {
    const href = socialHref(key, social[key]);
    return href ? [{ key, href }] : [];
  });
}
