import { CATEGORY_INFO } from '@/config/categories';
import { FIGURE_CATEGORIES } from '@/lib/api/types';
import type { FooterKey, HeaderKey } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

export type NavLink = { href: string; label: HeaderKey | FooterKey };
export type NavGroup = { label: HeaderKey; links: NavLink[] };

export const SERVICE_LINKS: NavLink[] = [
  { href: '/services/memorial-page', label: 'header.3' },
  { href: '/services/obituary', label: 'header.4' },
  { href: '/services/genealogy-compilation', label: 'header.5' },
  { href: '/services/virtual-cemetery', label: 'header.6' },
  { href: '/services/qr-code-dog-tag', label: 'header.7' },
];

export const CATEGORY_LINKS: NavLink[] = FIGURE_CATEGORIES.map((category) => ({
  href: routes.category(category),
  label: CATEGORY_INFO[category].label,
}));

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

/** The legal pages: the terms text each one shows and its title. */
export const LEGAL_PAGES = {
  '/general-rules': { terms: 'terms', label: 'footer.3' },
  '/user-agreement': { terms: 'terms2', label: 'footer.4' },
} as const;

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { href: '/', label: 'header.0' },
  { href: '/about', label: 'header.1' },
  { href: '/genealogy', label: 'header.14' },
  { href: '/contact', label: 'header.18' },
  ...Object.entries(LEGAL_PAGES).map(([href, { label }]) => ({ href, label })),
];

export const isGroup = (item: NavLink | NavGroup): item is NavGroup => 'links' in item;

export const SITE_BUILDER = { name: 'Qərənfil Studio', url: 'https://qerenfil.studio' };
