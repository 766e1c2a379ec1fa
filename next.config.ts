import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { markStartupScripts } from './lib/build/compile-hints.mjs';
import { pageRewrites } from './lib/runtime/rewrites.mjs';
import { securityHeaders } from './lib/runtime/security-headers.mjs';
import { precompressStatic } from './lib/build/static-copies.mjs';
import { buildDir, mediaOrigin, readSettings } from './lib/runtime/settings.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const settings = readSettings();

const IMAGE_FILE = `/**/*.{${['webp', 'avif', 'png', 'jpg', 'jpeg', 'jfif', 'gif']
  .flatMap((ext) => [ext, ext.toUpperCase(), ext[0]!.toUpperCase() + ext.slice(1)])
  .join(',')}}`;

function remoteMediaPattern() {
  if (!/^https?:\/\//.test(settings.MEDIA_BASE)) return [];
  const url = new URL(settings.MEDIA_BASE);
  const base = url.pathname.replace(/\/+$/, '');
  return [
    {
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: `${base}${IMAGE_FILE}`,
      search: '',
    },
  ];
}

const isDev = process.env.NODE_ENV === 'development';

// Loopback only, not private networks: the optimizer follows redirects unchecked (docs/security.md).
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
const mediaHostIsLoopback =
  /^https?:\/\//.test(settings.MEDIA_BASE) &&
  LOOPBACK_HOST.test(new URL(settings.MEDIA_BASE).hostname);

const nextConfig: NextConfig = {
  distDir: buildDir(),
  poweredByHeader: false,
  // The front compresses (front/nginx.conf): the server's first bytes stay readable (page-state.mjs).
  compress: false,
  // Hashing each page's HTML for its ETag cost 15% of a cached page's CPU (docs/performance.md).
  generateEtags: false,
  // Not bundled: the cache handler and the app share one Redis client.
  serverExternalPackages: [
    '@fortedigital/nextjs-cache-handler',
    '@redis/client',
    'prom-client',
    'rate-limiter-flexible',
  ],
  reactStrictMode: true,
  // `npm test` type-checks the same tree just before this build (package.json): not twice.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  compiler: {
    // V8 compiles the start-up scripts on a background thread as they arrive (lib/build/compile-hints.mjs);
    // then every script and stylesheet gets its brotli copy (lib/build/static-copies.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      await markStartupScripts(distDir);
      await precompressStatic(distDir);
    },
  },
  // stale-while-revalidate is expireTime minus revalidate: a day for a CDN, not Next's year.
  expireTime: 86_400,
  cacheHandler: path.join(import.meta.dirname, 'lib', 'runtime', 'cache-handler.mjs'),
  cacheMaxMemorySize: settings.CACHE_MEMORY_MB * 1024 * 1024,
  images: {
    localPatterns: [{ pathname: `/media${IMAGE_FILE}`, search: '' }],
    qualities: [75],
    maximumDiskCacheSize: settings.IMAGE_CACHE_MB * 1024 * 1024,
    remotePatterns: remoteMediaPattern(),
    dangerouslyAllowSVG: false,
    dangerouslyAllowLocalIP: mediaHostIsLoopback,
    formats: ['image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1920],
    imageSizes: [40, 64, 96, 128, 256, 384],
  },
  async rewrites() {
    return { beforeFiles: pageRewrites(), afterFiles: [], fallback: [] };
  },
  // In production server/response.mjs sends them: the media host in the CSP is read at start.
  async headers() {
    if (!isDev) return [];
    return [
      { source: '/:path*', headers: securityHeaders({ dev: true, media: mediaOrigin(settings) }) },
    ];
  },
};

export default withNextIntl(nextConfig);
