import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env, MEDIA_BASE } from '@/lib/env';

const MEDIA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'media');

/** A `mediaSrc` address as the admin host's URL (remote mode) or a public/media file, else null. */
export function mediaInput(src: string): string | null {
  if (MEDIA_BASE !== '/media') return src.startsWith(`${MEDIA_BASE}/`) ? src : null;
  if (!src.startsWith('/media/')) return null;
  // The reshape step refused paths that leave the folder; resolve and check again to be sure.
  let relative: string[];
  try {
    relative = src.slice('/media/'.length).split('/').map(decodeURIComponent);
  } catch {
    return null; // an escape that is no UTF-8 names no file
  }
  const file = path.resolve(MEDIA_DIR, ...relative);
  return file.startsWith(MEDIA_DIR + path.sep) ? file : null;
}

export async function readMedia(src: string): Promise<Buffer | null> {
  const input = mediaInput(src);
  if (!input) return null;
  if (MEDIA_BASE !== '/media') {
    const res = await fetch(input, { signal: AbortSignal.timeout(env.API_TIMEOUT_MS) });
    if (res.ok) return Buffer.from(await res.arrayBuffer());
    if (res.status === 404 || res.status === 410) return null;
    throw new Error(`the admin host answered ${res.status}`);
  }
  return fs.readFile(/* turbopackIgnore: true */ input).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
