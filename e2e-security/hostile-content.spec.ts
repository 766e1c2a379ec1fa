import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { SOCIAL_KEYS } from '../lib/contract/keys';
import {
  expectNoLeak,
  expectNoScriptRan,
  insertHostileRecord,
  installXssTraps,
  type HostileRecord,
} from './helpers';

/**
 * Hostile content from the content source (the operator's admin, or whoever got into it): each
 * payload is written into the test server's store as a new record, the pages that show it are
 * opened in Chromium, and no script may run, no foreign frame or request may appear.
 */
type Case = {
  label: string;
  record: HostileRecord;
  /** Pages to open, given the new record's ids. */
  pages: (ids: { id: number; genealogyId: number | null }) => string[];
  /** Media paths that stay inside /media but name no file: their 404s are expected. */
  media?: boolean;
};

const detail = ({ id }: { id: number }) => [`/en/category/martyrs/${id}`];
const member = ({ id, genealogyId }: { id: number; genealogyId: number | null }) => [
  `/en/genealogy/${genealogyId}/${id}`,
];

const RICH_TEXT = [
  `<p>Bio</p><script>__xssHit('script')</script>`,
  `<p>Bio<img src=x onerror="__xssHit('img onerror')"></p>`,
  `<svg onload="__xssHit('svg onload')"><circle r="1"/></svg><p>Bio</p>`,
  `<p><a href="javascript:__xssHit('a href')">link</a></p>`,
  `<p><a href="JaVaScRiPt&colon;__xssHit('entity scheme')">link</a></p>`,
  `<p><a href="&#14;javascript:__xssHit('control char')">link</a></p>`,
  `<iframe srcdoc="<script>parent.__xssHit('srcdoc')</script>"></iframe><p>Bio</p>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xssHit('mxss')></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=__xssHit('noscript')>"></p></noscript>`,
  `<p style="background:url(javascript:__xssHit('css'))">Bio</p>`,
  `<object data="data:text/html,<script>parent.__xssHit('object')</script>"></object><p>Bio</p>`,
  `<form action="javascript:__xssHit('form')"><button formaction="javascript:__xssHit('formaction')">Go</button></form>`,
  `<details open ontoggle="__xssHit('ontoggle')"><summary>x</summary></details>`,
  `<base href="https://evil.example/"><p>Bio</p>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xssHit('meta')"><p>Bio</p>`,
  `<p>Bio<img src="https://evil.example/pixel.gif"></p>`,
  `<textarea><img src=x onerror=__xssHit('textarea')></textarea><p>Bio</p>`,
  `<p>Bio</p><!--><img src=x onerror=__xssHit('comment')>-->`,
  `<a href="https://example.org" onclick="__xssHit('onclick')" target="_self">e</a>`,
];

const NAMES = [
  `</script><script>__xssHit('json-ld')</script>`,
  `"><img src=x onerror=__xssHit('attribute')>`,
  `</title><script>__xssHit('title')</script>`,
  `\u2028\u2029</script><script>__xssHit('line separators')</script>`,
];

const GENEALOGY_TITLES = [
  `<strong>Family</strong><img src=x onerror="__xssHit('title img')">`,
  `<a href="javascript:__xssHit('title link')"><strong>Family</strong></a>`,
  `<strong onmouseover="__xssHit('title handler')">Family</strong><script>__xssHit('title script')</script>`,
];

const MAP_EMBEDS = [
  `<iframe src="javascript:__xssHit('map js')"></iframe>`,
  `<iframe src="data:text/html,<script>parent.__xssHit('map data')</script>"></iframe>`,
  `<iframe src="https://evil.example/maps/embed?pb=1"></iframe>`,
  `<iframe src="https://www.google.com.evil.example/maps/embed?pb=1"></iframe>`,
  `<iframe src="//evil.example/maps/embed?pb=1"></iframe>`,
  `<iframe src="https://user:pass@www.google.com/maps/embed?pb=1"></iframe>`,
  `<iframe src="https://www.google.com/maps/embed?pb=1" onload="__xssHit('map onload')"></iframe>`,
  `<iframe src="https://www.google.com/maps/embed?pb=1&quot; onload=&quot;__xssHit('map quote')"></iframe>`,
  `<iframe srcdoc="<script>parent.__xssHit('map srcdoc')</script>" src="https://www.google.com/maps/embed?pb=1"></iframe>`,
  `<script>__xssHit('map script')</script><iframe src="https://www.google.com/maps/embed?pb=1"></iframe>`,
];

const YOUTUBE_LINKS = [
  `javascript:__xssHit('youtube js')`,
  `data:text/html,<script>__xssHit('youtube data')</script>`,
  'https://evil.example/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  `https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>__xssHit('youtube quote')</script>`,
  'https://youtu.be/dQw4w9WgXcQ/../../evil',
  '//evil.example/embed/dQw4w9WgXcQ',
];

const SOCIAL_LINKS = [
  `javascript:__xssHit('social js')`,
  `data:text/html,<script>__xssHit('social data')</script>`,
  ` javascript:__xssHit('social space')`,
  `java\tscript:__xssHit('social tab')`,
  'vbscript:msgbox(1)',
  '//evil.example/profile',
  `https://ok.example/"><script>__xssHit('social quote')</script>`,
];

const MEDIA_PATHS = [
  '../../package.json',
  '/etc/passwd',
  'https://evil.example/x.jpg',
  '//evil.example/x.jpg',
  '..%2f..%2fpackage.json',
  `javascript:__xssHit('media js')`,
  'portraits\\..\\..\\package.json',
];

const CASES: Case[] = [
  ...RICH_TEXT.map((text) => ({
    label: `rich text ${text}`,
    record: { category: 'martyrs' as const, text },
    pages: detail,
  })),
  ...NAMES.map((name) => ({
    label: `name ${name}`,
    record: { category: 'martyrs' as const, name },
    pages: detail,
  })),
  ...GENEALOGY_TITLES.map((genealogyTitle) => ({
    label: `genealogy title ${genealogyTitle}`,
    record: { category: 'genealogy-member' as const, genealogyTitle },
    pages: ({ genealogyId }: { genealogyId: number | null }) => [`/en/genealogy/${genealogyId}`],
  })),
  ...MAP_EMBEDS.map((location) => ({
    label: `map embed ${location}`,
    record: { category: 'martyrs' as const, location },
    pages: detail,
  })),
  ...YOUTUBE_LINKS.map((url) => ({
    label: `YouTube link ${url}`,
    record: { category: 'martyrs' as const, media: [{ kind: 'youtube' as const, url }] },
    pages: ({ id }: { id: number }) => [`/en/videos/${id}`],
  })),
  {
    // One member with a different payload in each of its link fields.
    label: `social links ${SOCIAL_LINKS.join(' ')}`,
    record: {
      category: 'genealogy-member' as const,
      social: Object.fromEntries(
        SOCIAL_KEYS.map((key, i) => [key, SOCIAL_LINKS[i % SOCIAL_LINKS.length]!]),
      ),
    },
    pages: member,
  },
  {
    // One record with every payload as its photo list, videos, recordings and Quran items.
    label: `media paths ${MEDIA_PATHS.join(' ')}`,
    record: {
      category: 'martyrs' as const,
      photo: MEDIA_PATHS[0],
      media: (['image', 'video', 'audio', 'quran'] as const).flatMap((kind) =>
        MEDIA_PATHS.map((url) => ({ kind, url })),
      ),
    },
    pages: ({ id }: { id: number }) => [
      `/en/category/martyrs/${id}`,
      `/en/photos/${id}`,
      `/en/videos/${id}`,
    ],
    media: true,
  },
];

/** Every image, video and audio source on the page: the site's own media, nothing else. */
async function mediaSources(page: Page): Promise<string[]> {
  return page
    .locator('img[src], img[srcset], video[src], video source[src], audio[src], audio source[src]')
    .evaluateAll((els) =>
      els.flatMap((el) => [
        el.getAttribute('src') ?? '',
        ...(el.getAttribute('srcset') ?? '').split(',').map((s) => s.trim().split(' ')[0] ?? ''),
      ]),
    )
    .then((list) => list.filter(Boolean));
}

function expectOwnMedia(src: string, path: string) {
  const url = new URL(src, 'http://site.invalid');
  expect(url.origin, `${path}: ${src}`).toBe('http://site.invalid');
  const file = url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname;
  expect(file, `${path}: ${src}`).toMatch(/^\/(?:media|_next\/static|og)\//);
  expect(decodeURIComponent(file).split('/'), `${path}: ${src}`).not.toContain('..');
}

for (const { label, record, pages, media } of CASES) {
  test.describe(() => {
    // A media path that stays in /media but names no file is a broken image: logged, and safe.
    test.use({ allowConsoleErrors: !!media });
    test(
      label.replace(/\s+/g, ' ').slice(0, 100),
      async ({ page, blockedRequests, consoleErrors }) => {
        const { dialogs } = await installXssTraps(page);
        const inserted = insertHostileRecord(record);
        try {
          for (const path of pages(inserted)) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(200);
            expectNoLeak(await response!.text(), path);
            await expectNoScriptRan(page, dialogs, path);
            // What links remain are plain web, phone or mail links, or the site's own paths.
            const hrefs = await page
              .locator('main a[href]')
              .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
            for (const href of hrefs) {
              expect(href, path).toMatch(/^(?:https?:\/\/|\/(?!\/)|#|tel:\+?\d+$|mailto:)/);
            }
            for (const src of await mediaSources(page)) expectOwnMedia(src, path);
          }
          expect(blockedRequests).toEqual([]);
          if (media) {
            // A missing file is a 404; a path the image optimizer may not read (no image
            // extension) a 400.
            for (const error of consoleErrors)
              expect(error).toMatch(
                /^Failed to load resource: the server responded with a status of 40[04]|internal image/,
              );
          }
        } finally {
          inserted.remove();
        }
      },
    );
  });
}
