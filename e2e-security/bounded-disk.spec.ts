import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { startExtraServer } from '../e2e/helpers';
import { raw } from './helpers';

/**
 * Bytes under `dir`, files only. The server evicts image variants while this walks (IMAGE_CACHE_MB):
 * a folder or file gone between listing and reading counts as nothing.
 */
function sizeOf(dir: string): number {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += sizeOf(full);
    else if (entry.isFile()) {
      try {
        total += fs.statSync(full).size;
      } catch {
        // evicted meanwhile
      }
    }
  }
  return total;
}

/** Runs `tasks` with `width` in flight at a time. */
async function pool(tasks: (() => Promise<unknown>)[], width: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}

const IMAGE_CACHE_MB = 1;

/**
 * Thousands of made-up URLs and image variants (issue 12): the build folder stays within a fixed
 * size. Pages and data are kept in memory only (lib/runtime/cache-handler.mjs) and only when real;
 * resized images go to Next's disk cache, bounded by IMAGE_CACHE_MB.
 */
test('made-up URLs and image variants leave .next within a fixed size', async () => {
  test.setTimeout(300_000);
  const server = await startExtraServer({ IMAGE_CACHE_MB: String(IMAGE_CACHE_MB) });
  const distDir = `.next-e2e-${new URL(server.baseURL).port}`;
  try {
    const before = sizeOf(distDir);
    const madeUp: string[] = [];
    for (let i = 0; i < 250; i++) {
      const id = 500_000 + i;
      madeUp.push(
        `/category/public-figures/${id}`,
        `/en/category/historical-monuments/${id}`,
        `/ru/genealogy/${id}`,
        `/genealogy/${id}/${id + 1}`,
        `/og/en/category/${id}.png`,
        `/api/v1/deceased/${id}/details`,
        `/api/v1/martyrs?page=${1000 + i}&limit=${1 + (i % 50)}`,
        `/probe-${i}.php`,
        `/_next/image?url=${encodeURIComponent(`/media/gallery/g-09.webp?x=${i}`)}&w=1920&q=75`,
        `/_next/image?url=${encodeURIComponent(`/media/gallery/g-09.webp?y=${i}`)}&w=640&q=75`,
      );
    }
    const statuses = new Map<number, number>();
    await pool(
      madeUp.map((target) => async () => {
        const { status } = await raw(server.baseURL, target);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
      8,
    );
    expect(
      [...statuses.keys()].every((s) => s < 500),
      JSON.stringify([...statuses]),
    ).toBe(true);

    // Every demo photo at two widths: several times what the image cache may hold.
    const photos = fs
      .readdirSync('public/media', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.webp'));
    const variants = photos.flatMap((file) =>
      [256, 640].map((w) => `/_next/image?url=${encodeURIComponent(`/media/${file}`)}&w=${w}&q=75`),
    );
    await pool(
      variants.map((target) => async () => {
        const res = await raw(server.baseURL, target, { headers: { accept: 'image/webp' } });
        expect(res.status, target).toBe(200);
      }),
      4,
    );

    const images = sizeOf(path.join(distDir, 'cache', 'images'));
    const growth = sizeOf(distDir) - before;
    console.log(
      `${madeUp.length} made-up URLs and ${variants.length} image variants: .next grew by ` +
        `${(growth / 1024).toFixed(0)} KiB, of which ${(images / 1024).toFixed(0)} KiB are images`,
    );
    // The image cache evicts past its budget (one entry's overshoot allowed); nothing else grows.
    expect(images).toBeLessThanOrEqual(IMAGE_CACHE_MB * 1024 * 1024 + 64 * 1024);
    expect(growth - images).toBeLessThanOrEqual(64 * 1024);
  } finally {
    await server.stop();
  }
});
