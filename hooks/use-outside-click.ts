'use client';

import { useEffect, type FocusEvent, type RefObject } from 'react';

/** A popover left by Tab closes, so it never covers the next stop (WCAG 2.4.11). */
export const closeWhenLeft =
  (open: boolean, close: () => void) =>
  ({ relatedTarget: next, currentTarget }: FocusEvent<HTMLElement>) => {
    if (open && next && !currentTarget.contains(next)) close();
  };

export function useOutsideClick(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  active: boolean,
) {
  useEffect(() => {
    if (!active) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && ref.current?.contains(target));
    // A tap or click outside: not a swipe or drag (moved, or cancelled by the browser's scroll).
    let pressed: { x: number; y: number } | null = null;
    const down = (e: PointerEvent) =>
      void (pressed = outside(e.target) ? { x: e.x, y: e.y } : null);
    const cancel = () => void (pressed = null);
    const up = (e: PointerEvent) => {
      if (pressed && outside(e.target) && Math.hypot(e.x - pressed.x, e.y - pressed.y) < 10) {
        onOutside();
      }
      pressed = null;
    };
    document.addEventListener('pointerdown', down);
    document.addEventListener('pointercancel', cancel);
    document.addEventListener('pointerup', up);
    return () => {
      document.removeEventListener('pointerdown', down);
      document.removeEventListener('pointercancel', cancel);
      document.removeEventListener('pointerup', up);
    };
  }, [ref, onOutside, active]);
}
