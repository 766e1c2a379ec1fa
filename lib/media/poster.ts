import 'server-only';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { DRAWN_IMAGE_CACHE_CONTROL } from '@/lib/api/cache-policy';
import { jsonError, sourceUnavailable } from '@/lib/api/http';
import { env } from '@/lib/env';
import { mediaInput } from '@/lib/media/read';
import { POSTER_WIDTH, PREVIEW_FRAME_SECONDS } from '@/lib/media/video';

let ffmpeg: Promise<boolean> | undefined;

/** Whether this machine draws posters (ffmpeg on the PATH): asked once, said once if not. */
export function postersAvailable(): Promise<boolean> {
  ffmpeg ??= new Promise<boolean>((resolve) => {
    const child = spawn('ffmpeg', ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  }).then((found) => {
    if (!found)
      console.warn('[poster] ffmpeg is not on the PATH: videos are shown without a poster');
    return found;
  });
  return ffmpeg;
}

const NO_VIDEO = /Server returned 40[134]|Invalid data found|moov atom not found/; // else a host down: 503

// Reads only the ranges a frame needs, within twice the API's timeout, from media or admin host.
function frameAt(input: string, seconds: number): Promise<Buffer | null | 'unavailable'> {
  const args = [
    ['-v', 'error', '-nostdin'],
    ['-protocol_whitelist', 'file,http,https,tcp,tls'],
    ['-rw_timeout', String(env.API_TIMEOUT_MS * 1000)],
    ['-ss', String(seconds), '-i', input],
    ['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ].flat();
  return new Promise((resolve) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let error = '';
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      child.kill('SIGKILL');
    }, env.API_TIMEOUT_MS * 2);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (error.length < 300) error += chunk.toString();
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      clearTimeout(timer);
      // A video shorter than the time asked: no frame, and no error.
      if (code === 0) return resolve(out.length > 0 ? Buffer.concat(out) : null);
      console.error('[poster] no frame:', input, error.trim().slice(0, 300) || `exit ${code}`);
      const fromHost = /^https?:/.test(input);
      resolve(late || (fromHost && !NO_VIDEO.test(error)) ? 'unavailable' : null);
    });
  });
}

/** The frame the browser shows a video by, as WebP at most POSTER_WIDTH wide; null if not drawn. */
export async function drawPoster(src: string): Promise<Buffer | null | 'unavailable'> {
  const input = mediaInput(src);
  if (!input || !(await postersAvailable())) return null;
  const png = (await frameAt(input, PREVIEW_FRAME_SECONDS)) ?? (await frameAt(input, 0));
  if (!png || png === 'unavailable') return png;
  return sharp(png)
    .resize({ width: POSTER_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

export async function posterResponse(src: string | null | undefined): Promise<Response> {
  const poster = src ? await drawPoster(src) : null;
  if (poster === 'unavailable') return sourceUnavailable(); // not kept: the copy before stays
  if (!poster) return jsonError(404, 'No poster for this video');
  return new Response(new Uint8Array(poster), {
    headers: { 'content-type': 'image/webp', 'cache-control': DRAWN_IMAGE_CACHE_CONTROL },
  });
}
