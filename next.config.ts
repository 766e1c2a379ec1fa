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

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/brand/**' }],
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
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
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
