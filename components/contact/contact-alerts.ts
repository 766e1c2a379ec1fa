import type { SweetAlertOptions } from 'sweetalert2';

// The spec's Azerbaijani texts in every language; sweetalert2 loads on first use.
export const CONTACT_ALERTS = {
  consent: 'Zəhmət olmasa şərtləri qəbul edin',
  fields: 'Zəhmət olmasa bütün xanaları doldurun',
  sent: 'Mesajınız göndərildi!',
  failed: 'Bir xəta baş verdi!',
} as const;

export const ALERT_TIMER_MS = 1500;

async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({
    confirmButtonColor: '#1f3d36',
    didOpen: (popup) => popup.setAttribute('lang', 'az'),
    ...options,
  });
}

export const showWarning = (title: string) =>
  fire({ icon: 'warning', title, timer: ALERT_TIMER_MS, showConfirmButton: false });

export const showSent = () =>
  fire({
    icon: 'success',
    title: CONTACT_ALERTS.sent,
    timer: ALERT_TIMER_MS,
    showConfirmButton: false,
  });

export const showFailed = () => fire({ icon: 'error', title: CONTACT_ALERTS.failed });

/** The store could not take it (503): said in the page's language, with the way to send it again. */
export const showUnavailable = async (text: string, sendAgain: string, lang: string) => {
  const { isConfirmed } = await fire({
    icon: 'info',
    text,
    showConfirmButton: true,
    confirmButtonText: sendAgain,
    showCloseButton: true,
    didOpen: (popup) => popup.setAttribute('lang', lang),
  });
  return isConfirmed;
};
