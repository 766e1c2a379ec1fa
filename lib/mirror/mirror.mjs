// The static mirror's rules (npm run export:mirror, docs/mirror.md): where each URL of the site is
// saved, and each page's HTML rewritten to read from the mirror with no script and no server.
import { createHash } from 'node:crypto';
import { foldLines } from 'ical-generator';
import { printQrSvg } from '../seo/print-qr.mjs';

/** Paths only the running site answers: in the mirror they stay links to it. */
const LIVE_ONLY = /^\/(?:(?:en|ru)\/)?(?:api\/|archive\/|qrcode\/|contact\/.)|^\/(?:api|archive)\//;
const NOT_FOUND_PAGE = /^\/(?:(?:en|ru)\/)?404$/;
// The queries a page links with: a listing's later page, a viewer opened from a family tree.
const PAGE_QUERY = /^\?(?:page=([1-9]\d{0,3})|from=(genealogy))$/;
const FILE_EXT = /\.[a-z0-9]{2,12}$/i;

/**
 * What a same-site URL is to the mirror: a page (saved as HTML), a file (saved as it is), or
 * something only the live site answers (a form's target, a download made on request, search).
 * @param {URL} url @param {'page' | 'file' | 'form'} as how the tag uses it
 * @returns {'page' | 'file' | 'live'}
 */
export function kindOf(url, as) {
  if (as === 'form' || LIVE_ONLY.test(url.pathname)) return 'live';
  if (as === 'file' || url.pathname.startsWith('/_next/')) return 'file';
  if (FILE_EXT.test(url.pathname)) return 'file';
  if (url.search && !PAGE_QUERY.test(url.search)) return 'live';
  return 'page';
}

/**
 * A page's address in the mirror: `?page=N` is `/pages/N`, `?from=genealogy` `/genealogy`; the
 * not-found page is its file (`/en/404.html`), which any static host answers.
 */
export function pageHref(url) {
  if (NOT_FOUND_PAGE.test(url.pathname)) return `${url.pathname}.html`;
  if (url.pathname === '/az') return '/';
  const base = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  const [, page, from] = PAGE_QUERY.exec(url.search) ?? [];
  if (page) return `${base}/pages/${page}`;
  return from ? `${base}/${from}` : base || '/';
}

/** The file a page is saved to, relative to the mirror's folder. */
export function pageFile(url) {
  const href = pageHref(url);
  if (href.endsWith('.html')) return href.slice(1);
  return href === '/' ? 'index.html' : `${href.slice(1)}/index.html`;
}

const IMAGE_TYPES = {
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * A file's path in the mirror: its own, without the query (`/icon.svg?v` is `/icon.svg`), except
 * the image optimizer's variants, named by their query and type. `media` is the media host's
 * origin (remote mode): its files go under `/_media`.
 * @param {URL} url @param {string | null} contentType @param {string} media
 */
export function fileHref(url, contentType, media = '') {
  if (media && url.origin === media) return `/_media${url.pathname}`;
  if (url.pathname === '/_next/image') {
    const key = createHash('sha256').update(url.search).digest('hex').slice(0, 16);
    const ext = IMAGE_TYPES[(contentType ?? '').split(';')[0].trim()] ?? 'img';
    return `/_next/image/${key}.${ext}`;
  }
  return url.pathname;
}

const decodeAttr = (v) =>
  v
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const encodeAttr = (v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// A start tag as React writes it: attribute values double-quoted (a '>' may sit inside one).
const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTR = /\s+([^\s"'=<>/]+)(?:="([^"]*)")?/g;
const URL_ATTRS = new Set(['src', 'href', 'srcset', 'imagesrcset', 'poster', 'content', 'action']);
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;

/**
 * Rewrites a page: scripts out (JSON-LD stays: data, never run), then every URL in an attribute
 * through `visit(url, use)`, which answers the new value or null to keep it. `use` says how the
 * tag uses it: 'page' for a link to follow or name (a, canonical, alternates, og:url), 'form' for
 * where a form sends, 'file' for what the page loads.
 * @param {string} html @param {(value: string, use: 'page' | 'file' | 'form') => string | null} visit
 */
export function rewriteHtml(html, visit) {
  // With no scripts, what the page keeps for a browser without them is shown: <noscript> unwrapped.
  const noScripts = html
    .replace(SCRIPT, (whole, attrs) => (/type="application\/ld\+json"/.test(attrs) ? whole : ''))
    .replace(/<\/?noscript>/g, '');
  return noScripts.replace(TAG, (whole, tag, attrs, selfClose) => {
    const name = tag.toLowerCase();
    const fields = [...attrs.matchAll(ATTR)].map(([, key, value]) => [key.toLowerCase(), value]);
    const get = (key) => fields.find(([k]) => k === key)?.[1];
    const rel = get('rel') ?? '';
    // Script preloads (nothing runs in the mirror) and connection hints (it is all one host).
    if (name === 'link' && /^(?:modulepreload|preconnect|dns-prefetch)$/.test(rel)) return '';
    if (name === 'link' && get('as') === 'script') return '';
    const pageLink =
      name === 'a' ||
      (name === 'link' && /\b(?:canonical|alternate)\b/.test(rel)) ||
      (name === 'meta' && /^(?:og:url)$/.test(get('property') ?? ''));
    // Every tab panel shown (named in its <noscript>), the tabs hidden: no script switches them.
    const shown = get('role') === 'tabpanel' && fields.some(([k]) => k === 'hidden');
    const tabs = get('role') === 'tablist';
    if (tabs) fields.push(['hidden', undefined]);
    // What is counted from the day it was made says so (components' `asOf`).
    if (name === 'html') fields.push(['data-mirror', undefined]);
    let changed = shown || tabs || name === 'html';
    const out = fields
      .filter(([key]) => !(shown && key === 'hidden'))
      .map(([key, value]) => {
        if (value === undefined) return ` ${key}`;
        if (!URL_ATTRS.has(key) || (key === 'content' && name !== 'meta'))
          return ` ${key}="${value}"`;
        const plain = decodeAttr(value);
        const each = key === 'srcset' || key === 'imagesrcset' ? plain.split(/,\s+/) : [plain];
        const next = each.map((entry) => {
          const [first, ...rest] = entry.trim().split(/\s+/);
          const swapped = visit(first, key === 'action' ? 'form' : pageLink ? 'page' : 'file');
          return swapped === null ? entry : [swapped, ...rest].join(' ');
        });
        const joined = next.join(', ');
        if (joined === plain) return ` ${key}="${value}"`;
        changed = true;
        return ` ${key}="${encodeAttr(joined)}"`;
      });
    return changed ? `<${tag}${out.join('')}${selfClose ? '/' : ''}>` : whole;
  });
}

/** The `url(...)` references of a stylesheet. @param {string} css */
export function cssUrls(css) {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map(([, , ref]) => ref)
    .filter((ref) => !ref.startsWith('data:'));
}

/**
 * Every address of the origin `from` in a text as `to`'s: as written, and percent-encoded (the page
 * address inside a share link or a calendar link's query).
 * @param {string} text @param {string} from @param {string} to
 */
export const swapOrigin = (text, from, to) =>
  text.split(from).join(to).split(encodeURIComponent(from)).join(encodeURIComponent(to));

/**
 * A calendar file with `swap` applied to its content lines: unfolded first (an address may be
 * split across two lines), folded again at 75 octets as RFC 5545 says, by the library that wrote it.
 * @param {string} ics @param {(text: string) => string} swap
 */
export const rewriteCalendar = (ics, swap) => foldLines(swap(ics.replace(/\r\n[ \t]/g, '')));

const PRINT_QR =
  /(<figure\b[^>]*\sdata-print-qr="([^"]+)"[^>]*>\s*<div\b[^>]*>)<svg\b[\s\S]*?<\/svg>\s*/g;

/**
 * The printable QR codes of a page drawn again for the address each names (`data-print-qr`), so
 * the code printed from the mirror opens the address printed under it. @param {string} html
 */
export async function redrawPrintQr(html) {
  const drawn = new Map();
  for (const [, , url] of html.matchAll(PRINT_QR))
    drawn.set(url, await printQrSvg(decodeAttr(url)));
  return html.replace(PRINT_QR, (whole, open, url) => `${open}${drawn.get(url)}`);
}
