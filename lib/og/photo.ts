import 'server-only';
import sharp from 'sharp';
import { readMedia } from '@/lib/media/read';

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
