// Bidi controls could make a stored name read differently from what it is ("Trojan Source").
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROLS = new RegExp(CONTROL, 'g');

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

export const filledText = (value: string) => {
  const text = stripBidiControls(value).trim();
  return /[^\p{Cf}\p{White_Space}]/u.test(text) ? text : ''; // zero-width characters alone are blank
};

export function stripControls(value: string): string {
  return stripBidiControls(value).replace(CONTROLS, '');
}
