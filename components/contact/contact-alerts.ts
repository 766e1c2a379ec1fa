import type { SweetAlertOptions } from 'sweetalert2';
import { REDUCED_MOTION_QUERY } from '@/hooks/use-reduced-motion';
import styles from './contact-alerts.module.css';

export const ALERT_TIMER_MS = 1500;

// In the page's language (the spec's texts in az: messages/*.json Contact.alert*); loaded on first use.
const ICON_COLORS = { warning: 'gold', success: 'deep', error: 'carnation', info: 'deep' } as const;
const palette = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim();

async function fire(options: SweetAlertOptions & { icon: keyof typeof ICON_COLORS }) {
  const { default: Swal } = await import('sweetalert2');
  const lang = document.documentElement.lang || 'az';
  return Swal.fire({
    confirmButtonColor: palette('deep'),
    iconColor: palette(ICON_COLORS[options.icon]),
    customClass: { popup: styles.popup, title: styles.title },
    animation: !window.matchMedia(REDUCED_MOTION_QUERY).matches,
    didOpen: (popup) => popup.setAttribute('lang', lang),
    ...options,
  });
}

export const showWarning = (title: string) =>
  fire({ icon: 'warning', title, timer: ALERT_TIMER_MS, showConfirmButton: false });

export const showSent = (title: string) =>
  fire({
    icon: 'success',
    title,
    timer: ALERT_TIMER_MS,
    showConfirmButton: false,
  });

export const showFailed = (title: string, options: { returnFocus?: boolean } = {}) =>
  fire({ icon: 'error', title, ...options });

/** The store could not take it (503): said in the page's language, with the way to send it again. */
export const showUnavailable = async (text: string, sendAgain: string, close: string) => {
  const { isConfirmed } = await fire({
    icon: 'info',
    text,
    showConfirmButton: true,
    confirmButtonText: sendAgain,
    showCloseButton: true,
    closeButtonAriaLabel: close,
  });
  return isConfirmed;
};
