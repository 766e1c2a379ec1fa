'use client';

import { useRef, useState, type ReactNode, type PointerEvent, type MouseEvent } from 'react';
import styles from './drag-strip.module.css';

/** Spec §9. */
export const DRAG_MULTIPLIER = 1.5;
const DRAG_THRESHOLD = 4;

type Props = { label: string; children: ReactNode };

export function DragStrip({ label, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; scrollLeft: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse' || e.button !== 0 || !ref.current) return;
    drag.current = { x: e.clientX, scrollLeft: ref.current.scrollLeft, moved: false };
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    const el = ref.current;
    if (!state || !el) return;
    const dx = e.clientX - state.x;
    if (!state.moved) {
      if (Math.abs(dx) < DRAG_THRESHOLD) return;
      state.moved = true;
      setDragging(true);
      el.setPointerCapture(e.pointerId);
    }
    e.preventDefault();
    el.scrollLeft = state.scrollLeft - dx * DRAG_MULTIPLIER;
  };

  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state?.moved) return;
    setDragging(false);
    if (ref.current?.hasPointerCapture(e.pointerId)) ref.current.releasePointerCapture(e.pointerId);
    swallowClick.current = true;
    // The click, if any, follows pointerup in the same task; drop the flag if none comes.
    setTimeout(() => {
      swallowClick.current = false;
    }, 0);
  };

  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div
      ref={ref}
      className={styles.strip}
      data-dragging={dragging || undefined}
      tabIndex={0}
      role="region"
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClickCapture={onClickCapture}
      onDragStart={(e) => e.preventDefault()}
    >
      {children}
    </div>
  );
}
