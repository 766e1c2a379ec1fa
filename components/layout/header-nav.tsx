'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useHydrated } from '@/hooks/use-hydrated';
import { useModalMenu } from '@/hooks/use-modal-menu';
import { closeWhenLeft, useOutsideClick } from '@/hooks/use-outside-click';
import { isActivePath } from '@/lib/active-path';
import { Link } from '@/lib/i18n/link';
import { useShownPath } from './use-shown-path';
import { RETURNED_FROM_KEY, SITE_VISIT_KEY } from '@/lib/site-visit';
import type { HeaderItem } from './nav-types';
import styles from './header.module.css';

const NAV_ID = 'site-nav';

type Props = {
  items: HeaderItem[];
  brand: ReactNode;
  brandLabel: string;
  labels: { menu: string; close: string; navigation: string };
  actions: ReactNode;
};

/** Back from a viewer (the page itself kept its place): focus on the link that opened it. */
function focusReturnedFrom() {
  try {
    const path = sessionStorage.getItem(RETURNED_FROM_KEY);
    sessionStorage.removeItem(RETURNED_FROM_KEY);
    const link = path && document.querySelector<HTMLElement>(`main a[href="${CSS.escape(path)}"]`);
    if (!link) return;
    link.focus({ preventScroll: true });
    const { top, bottom } = link.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) link.scrollIntoView({ block: 'center' });
  } catch {}
}

export function HeaderNav({ items, brand, brandLabel, labels, actions }: Props) {
  const pathname = useShownPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // Without scripts a group's links show by CSS, whatever the button could say.
  const hydrated = useHydrated();
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, []);

  // Every route change closes the menus (reset while rendering, not in an effect) ...
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setOpenGroup(null);
  }
  // ... and starts the new page at the top.
  const firstPath = useRef(true);
  useEffect(() => {
    try {
      sessionStorage.setItem(SITE_VISIT_KEY, pathname);
    } catch {
      // Storage can be unavailable; viewers then fall back to the detail page.
    }
    if (firstPath.current) {
      firstPath.current = false;
      return focusReturnedFrom();
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useBodyScrollLock(menuOpen);
  useModalMenu(menuOpen, { root: headerRef, menu: navRef, toggle: menuButtonRef }, closeAll);

  const closeGroup = useCallback(() => setOpenGroup(null), []);
  useOutsideClick(headerRef, closeGroup, openGroup !== null && !menuOpen);

  useEscapeKey(
    menuOpen || openGroup !== null,
    useCallback(() => {
      if (openGroup !== null && !menuOpen) {
        const button = document.querySelector<HTMLButtonElement>(
          `[data-group-toggle="${openGroup}"]`,
        );
        setOpenGroup(null);
        button?.focus();
      } else {
        closeAll();
      }
    }, [menuOpen, openGroup, closeAll]),
  );

  const toggleMenu = () => {
    setOpenGroup(null);
    setMenuOpen((open) => !open);
  };

  return (
    <header ref={headerRef} className={styles.header} data-menu-open={menuOpen || undefined}>
      <div className={`container ${styles.inner}`}>
        <Link
          href="/"
          className={styles.brand}
          aria-label={brandLabel}
          onClick={closeAll}
          inert={menuOpen}
        >
          {brand}
        </Link>

        <nav
          ref={navRef}
          id={NAV_ID}
          className={styles.nav}
          data-open={menuOpen || undefined}
          aria-label={labels.navigation}
        >
          <ul className={styles.navList}>
            {items.map((item) => {
              if (item.kind === 'link') {
                const active = isActivePath(pathname, item.href);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className={styles.navLink}
                      aria-current={active ? 'page' : undefined}
                      onClick={closeAll}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              }
              const open = openGroup === item.id;
              const active = item.links.some((l) => isActivePath(pathname, l.href));
              const listId = `${NAV_ID}-${item.id}`;
              return (
                <li
                  key={item.id}
                  className={styles.group}
                  onBlur={closeWhenLeft(open && !menuOpen, () => setOpenGroup(null))}
                >
                  <button
                    type="button"
                    className={styles.navLink}
                    aria-expanded={hydrated ? open : undefined}
                    aria-controls={listId}
                    data-active={active || undefined}
                    data-group-toggle={item.id}
                    onClick={() => setOpenGroup(open ? null : item.id)}
                  >
                    {item.label}
                    <ChevronDownIcon size={16} className={styles.chevron} />
                  </button>
                  <ul id={listId} className={`popover ${styles.dropdown}`} hidden={!open}>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          className={styles.dropdownLink}
                          aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
                          onClick={closeAll}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          <div className={styles.tools} inert={menuOpen}>
            {actions}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className={`icon-button ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            aria-label={menuOpen ? labels.close : labels.menu}
            onClick={toggleMenu}
            data-needs-scripts
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
          <a
            href={`#${NAV_ID}`}
            className={`icon-button ${styles.menuLink}`}
            aria-label={labels.menu}
          >
            <MenuIcon size={24} />
          </a>
          <a href="#" className={`icon-button ${styles.closeLink}`} aria-label={labels.close}>
            <CloseIcon size={24} />
          </a>
        </div>
      </div>
    </header>
  );
}
