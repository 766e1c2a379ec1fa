import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { mediaSrc } from '@/lib/media';

const MEDIA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'media');

async function readMedia(relative: string): Promise<Buffer | null> {
  if (env.MEDIA_URL) {
    const url = mediaSrc(relative, env.MEDIA_URL);
    if (!url) return null;
    const res = await fetch(url, { signal: AbortSignal.timeout(env.API_TIMEOUT_MS) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  }
  // mediaSrc refuses paths that leave the folder; resolve and check again to be sure.
  if (!mediaSrc(relative, '/media')) return null;
  const file = path.resolve(MEDIA_DIR, relative.replace(/^\//, ''));
  if (!file.startsWith(MEDIA_DIR + path.sep)) return null;
  return fs.readFile(file);
}

// satori draws neither WebP nor AVIF.
export async function ogPhoto(relative: string | null, width: number, height: number): Promise<string | null> {
  if (!relative) return null;
  try {
    const input = await readMedia(relative);
    if (!input) return null;
    const png = await sharp(input).resize(width, height, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    console.error('[og] photo failed:', relative, error instanceof Error ? error.message : error);
    return null;
  }
}
