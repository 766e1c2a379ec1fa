import { SOCIAL_KEYS } from '@/lib/contract/keys';
import { type SocialMedia } from '@/lib/contract/types';
import { phoneHref, safeHttpUrl } from '@/lib/safe-url';
import type { RecordSource } from '@/lib/routes';

// Spec §2 order; a category record's card has no phone or WhatsApp.
const MEMBER_KEYS = SOCIAL_KEYS;
const CARD_KEYS = SOCIAL_KEYS.filter((key) => key !== 'phoneNumber' && key !== 'whatsapp');

export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialLink = { key: SocialKey; href: string };

function whatsappHref(value: string | null | undefined): string | null {
  const href = safeHttpUrl(value);
  if (!href) return null;
  const { protocol, hostname } = new URL(href);
  const host = hostname.replace(/^www\./, '');
  return protocol === 'https:' &&
    (host === 'wa.me' || host === 'whatsapp.com' || host === 'api.whatsapp.com')
    ? href
    : null;
}

// Only http(s), tel: and WhatsApp links pass, whatever the content source sent.
export function socialLinks(social: SocialMedia, variant: RecordSource): SocialLink[] {
  const keys = variant === 'genealogy' ? MEMBER_KEYS : CARD_KEYS;
  return keys.flatMap((key) => {
    const value = social[key];
    const href =
      key === 'phoneNumber'
        ? phoneHref(value)
        : key === 'whatsapp'
          ? whatsappHref(value)
          : safeHttpUrl(value);
    return href ? [{ key, href }] : [];
  });
}
