'use client';

import { useLinkStatus } from 'next/link';
import styles from './card.module.css';

// Detail pages have no loading.tsx (streaming turns their 404 into a 200): the card shows the wait.
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  return pending ? (
    <span className={styles.pending} role="status">
      {label}
    </span>
  ) : null;
}
