'use client';

import { useEffect, type RefObject } from 'react';

export function useOutsideClick(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  active: boolean,
) {
  useEffect(() => {
    if (!active) return;
    const handle = (event: MouseEvent) => {
      const target = event.target as Node | null;
      if (target && ref.current?.contains(target)) return;
      onOutside();
    };
    document.addEventListener('click', handle); // not pointerdown: a finger's swipe is no click
    return () => document.removeEventListener('click', handle);
  }, [ref, onOutside, active]);
}
