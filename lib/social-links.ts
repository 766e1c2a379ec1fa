import type { SocialMedia } from '@/lib/api/types';

/** The links a detail card shows, in this order (spec §2); members add phone and WhatsApp. */
const CARD_KEYS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'website',
] as const;
const MEMBER_KEYS = [...CARD_KEYS, 'phoneNumber', 'whatsapp'] as const;

export type SocialKey = (typeof MEMBER_KEYS)[number];
export type SocialLink = { key: SocialKey; href: string };

/** A tel: link from a phone number as people write it, or null without enough digits. */
export function phoneHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 15 || /[^\d+() .-]/.test(trimmed)) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

function httpHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** WhatsApp links must be WhatsApp's own (wa.me or whatsapp.com) over https. */
function whatsappHref(value: string | null | undefined): string | null {
  const href = httpHref(value);
  if (!href) return null;
  const { protocol, hostname } = new URL(href);
  const host = hostname.replace(/^www\./, '');
  return protocol === 'https:' &&
    (host === 'wa.me' || host === 'whatsapp.com' || host === 'api.whatsapp.com')
    ? href
    : null;
}

/**
 * The social links of a record that may be shown: only http(s), tel: and WhatsApp links pass,
 * whatever the content source sent.
 */
export function socialLinks(social: SocialMedia, variant: 'category' | 'genealogy'): SocialLink[] {
  const keys = variant === 'genealogy' ? MEMBER_KEYS : CARD_KEYS;
  return keys.flatMap((key) => {
    const value = social[key];
    const href =
      key === 'phoneNumber'
        ? phoneHref(value)
        : key === 'whatsapp'
          ? whatsappHref(value)
          : httpHref(value);
    return href ? [{ key, href }] : [];
  });
}
