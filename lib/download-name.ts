import { plainLatin } from '@/lib/search/search-text';

/** A record's name as a file's (its letters and digits, dashes between), up to 80 characters. */
export function downloadName(name: string): string {
  const letters = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // By characters, not UTF-16 units: half a surrogate pair cannot be percent-encoded.
  const base = Array.from(letters).slice(0, 80).join('').replace(/-+$/, '');
  return base || 'xatire';
}

/** Content-Disposition: the name in UTF-8 (RFC 6266), and in plain Latin for older clients. */
export function downloadDisposition(name: string, extension: 'ics' | 'zip'): string {
  const ascii = downloadName(plainLatin(name).replace(/[^A-Za-z0-9]+/g, '-'));
  const utf8 = encodeURIComponent(`${downloadName(name)}.${extension}`);
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${utf8}`;
}
