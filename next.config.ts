import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** Remote media host (MEDIA_URL), the only one next/image may fetch from. */
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
      pathname: `${base}/**`,
    },
  ];
}

const isDev = process.env.NODE_ENV === 'development';
const mediaOrigin = process.env.MEDIA_URL?.trim() ? new URL(process.env.MEDIA_URL.trim()).origin : '';

/**
 * One policy for every response. Without nonces it works with cached pages; Next's inline
 * bootstrap scripts need 'unsafe-inline' then (and dev's refresh needs 'unsafe-eval').
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${mediaOrigin}`.trim(),
  `media-src 'self' blob: ${mediaOrigin}`.trim(),
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.google.com https://maps.google.com https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  ...(isDev
    ? []
    : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
];

const nextConfig: NextConfig = {
  // A second test server runs from its own copy of the build (e2e/helpers.ts startExtraServer).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // The few kilobytes of CSS a page needs go inline: no render-blocking stylesheet round trips.
  experimental: { inlineCss: true },
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    remotePatterns: remoteMediaPattern(),
    dangerouslyAllowSVG: false,
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1920],
    imageSizes: [40, 64, 96, 128, 256, 384],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders,
      },
      {
        // Demo media never changes under the same name.
        source: '/media/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
