import sanitizeHtml from 'sanitize-html';
import type { LangMap } from './types';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'li',
    'h2', 'h3', 'h4', 'blockquote', 'a', 'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : { ...attribs, rel: attribs.rel ?? '' },
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

export function sanitizeLangMap(map: LangMap): LangMap {
  return { az: sanitizeRichText(map.az), en: sanitizeRichText(map.en), ru: sanitizeRichText(map.ru) };
}

const MAP_EMBED_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);

export function sanitizeMapEmbed(markup: string | null | undefined): string | null {
  if (!markup) return null;
  const src = /<iframe\b[^>]*\bsrc\s*=\s*(["'])(.*?)\1/i.exec(markup)?.[2];
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.replace(/&amp;/g, '&'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !MAP_EMBED_HOSTS.has(url.hostname)) return null;
  if (!url.pathname.startsWith('/maps/embed')) return null;
  const safeSrc = url.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${safeSrc}" loading="lazy" referrerpolicy="no-referrer-when-downgrade" allowfullscreen></iframe>`;
}

export { safeHttpUrl } from '@/lib/safe-url';
