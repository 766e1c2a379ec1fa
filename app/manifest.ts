import type { MetadataRoute } from 'next';
import az from '@/messages/az.json';

// Installable ("add to home screen"): the site's name and icon, opening on the home page.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${az.Metadata.brand} — ${az.footer.tagline}`,
    short_name: az.Metadata.brand,
    description: az.Metadata.description,
    lang: 'az',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#faf8f5',
    theme_color: '#1f3d36',
    icons: [
      { src: '/app-icon/192.png', sizes: '192x192', type: 'image/png' },
      { src: '/app-icon/512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/app-icon/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
