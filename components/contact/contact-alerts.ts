import type { SweetAlertOptions } from 'sweetalert2';
import { REDUCED_MOTION_QUERY } from '@/hooks/use-reduced-motion';

export const ALERT_TIMER_MS = 1500;

// In the page's language (the spec's texts in az: messages/*.json Contact.alert*); loaded on first use.
async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  const lang = document.documentElement.lang || 'az';
  return Swal.fire({
    confirmButtonColor: '#1f3d36',
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

export const showFailed = (title: string) => fire({ icon: 'error', title });

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
