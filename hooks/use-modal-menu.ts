'use client';

import { useEffect, useRef, type RefObject } from 'react';

type Refs = {
  /** The element that stays usable: every sibling of it is made inert while the menu is open. */
  root: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
  /** After the menu in the document, so it is the last stop of the round. */
  toggle: RefObject<HTMLElement | null>;
};

// Closes when its toggle disappears (the window grew past its breakpoint), or the page behind the
// menu would stay inert.
export function useModalMenu(open: boolean, refs: Refs, close: () => void) {
  const { root, menu, toggle } = refs;
  const wasOpen = useRef(false);

  useEffect(() => {
    const menuEl = menu.current;
    const toggleEl = toggle.current;
    if (!open) {
      if (!wasOpen.current) return;
      wasOpen.current = false;
      const active = document.activeElement;
      if (!active || active === document.body || menuEl?.contains(active)) toggleEl?.focus();
      return;
    }
    if (!menuEl || !toggleEl) return;
    wasOpen.current = true;
    menuEl.querySelector<HTMLElement>('a[href], button')?.focus();

    const rootEl = root.current;
    const behind = [...(rootEl?.parentElement?.children ?? [])].filter(
      (el): el is HTMLElement =>
        el !== rootEl &&
        el instanceof HTMLElement &&
        !el.inert &&
        // Next's route announcer must still speak the page the menu leads to.
        !el.matches('script, next-route-announcer'),
    );
    for (const el of behind) el.inert = true;

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = [...menuEl.querySelectorAll<HTMLElement>('a[href], button')]
        .filter((el) => el.getClientRects().length > 0)
        .concat(toggleEl);
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const wrapTo = event.shiftKey
        ? at <= 0 && stops[stops.length - 1]
        : (at === -1 || at === stops.length - 1) && stops[0];
      if (!wrapTo) return;
      event.preventDefault();
      wrapTo.focus();
    };
    document.addEventListener('keydown', onKey);

    const observer = new ResizeObserver(() => {
      if (toggleEl.getClientRects().length === 0) close();
    });
    observer.observe(toggleEl);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
      for (const el of behind) el.inert = false;
    };
  }, [open, root, menu, toggle, close]);
}
