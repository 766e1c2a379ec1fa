import { parseFragment, serialize } from 'parse5';
import sanitizeHtml from 'sanitize-html';
import { safePhone, socialHref } from '@/lib/safe-url';
import type { DeceasedDetail, LangMap, SocialMedia } from '@/lib/contract/types';
import { noteOnce } from '@/lib/contract/schemas';
import { mapEmbedSrc } from '@/lib/memorial/map-embed';
import { hasText } from '@/lib/html';

const SPANS = ['colspan', 'rowspan'];

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'hr',
    'div', // an editor's lines, tables and terms: once dropped, their words ran together
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
    'sub',
    'sup',
    'small',
    'mark',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: SPANS, td: SPANS },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A page's <h1> is its own title: a heading in the text is one level below, and none is lost.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    section: 'div',
    article: 'div',
    address: 'div',
    figure: 'div',
    figcaption: 'div',
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

// The tree a browser builds (React's hydration fails on another: 418); '' with nothing to read.
export function sanitizeRichText(html: string): string {
  const clean = serialize(parseFragment(sanitizeHtml(html, RICH_TEXT))).trim();
  return hasText(clean) ? clean : '';
}

export function sanitizeLangMap(map: LangMap, clean = sanitizeRichText): LangMap {
  return { az: clean(map.az), en: clean(map.en), ru: clean(map.ru) };
}

// A paragraph that is one short bold run and nothing else: an editor's way of writing a heading.
const BOLD_PARAGRAPH = /<p>\s*<(strong|b)>([^<]{1,120})<\/\1>\s*<\/p>/g;

export function sanitizeDocument(html: string): string {
  return sanitizeRichText(html).replace(BOLD_PARAGRAPH, (_, _tag, text: string) =>
    text.trim() ? `<h2>${text.trim()}</h2>` : '',
  );
}

/** The `<iframe>` is written here, its address checked like the page's (map-embed.ts). */
export function sanitizeMapEmbed(markup: string | null | undefined): string | null {
  const src = mapEmbedSrc(markup);
  if (!src) return null;
  const safeSrc = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${safeSrc}" loading="lazy" referrerpolicy="no-referrer-when-downgrade" allowfullscreen></iframe>`;
}

export function sanitizeDeceased(detail: DeceasedDetail | null): DeceasedDetail | null {
  if (!detail) return null;
  const social = Object.fromEntries(
    Object.entries(detail.social_media).map(([k, v]) => [
      k,
      k === 'phoneNumber' ? safePhone(v) : socialHref(k, v),
    ]),
  ) as SocialMedia;
  const location = sanitizeMapEmbed(detail.location);
  if (!location && detail.location?.trim())
    noteOnce(
      `location ${detail.id}`,
      `record ${detail.id}: its location is no Google Maps embed (${detail.location.trim().slice(0, 80)}), left out`,
    );
  return {
    ...detail,
    text: sanitizeLangMap(detail.text),
    location,
    social_media: social,
  };
}

type HtmlKey<T> = { [P in keyof T]: T[P] extends LangMap ? P : never }[keyof T];

export function withSanitized<T, K extends HtmlKey<T>>(value: T, ...keys: K[]): T {
  const copy = { ...value };
  for (const key of keys) copy[key] = sanitizeLangMap(value[key] as LangMap) as T[K];
  return copy;
}
