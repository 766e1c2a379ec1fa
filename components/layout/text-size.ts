/** The reader's text size, three steps, kept on this device (never a cookie: a cached page is one). */
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_SIZE_KEY = 'xatire:text-size';

/** Before the first paint: the step chosen on an earlier visit, as <html data-text-size>. */
export const TEXT_SIZE_AT_START = `try{var s=localStorage.getItem('${TEXT_SIZE_KEY}');if(s==='large'||s==='larger')document.documentElement.setAttribute('data-text-size',s)}catch(e){}`;

export function currentTextSize(): TextSize {
  const set = document.documentElement.getAttribute('data-text-size');
  return TEXT_SIZES.find((size) => size === set) ?? 'normal';
}

export function setTextSize(size: TextSize): void {
  const root = document.documentElement;
  if (size === 'normal') root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', size);
  try {
    if (size === 'normal') localStorage.removeItem(TEXT_SIZE_KEY);
    else localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Storage refused (a private window): the size holds for this page.
  }
}
