import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageRewrites } from './server/rewrites.mjs';
import { securityHeaders } from './server/security-headers.mjs';
import { mediaOrigin, readSettings } from './server/settings.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Read again when the server starts (next() loads this file at run time): a media host set or
// changed then is allowed without a rebuild.
const settings = readSettings();

// Only files with an image extension, in any case (IMG_2041.JPG), never with a query, are optimized.
const IMAGE_FILE = `/**/*.{${['webp', 'avif', 'png', 'jpg', 'jpeg', 'gif']
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

// The optimizer refuses hosts that resolve to private addresses (SSRF). A media host on this very
// machine (localhost, 127.x, [::1]: a one-box set-up, the tests' stand-in) is the one exception.
// Not private networks: the optimizer follows redirects without checking the pattern again, so an
// open redirect on such a host could reach any internal address.
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
const mediaHostIsLoopback =
  /^https?:\/\//.test(settings.MEDIA_BASE) &&
  LOOPBACK_HOST.test(new URL(settings.MEDIA_BASE).hostname);

const nextConfig: NextConfig = {
  // A second test server runs from its own copy of the build (e2e/helpers.ts startExtraServer).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every page's HTML in JavaScript on every response for its ETag: 15% of the CPU
  // of a cached page at 50 connections. Shared caches keep pages by s-maxage instead.
  generateEtags: false,
  // Loaded as they are, not bundled: the cache handler and the app share one Redis client.
  serverExternalPackages: [
    '@fortedigital/nextjs-cache-handler',
    '@redis/client',
    'rate-limiter-flexible',
  ],
  reactStrictMode: true,
  // A page's Cache-Control is `s-maxage=<revalidate>, stale-while-revalidate=<expireTime - that>`:
  // a CDN may answer with a copy up to a day old while it fetches the new one, not Next's year.
  expireTime: 86_400,
  // No experimental.inlineCss: each page's CSS twice in its HTML (docs/performance.md).
  // In memory only, within CACHE_MEMORY_MB, and only real pages (server/cache-handler.mjs).
  cacheHandler: path.join(import.meta.dirname, 'server', 'cache-handler.mjs'),
  cacheMaxMemorySize: settings.CACHE_MEMORY_MB * 1024 * 1024,
  images: {
    localPatterns: [{ pathname: `/media${IMAGE_FILE}`, search: '' }],
    qualities: [75],
    maximumDiskCacheSize: settings.IMAGE_CACHE_MB * 1024 * 1024,
    remotePatterns: remoteMediaPattern(),
    dangerouslyAllowSVG: false,
    dangerouslyAllowLocalIP: mediaHostIsLoopback,
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1920],
    imageSizes: [40, 64, 96, 128, 256, 384],
  },
  // Before Next's own routes: unprefixed paths are Azerbaijani, a listing's ?page=N its own page.
  async rewrites() {
    return { beforeFiles: pageRewrites(), afterFiles: [], fallback: [] };
  },
  // Built into the routes manifest: in production server/main.mjs sets them from its settings.
  async headers() {
    if (!isDev) return [];
    return [
      { source: '/:path*', headers: securityHeaders({ dev: true, media: mediaOrigin(settings) }) },
    ];
  },
};

export default withNextIntl(nextConfig);
