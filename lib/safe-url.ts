export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function phoneHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 15 || /[^\d+() .-]/.test(trimmed)) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export const safePhone = (phone: string | null | undefined): string | null =>
  phoneHref(phone) ? phone!.trim() : null;
