const INLINE =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;
const BLOCK_END =
  /<hr\b[^>]*>|<\/(?:address|article|blockquote|caption|dd|div|dt|figcaption|h[1-6]|li|p|pre|section|td|th|tr)>/gi;
const BREAK = '\u0000';
const ENTITIES = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text of some HTML as a sentence reads: inline tags join, a block ends its words with ". ". */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/\u0000/g, '')
    .replace(INLINE, '')
    .replace(BLOCK_END, BREAK)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: keyof typeof ENTITIES) => ENTITIES[name])
    .replace(/\s*\u0000[\s\u0000]*/g, BREAK)
    .replace(/^\u0000|\u0000$/g, '')
    .replace(/([\p{L}\p{N}])\u0000/gu, '$1. ')
    .replace(/\u0000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const hasText = (html: string): boolean => stripTags(html) !== '';

export const noText = (texts: Record<string, string | null | undefined>): boolean =>
  !Object.values(texts).some((html) => hasText(html ?? ''));
