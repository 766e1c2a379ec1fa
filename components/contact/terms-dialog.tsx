'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import styles from './terms-dialog.module.css';

type Props = {
  open: boolean;
  title: string;
  labels: { close: string; accept: string };
  onDismiss: () => void;
  /** Consent is ticked (spec §2, §4); Escape or the overlay leave it as it was. */
  onAccept: () => void;
  children: ReactNode;
};

export function TermsDialog({ open, title, labels, onDismiss, onAccept, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnOverlay = useRef(false);
  const titleId = useId();

  useBodyScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      bodyRef.current?.scrollTo({ top: 0 });
      // Into the text, not onto the close button, which would also tick consent.
      bodyRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onDismiss}
      onPointerDown={(e) => {
        pressedOnOverlay.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // The overlay (::backdrop) reports clicks on the dialog element itself.
        if (e.target === e.currentTarget && pressedOnOverlay.current) onDismiss();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onAccept}
            aria-label={labels.close}
            title={labels.close}
          >
            <CloseIcon size={22} />
          </button>
        </header>
        <div
          ref={bodyRef}
          className={styles.body}
          tabIndex={0}
          role="region"
          aria-labelledby={titleId}
        >
          {children}
        </div>
        <footer className={styles.footer}>
          <button type="button" className="button" onClick={onAccept}>
            {labels.accept}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
