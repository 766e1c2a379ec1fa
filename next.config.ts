import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageRewrites } from './server/rewrites.mjs';
import { mediaOrigin, securityHeaders } from './server/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Only files with an image extension, never with a query, are optimized.
const IMAGE_FILE = '/**/*.{webp,avif,png,jpg,jpeg,gif}';

function remoteMediaPattern() {
  const raw = process.env.MEDIA_URL?.trim();
  if (!raw) return [];
  const url = new URL(raw);
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

function megabytes(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback * 1024 * 1024;
  if (!/^\d{1,6}$/.test(raw))
    throw new Error(`${name} must be a whole number of MiB, not "${raw}"`);
  return Number(raw) * 1024 * 1024;
}

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
  // No experimental.inlineCss: each page's CSS twice in its HTML (README, Performance).
  // In memory only, within CACHE_MEMORY_MB, and only real pages (server/cache-handler.mjs); the
  // build's own pages are read from disk.
  cacheHandler: path.join(import.meta.dirname, 'server', 'cache-handler.mjs'),
  cacheMaxMemorySize: megabytes('CACHE_MEMORY_MB', 128),
  images: {
    localPatterns: [{ pathname: `/media${IMAGE_FILE}`, search: '' }],
    qualities: [75],
    maximumDiskCacheSize: megabytes('IMAGE_CACHE_MB', 512),
    remotePatterns: remoteMediaPattern(),
    dangerouslyAllowSVG: false,
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1920],
    imageSizes: [40, 64, 96, 128, 256, 384],
  },
  // Before Next's own routes: unprefixed paths are Azerbaijani, a listing's ?page=N its own page.
  async rewrites() {
    return { beforeFiles: pageRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ dev: isDev, media: mediaOrigin() }),
      },
    ];
  },
};

export default withNextIntl(nextConfig);
