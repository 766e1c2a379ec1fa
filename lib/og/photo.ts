import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env, MEDIA_BASE } from '@/lib/env';

const MEDIA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'media');

async function readMedia(src: string): Promise<Buffer | null> {
  if (MEDIA_BASE !== '/media') {
    if (!src.startsWith(`${MEDIA_BASE}/`)) return null;
    const res = await fetch(src, { signal: AbortSignal.timeout(env.API_TIMEOUT_MS) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  }
  if (!src.startsWith('/media/')) return null;
  // The reshape step refused paths that leave the folder; resolve and check again to be sure.
  const relative = src.slice('/media/'.length).split('/').map(decodeURIComponent);
  const file = path.resolve(MEDIA_DIR, ...relative);
  if (!file.startsWith(MEDIA_DIR + path.sep)) return null;
  return fs.readFile(file);
}

// satori draws neither WebP nor AVIF.
export async function ogPhoto(
  src: string | null,
  width: number,
  height: number,
): Promise<string | null> {
  if (!src) return null;
  try {
    const input = await readMedia(src);
    if (!input) return null;
    const png = await sharp(input).resize(width, height, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    console.error('[og] photo failed:', src, error instanceof Error ? error.message : error);
    return null;
  }
}
