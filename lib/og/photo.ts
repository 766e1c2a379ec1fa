import 'server-only';
import sharp from 'sharp';
import { readMedia } from '@/lib/media/read';

type OgPhoto = { photo: string | null; failed: boolean };

// satori draws neither WebP nor AVIF. `failed`: there is a photo, but it could not be read now.
export async function ogPhoto(src: string | null, width: number, height: number): Promise<OgPhoto> {
  if (!src) return { photo: null, failed: false };
  try {
    const input = await readMedia(src);
    if (!input) return { photo: null, failed: false };
    const png = await sharp(input).resize(width, height, { fit: 'cover' }).png().toBuffer();
    return { photo: `data:image/png;base64,${png.toString('base64')}`, failed: false };
  } catch (error) {
    console.error('[og] photo failed:', src, error instanceof Error ? error.message : error);
    return { photo: null, failed: true };
  }
}
