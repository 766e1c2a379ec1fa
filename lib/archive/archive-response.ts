import 'server-only';
import { getTranslations } from 'next-intl/server';
import { DEGRADED_REVALIDATE_SECONDS, RENDERED_CACHE_CONTROL } from '@/lib/api/cache-policy';
import { plainText } from '@/lib/api/http';
import { createRateLimiter, type RateLimiter } from '@/lib/contact/rate-limit';
import { env, MEDIA_BASE } from '@/lib/env';
import { type Locale, LOCALES, pickName } from '@/lib/i18n/locale';
import { downloadDisposition, downloadName } from '@/lib/download-name';
import { todayIn } from '@/lib/memorial/remembrance';
import { loadViewerRecord, recordFileRefused } from '@/lib/memorial/viewer-data';
import { detailHrefOf } from '@/lib/memorial/viewer-links';
import type { RecordSource } from '@/lib/routes';
import { requestClientKey } from '@/lib/runtime/client-address.mjs';
import { wallClock } from '@/lib/runtime/midnight.mjs';
import { sharedRedis } from '@/lib/runtime/redis.mjs';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { absoluteMediaUrl } from '@/lib/seo/memorial-metadata';
import { mediaSize, openMedia } from './archive-media';
import { archiveItems, archivePage, type ArchiveItem, type Translate } from './family-archive';
import { dosDateTime, zipStream, type ZipEntry } from './zip';

// Per client (an IPv6 /64 counts as one) in the window; per process at once (docs/offline.md).
export const ARCHIVES_PER_CLIENT = 10;
export const ARCHIVE_WINDOW_MS = 10 * 60_000;
export const ARCHIVES_AT_ONCE = 2;
/** Room kept for the pages and the archive's own headers, past the files' sizes. */
const PAGES_BUDGET = 256 * 1024;
const MEASURED_AT_ONCE = 6;

let perClient: RateLimiter | undefined;
const limiter = () =>
  (perClient ??= createRateLimiter({
    limit: ARCHIVES_PER_CLIENT,
    windowMs: ARCHIVE_WINDOW_MS,
    redis: sharedRedis() ?? undefined,
    keyPrefix: 'xatire:archive',
  }));
let making = 0;

async function measure(items: ArchiveItem[]): Promise<(number | null)[]> {
  const sizes: (number | null)[] = [];
  for (let at = 0; at < items.length; at += MEASURED_AT_ONCE) {
    const batch = items.slice(at, at + MEASURED_AT_ONCE);
    sizes.push(...(await Promise.all(batch.map((item) => mediaSize(item.src)))));
  }
  return sizes;
}

/** `GET /archive/{lang}/{source}/{id}.zip`: the family's copy (docs/offline.md), streamed. */
export async function archiveResponse(
  request: Request,
  lang: Locale,
  source: RecordSource,
  rawId: string,
): Promise<Response> {
  const record = await loadViewerRecord(rawId, source);
  if (record === 'unavailable' || !record) return recordFileRefused(lang, record === 'unavailable');
  const name = pickName(record.name, lang).value;
  const headers = {
    'content-type': 'application/zip',
    'content-disposition': downloadDisposition(name, 'zip'),
    'x-content-type-options': 'nosniff',
  };
  // Next answers HEAD with GET's handler and never reads the body: nothing is made for it.
  if (request.method === 'HEAD')
    return new Response(null, {
      headers: { ...headers, 'cache-control': `public, s-maxage=${DEGRADED_REVALIDATE_SECONDS}` },
    });
  const t = await getTranslations({ locale: lang });
  const decision = await limiter().take(requestClientKey(request.headers));
  if (!decision.ok) return plainText(429, t('Archive.tooMany'), decision.retryAfterMs / 1000);
  if (making >= ARCHIVES_AT_ONCE) return plainText(503, t('Archive.busy'), 60);

  making += 1;
  let released = false;
  const release = () => {
    if (!released) making -= 1;
    released = true;
  };
  try {
    const items = archiveItems(record, (src) => absoluteMediaUrl(src) ?? src);
    const sizes = await measure(items);
    sizes.forEach((size, i) => {
      if (size === null) items[i]!.state = 'missing';
    });
    const bytes = sizes.reduce<number>((sum, size) => sum + (size ?? 0), PAGES_BUDGET);
    const cap = Math.floor(env.ARCHIVE_MAX_MB * 1024 * 1024);
    if (bytes > cap) {
      release();
      const size = Math.ceil(bytes / (1024 * 1024));
      return plainText(413, t('Archive.tooLarge', { size, cap: env.ARCHIVE_MAX_MB }));
    }
    const folder = downloadName(name);
    const made = todayIn();
    const pageFile = (l: Locale) => (l === lang ? 'index.html' : `${l}.html`);
    const translators = await Promise.all(
      LOCALES.map((locale) => getTranslations({ locale }) as unknown as Promise<Translate>),
    );
    const signal = request.signal;

    const found = record;
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (const [i, item] of items.entries()) {
        if (item.state === 'missing') continue;
        const opened = await openMedia(item.src, sizes[i]!, signal);
        if (!opened) {
          item.state = 'missing';
          continue;
        }
        yield {
          name: `${folder}/${item.file}`,
          body: (async function* () {
            yield* opened.body;
            if (opened.cut) item.state = 'incomplete';
          })(),
        };
      }
      for (const [i, locale] of LOCALES.entries()) {
        const html = archivePage({
          record: found,
          lang: locale,
          t: translators[i]!,
          items,
          pageFile,
          url: absoluteUrl(detailHrefOf(found, source), locale),
          made,
        });
        yield { name: `${folder}/${pageFile(locale)}`, body: Buffer.from(html) };
      }
    }

    const zip = zipStream(entries(), dosDateTime(wallClock()));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await zip.next();
          if (next.done) {
            release();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      async cancel() {
        release();
        await zip.return(undefined);
      },
    });
    // As its page; short of a file, or from the admin host (may fail after this), as a degraded page.
    const sure = MEDIA_BASE === '/media' && !items.some((item) => item.state === 'missing');
    return new Response(body, {
      headers: {
        ...headers,
        'cache-control': sure
          ? `public, ${RENDERED_CACHE_CONTROL}`
          : `public, s-maxage=${DEGRADED_REVALIDATE_SECONDS}`,
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}
