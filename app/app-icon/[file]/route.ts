import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { jsonError } from '@/lib/api/http';

// The home-screen icons of the manifest, drawn from the site's own icon (app/icon.svg).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

const ICON = fs.readFileSync(
  path.join(/* turbopackIgnore: true */ process.cwd(), 'app', 'icon.svg'),
);
const SIZES = new Set([192, 512]);

export async function GET(_request: Request, ctx: RouteContext<'/app-icon/[file]'>) {
  const match = /^(maskable-)?(\d{3})\.png$/.exec((await ctx.params).file);
  const size = Number(match?.[2]);
  if (!match || !SIZES.has(size)) return jsonError(404, 'Unknown icon');
  // A maskable icon keeps its drawing inside the middle 80%: the launcher crops the rest.
  const inner = match[1] ? Math.round(size * 0.7) : size;
  const drawn = await sharp(ICON, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const png = match[1]
    ? await sharp({
        create: { width: size, height: size, channels: 4, background: '#1f3d36' },
      })
        .composite([{ input: drawn, gravity: 'center' }])
        .png()
        .toBuffer()
    : drawn;
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=604800' },
  });
}
