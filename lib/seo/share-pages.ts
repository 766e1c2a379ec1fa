import { FOOTER_QUICK_LINKS, HEADER_NAV, isGroup, type NavLink } from '@/config/navigation';
import type { HeaderKey, Messages } from '@/lib/i18n/messages';
import { STATIC_PAGES } from '@/lib/seo/sitemap';

export type SharePageKey = 'home' | (keyof Messages['Metadata']['pages'] & string);

export type SharePage = {
  key: SharePageKey;
  path: string;
  title: NavLink['label'];
  /** The header menu it is in (services, categories, media), named above the title. */
  section: HeaderKey | null;
};

export function sharePageKey(path: string): string {
  const last = path.split('/').pop() || 'home';
  return last.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

type MenuLink = { link: NavLink; section: HeaderKey | null };

const MENU_LINKS: MenuLink[] = [
  ...HEADER_NAV.flatMap((item): MenuLink[] =>
    isGroup(item)
      ? item.links.map((link) => ({ link, section: item.label }))
      : [{ link: item, section: null }],
  ),
  ...FOOTER_QUICK_LINKS.map((link) => ({ link, section: null })),
];

export const SHARE_PAGES: SharePage[] = STATIC_PAGES.map((path) => {
  const menu = MENU_LINKS.find(({ link }) => link.href === path);
  if (!menu) throw new Error(`${path} is in no menu: it has no title to share`);
  // Every key is in the messages: share-pages.test.ts.
  const key = sharePageKey(path) as SharePageKey;
  return { key, path, title: menu.link.label, section: menu.section };
});

export const sharePageByKey = (key: string): SharePage | undefined =>
  SHARE_PAGES.find((page) => page.key === key);

export function sharePageAt(path: string): SharePage {
  const page = SHARE_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not a fixed page`);
  return page;
}

export const descriptionKey = (page: SharePage) =>
  page.key === 'home' ? ('Metadata.description' as const) : (`Metadata.pages.${page.key}` as const);
