import type { FooterKey, HeaderKey } from '@/lib/i18n/messages';

export type NavLink = { href: string; label: HeaderKey | FooterKey };
export type NavGroup = { label: HeaderKey; links: NavLink[] };

export const SERVICE_LINKS: NavLink[] = [
  { href: '/services/memorial-page', label: 'header.3' },
  { href: '/services/obituary', label: 'header.4' },
  { href: '/services/genealogy-compilation', label: 'header.5' },
  { href: '/services/virtual-cemetery', label: 'header.6' },
  { href: '/services/qr-code-dog-tag', label: 'header.7' },
];

export const CATEGORY_LINKS: NavLink[] = [
  { href: '/category/public-figures', label: 'header.9' },
  { href: '/category/historical-figures', label: 'header.10' },
  { href: '/category/martyrs', label: 'header.11' },
  { href: '/category/dear-memories', label: 'header.12' },
  { href: '/category/historical-monuments', label: 'header.13' },
];

export const MEDIA_LINKS: NavLink[] = [
  { href: '/media/photo-gallery', label: 'header.16' },
  { href: '/media/video-gallery', label: 'header.17' },
];

export const HEADER_NAV: (NavLink | NavGroup)[] = [
  { href: '/', label: 'header.0' },
  { href: '/about', label: 'header.1' },
  { label: 'header.2', links: SERVICE_LINKS },
  { label: 'header.8', links: CATEGORY_LINKS },
  { href: '/genealogy', label: 'header.14' },
  { label: 'header.15', links: MEDIA_LINKS },
  { href: '/contact', label: 'header.18' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { href: '/', label: 'header.0' },
  { href: '/about', label: 'header.1' },
  { href: '/genealogy', label: 'header.14' },
  { href: '/contact', label: 'header.18' },
  { href: '/general-rules', label: 'footer.3' },
  { href: '/user-agreement', label: 'footer.4' },
];

export const isGroup = (item: NavLink | NavGroup): item is NavGroup => 'links' in item;

export const SITE_BUILDER = { name: 'Qərənfil Studio', url: 'https://qerenfil.studio' };
