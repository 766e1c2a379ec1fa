import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { POSTER_WIDTH } from './video';
import { drawPoster, postersAvailable } from './poster';

// Real ffmpeg (scripts/setup.sh installs it) on the demo's own video files.
describe('drawPoster', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('finds ffmpeg on this machine', async () => {
    await expect(postersAvailable()).resolves.toBe(true);
  });

  it('draws the frame half a second in as WebP, no wider than the video or POSTER_WIDTH', async () => {
    const poster = await drawPoster('/media/video/v-05.mp4');
    expect(poster).not.toBeNull();
    const image = sharp(poster!);
    const { format, width, height } = await image.metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 640, height: 360 });
    expect(width).toBeLessThanOrEqual(POSTER_WIDTH);
    // The video fades in from black: its first frame would be one flat colour.
    const { channels } = await image.stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(10);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['a path out of the media folder', '/media/../package.json'],
    ['another origin', 'http://127.0.0.1:9/video.mp4'],
    ['a page', '/services/virtual-cemetery'],
  ])('reads nothing outside the media: %s', async (_, src) => {
    await expect(drawPoster(src)).resolves.toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers null, and says why, for a video that is not there or not a video', async () => {
    await expect(drawPoster('/media/video/absent.mp4')).resolves.toBeNull();
    await expect(drawPoster('/media/audio/quran-01.mp3')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith(
      '[poster] no frame:',
      expect.any(String),
      expect.any(String),
    );
  });

  it('without ffmpeg: no poster, and the log says so once', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // The real spawn, of a program that is not there (Jest's process.env does not reach it).
    jest.doMock('node:child_process', () => {
      const real = jest.requireActual<typeof import('node:child_process')>('node:child_process');
      return {
        ...real,
        spawn: (_: string, ...rest: never[]) => real.spawn('ffmpeg-absent', ...rest),
      };
    });
    try {
      await jest.isolateModulesAsync(async () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
        const fresh: typeof import('./poster') = require('./poster');
        await expect(fresh.postersAvailable()).resolves.toBe(false);
        await expect(fresh.drawPoster('/media/video/v-05.mp4')).resolves.toBeNull();
        await expect(fresh.postersAvailable()).resolves.toBe(false);
      });
      expect(warned).toHaveBeenCalledTimes(1);
      expect(String(warned.mock.calls[0]![0])).toMatch(/ffmpeg is not on the PATH/);
    } finally {
      jest.dontMock('node:child_process');
      warned.mockRestore();
    }
  });

  it('remote: a host that does not answer in time or fails is an outage (503, the cached copy kept)', async () => {
    const host = http.createServer((req, res) => {
      if (req.url === '/media/hangs.mp4') return; // never answers
      const status = {
        '/media/failing.mp4': 503,
        '/media/limited.mp4': 429,
        '/media/text.mp4': 200,
      };
      res.statusCode = status[req.url as keyof typeof status] ?? 404;
      res.end('not a video');
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const admin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    const saved = { ...process.env };
    const withTimeout = (ms: number, use: (remote: typeof import('./poster')) => Promise<void>) => {
      Object.assign(process.env, {
        API_URL: `${admin}/api`,
        ADMIN_URL: admin,
        API_TIMEOUT_MS: `${ms}`,
      });
      return jest.isolateModulesAsync(async () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- read with these settings
        await use(require('./poster'));
      });
    };
    try {
      await withTimeout(300, async (remote) => {
        const started = Date.now();
        for (const name of ['hangs', 'failing', 'limited']) {
          const res = await remote.posterResponse(`${admin}/media/${name}.mp4`);
          expect([name, res.status]).toEqual([name, 503]);
          expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
          expect(res.headers.get('cache-control')).toBe('no-store');
        }
        expect(Date.now() - started).toBeLessThan(3000);
      });
      // The host answered (no such video, or none), in time even beside a build (600 ms was not).
      await withTimeout(5000, async (remote) => {
        for (const name of ['gone', 'text']) {
          const res = await remote.posterResponse(`${admin}/media/${name}.mp4`);
          expect([name, res.status]).toEqual([name, 404]);
        }
      });
    } finally {
      process.env = saved;
      host.closeAllConnections();
      host.close();
    }
    // Five ffmpeg runs: on a loaded machine their starts alone can pass Jest's 5 s.
  }, 20_000);
});
