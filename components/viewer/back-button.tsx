'use client';

import { useRouter } from '@/lib/i18n/link';
import { RETURNED_FROM_KEY, SITE_VISIT_KEY } from '@/lib/site-visit';
import styles from './viewer.module.css';

type Props = { label: string; fallbackHref: string };

// Opened directly (a shared link, a new tab) there is no previous page here: go to the detail page.
export function BackButton({ label, fallbackHref }: Props) {
  const router = useRouter();
  const goBack = () => {
    let cameFromSite = false;
    try {
      cameFromSite = sessionStorage.getItem(SITE_VISIT_KEY) !== null;
    } catch {
      // No storage: treat as opened directly.
    }
    if (cameFromSite && window.history.length > 1) {
      try {
        sessionStorage.setItem(RETURNED_FROM_KEY, window.location.pathname);
      } catch {}
      router.back();
    } else router.push(fallbackHref);
  };
  return (
    <button
      type="button"
      className={`button button--ghost ${styles.back}`}
      onClick={goBack}
      data-needs-scripts
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
