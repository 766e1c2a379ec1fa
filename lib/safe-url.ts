import { stripTags } from '@/lib/html';

/** An address a mailto: link can carry (the admin may paste it with the scheme or in a paragraph), or ''. */
export function safeEmail(value: string | null | undefined): string {
  const address = stripTags(value ?? '')
    .trim()
    .replace(/^mailto:/i, '');
  return /^[^\s@<>"?&/\\]+@[^\s@<>"?&/\\]+\.[^\s@<>"?&/\\]+$/u.test(address) ? address : '';
}

export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const BARE_INTERNATIONAL = /^(?:[17]\d{10}|[1-9]\d{11,14})$/; // +1 and +7 take 11 digits
const international = (phone: string) => phone.startsWith('+') || BARE_INTERNATIONAL.test(phone);
export const withPlus = (phone: string) => (BARE_INTERNATIONAL.test(phone) ? `+${phone}` : phone);

export function phoneHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 15 || /[^\d+() .-]/.test(trimmed)) return null;
  return `tel:${international(trimmed) ? '+' : ''}${digits}`;
}

export const safePhone = (phone: string | null | undefined): string | null =>
  phoneHref(phone) ? phone!.trim() : null;

// Pasted with or without the scheme, as YouTube links are (lib/memorial/youtube.ts): then https.
const BARE_LINK = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]|$)/i;

export function linkHref(value: string | null | undefined): string | null {
  const link = value?.trim();
  return link ? safeHttpUrl(BARE_LINK.test(link) ? `https://${link}` : link) : null;
}

export function whatsappHref(value: string | null | undefined): string | null {
  const tel = value && international(value.trim()) ? phoneHref(value) : null;
  if (tel) return `https://wa.me/${tel.replace(/\D/g, '')}`;
  const href = linkHref(value);
  if (!href) return null;
  const { protocol, hostname } = new URL(href);
  const whatsapp = hostname === 'wa.me' || /(?:^|\.)whatsapp\.com$/.test(hostname);
  return protocol === 'https:' && whatsapp ? href : null;
}

export function socialHref(key: string, value: string | null | undefined): string | null {
  if (key === 'phoneNumber') return phoneHref(value);
  return key === 'whatsapp' ? whatsappHref(value) : linkHref(value);
}
