import { FIGURE_CATEGORIES } from '@/lib/site.mjs';

/** The listing aliases (/martyrs) count as their /category/ form. */
export function categoryFormOf(pathname: string): string {
  const alias = /^\/([a-z-]+)(\/.*)?$/.exec(pathname);
  if (alias && (FIGURE_CATEGORIES as readonly string[]).includes(alias[1]!)) {
    return `/category/${alias[1]}${alias[2] ?? ''}`;
  }
  return pathname;
}

export function isActivePath(pathname: string, href: string): boolean {
  const path = categoryFormOf(pathname);
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
