import 'server-only';
import fs from 'node:fs/promises';
import { env, MEDIA_BASE } from '@/lib/env';
import { mediaInput } from '@/lib/media/read';

const remote = () => MEDIA_BASE !== '/media';

const nothing = async function* (): AsyncGenerator<Uint8Array> {};

/** A file's size in bytes, or null when it cannot be fetched (a HEAD within the API's deadline). */
export async function mediaSize(src: string): Promise<number | null> {
  const input = mediaInput(src);
  if (!input) return null;
  try {
    if (!remote()) {
      const stat = await fs.stat(/* turbopackIgnore: true */ input);
      return stat.isFile() ? stat.size : null;
    }
    const res = await fetch(input, {
      method: 'HEAD',
      redirect: 'error',
      signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
    });
    const length = Number(res.headers.get('content-length') ?? NaN);
    return res.ok && Number.isSafeInteger(length) && length >= 0 ? length : null;
  } catch {
    return null;
  }
}

export type OpenedMedia = { body: AsyncIterable<Uint8Array>; /** ended early */ cut: boolean };

async function* bounded(
  source: AsyncIterable<Uint8Array>,
  limit: number,
  opened: OpenedMedia,
  waiting: (asking: boolean) => void, // while the source is asked, not while the visitor reads
): AsyncGenerator<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  let sent = 0;
  try {
    for (;;) {
      waiting(true);
      const next = await chunks.next();
      waiting(false);
      if (next.done) return;
      const chunk = next.value;
      if (sent + chunk.length > limit) {
        yield chunk.subarray(0, limit - sent);
        opened.cut = true;
        return;
      }
      sent += chunk.length;
      yield chunk;
    }
  } catch {
    opened.cut = true;
  } finally {
    waiting(false);
    await chunks.return?.();
  }
}

/** Null when it cannot be opened; the media host's deadline holds for headers and between chunks. */
export async function openMedia(
  src: string,
  limit: number,
  signal: AbortSignal,
): Promise<OpenedMedia | null> {
  const input = mediaInput(src);
  if (!input) return null;
  if (!remote()) {
    const handle = await fs.open(/* turbopackIgnore: true */ input).catch(() => null);
    if (!handle) return null;
    const opened: OpenedMedia = { body: nothing(), cut: false };
    if (limit === 0) await handle.close();
    else
      opened.body = bounded(
        handle.createReadStream({ end: limit - 1, signal }),
        limit,
        opened,
        () => {},
      );
    return opened;
  }
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  let timer = setTimeout(stop, env.API_TIMEOUT_MS);
  const done = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  };
  const res = await fetch(input, { redirect: 'error', signal: controller.signal }).catch(
    () => null,
  );
  if (!res?.ok || !res.body) {
    done();
    await res?.body?.cancel().catch(() => {});
    return null;
  }
  const opened: OpenedMedia = { body: nothing(), cut: false };
  const again = (asking: boolean) => {
    clearTimeout(timer);
    if (asking) timer = setTimeout(stop, env.API_TIMEOUT_MS);
  };
  // Node's web streams are async iterables; the DOM's types do not say so.
  const body = res.body as unknown as AsyncIterable<Uint8Array>;
  opened.body = (async function* () {
    try {
      yield* bounded(body, limit, opened, again);
    } finally {
      done();
      controller.abort();
    }
  })();
  return opened;
}
