import { CATEGORY_INFO } from '@/lib/memorial/categories';
import { FIGURE_CATEGORIES } from '@/lib/site.mjs';
import type { FooterKey, HeaderKey } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

export type NavLink = { href: string; label: HeaderKey | FooterKey };
export type NavGroup = { label: HeaderKey; links: NavLink[] };

export const SERVICE_LINKS: NavLink[] = [
  { href: '/services/memorial-page', label: 'header.memorialPage' },
  { href: '/services/obituary', label: 'header.obituary' },
  { href: '/services/genealogy-compilation', label: 'header.genealogyCompilation' },
  { href: '/services/virtual-cemetery', label: 'header.virtualCemetery' },
  { href: '/services/qr-code-dog-tag', label: 'header.qrCodeDogTag' },
];

export const CATEGORY_LINKS: NavLink[] = FIGURE_CATEGORIES.map((category) => ({
  href: routes.category(category),
  label: CATEGORY_INFO[category].label,
}));

export const MEDIA_LINKS: NavLink[] = [
  { href: '/media/photo-gallery', label: 'header.photoGallery' },
  { href: '/media/video-gallery', label: 'header.videoGallery' },
];

export const HEADER_NAV: (NavLink | NavGroup)[] = [
  { href: '/', label: 'header.home' },
  { href: '/about', label: 'header.about' },
  { label: 'header.services', links: SERVICE_LINKS },
  { label: 'header.categories', links: CATEGORY_LINKS },
  { href: '/genealogy', label: 'header.genealogy' },
  { label: 'header.media', links: MEDIA_LINKS },
  { href: '/contact', label: 'header.contact' },
];

export const LEGAL_PAGES = {
  '/general-rules': { terms: 'terms', label: 'footer.generalRules' },
  '/user-agreement': { terms: 'terms2', label: 'footer.userAgreement' },
} as const;

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { href: '/', label: 'header.home' },
  { href: '/about', label: 'header.about' },
  { href: '/genealogy', label: 'header.genealogy' },
  { href: '/contact', label: 'header.contact' },
  ...Object.entries(LEGAL_PAGES).map(([href, { label }]) => ({ href, label })),
];

export const isGroup = (item: NavLink | NavGroup): item is NavGroup => 'links' in item;

export const SITE_BUILDER = { name: 'Qərənfil Studio', url: 'https://qerenfil.studio' };
